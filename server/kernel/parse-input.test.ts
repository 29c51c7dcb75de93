import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Invalid } from "../errors";
import { fieldErrorsOf, invalidFields, parseInput } from "./parse-input";

const profile = z.object({
  name: z.string().min(1, "Enter your name."),
  skills: z.array(z.string().max(3, "Too long.")),
});

function errorOf(work: () => unknown): Invalid {
  try {
    work();
  } catch (error) {
    if (error instanceof Invalid) return error;
    throw error;
  }
  throw new Error("expected Invalid");
}

describe("parseInput", () => {
  it("returns the parsed data", () => {
    expect(parseInput(profile, { name: "Ana", skills: ["rn"] })).toEqual({ name: "Ana", skills: ["rn"] });
  });

  it("names each bad field by its path, or by its form field when asked", () => {
    const input = { name: "", skills: ["ok", "toolong"] };
    expect(errorOf(() => parseInput(profile, input)).fields).toEqual({
      name: "Enter your name.",
      "skills.1": "Too long.",
    });
    expect(errorOf(() => parseInput(profile, input, { naming: "form-field" })).fields).toEqual({
      name: "Enter your name.",
      skills: "Too long.",
    });
  });

  it("refuses text PostgreSQL cannot store before the schema sees it", () => {
    expect(errorOf(() => parseInput(profile, { name: "A\u0000", skills: [] })).fields).toEqual({
      name: expect.stringContaining("NUL"),
    });
  });
});

describe("fieldErrorsOf", () => {
  it("keeps the first message of a field, names unknown keys and puts a top-level failure on body", () => {
    const strict = z.strictObject({ name: z.string().min(2, "Short.").max(1, "Long.") });
    expect(fieldErrorsOf(strict.safeParse({ name: "", extra: 1 }).error?.issues ?? [])).toEqual({
      name: "Short.",
      extra: "This field is not recognised.",
    });
    expect(fieldErrorsOf(profile.safeParse("text").error?.issues ?? [])).toEqual({
      body: expect.any(String),
    });
  });
});

describe("invalidFields", () => {
  it("is the 400 that asks to correct the highlighted fields", () => {
    const error = invalidFields({ email: "Enter an email." });
    expect(error.message).toBe("Please correct the highlighted fields.");
    expect(error.fields).toEqual({ email: "Enter an email." });
  });
});
