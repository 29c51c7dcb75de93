import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newSecretToken, sha256 } from "./secret-tokens";

describe("newSecretToken", () => {
  it("gives 32 random bytes as base64url with the SHA-256 hash to store", () => {
    const { token, tokenHash } = newSecretToken();
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(tokenHash).toBe(createHash("sha256").update(token).digest("base64url"));
    expect(newSecretToken().token).not.toBe(token);
  });
});

describe("sha256", () => {
  it("is the base64url SHA-256 of the text", () => {
    expect(sha256("abc")).toBe("ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0");
  });
});
