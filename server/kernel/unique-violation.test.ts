import { describe, expect, it } from "vitest";
import { isExclusionViolation, isUniqueViolation } from "./unique-violation";

describe("isUniqueViolation", () => {
  it("finds the driver's code on the error or on an error it wraps", () => {
    expect(isUniqueViolation({ code: "23505" })).toBe(true);
    expect(isUniqueViolation(new Error("Failed query", { cause: { code: "23505" } }))).toBe(true);
  });

  it("is false for other errors and for things that are not errors", () => {
    expect(isUniqueViolation(new Error("Failed query", { cause: { code: "23503" } }))).toBe(false);
    for (const value of [undefined, null, "23505", 23505]) expect(isUniqueViolation(value)).toBe(false);
  });
});

describe("isExclusionViolation", () => {
  it("finds an EXCLUDE constraint's refusal, wrapped or not, and nothing else", () => {
    expect(isExclusionViolation(new Error("Failed query", { cause: { code: "23P01" } }))).toBe(true);
    expect(isExclusionViolation({ code: "23505" })).toBe(false);
  });
});
