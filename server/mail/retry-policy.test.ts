import { describe, expect, it } from "vitest";
import { classifySmtpFailure, retryDelayMs } from "./retry-policy";

const smtpError = (fields: Record<string, unknown>) => Object.assign(new Error("smtp"), fields);

describe("retryDelayMs", () => {
  it("waits 30 s, 2 min, 10 min, then 1 h, and stays at 1 h", () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 12].map((attempts) => retryDelayMs(attempts, middle))).toEqual([
      30_000, 120_000, 600_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });

  it("spreads retries by up to 20 % either way", () => {
    expect(retryDelayMs(1, () => 0)).toBe(24_000);
    expect(retryDelayMs(1, () => 0.999_999)).toBe(36_000);
  });
});

describe("classifySmtpFailure", () => {
  it("reads a 5xx reply to RCPT TO as a bounce", () => {
    expect(classifySmtpFailure(smtpError({ code: "EENVELOPE", command: "RCPT TO", responseCode: 550 }))).toBe(
      "bounce",
    );
    expect(classifySmtpFailure(smtpError({ code: "EENVELOPE", command: "RCPT TO", responseCode: 554 }))).toBe(
      "bounce",
    );
  });

  it("reads connection, timeout, TLS and login failures and 421 as an unreachable server", () => {
    for (const code of ["ECONNECTION", "ESOCKET", "ETIMEDOUT", "EDNS", "ETLS", "EAUTH"]) {
      expect(classifySmtpFailure(smtpError({ code }))).toBe("unreachable");
    }
    expect(
      classifySmtpFailure(smtpError({ code: "EENVELOPE", command: "MAIL FROM", responseCode: 421 })),
    ).toBe("unreachable");
  });

  it("reads a temporary recipient rejection or a refused message body as a refusal to retry", () => {
    expect(classifySmtpFailure(smtpError({ code: "EENVELOPE", command: "RCPT TO", responseCode: 452 }))).toBe(
      "refused",
    );
    expect(classifySmtpFailure(smtpError({ code: "EMESSAGE", command: "DATA", responseCode: 552 }))).toBe(
      "refused",
    );
    expect(classifySmtpFailure("something odd")).toBe("refused");
  });
});
