import { describe, expect, it } from "vitest";
import { durationLabel, itemReview, passLabel, REVIEW_MIN_ATTEMPTS, shareLabel } from "./assessment-parts";

describe("itemReview", () => {
  it("says nothing before enough sittings, whatever the share", () => {
    expect(itemReview({ attempts: REVIEW_MIN_ATTEMPTS - 1, pValue: 0 })).toBeNull();
    expect(itemReview({ attempts: 40, pValue: null })).toBeNull();
  });

  it("marks items almost nobody or almost everybody gets right, and leaves the rest", () => {
    expect(itemReview({ attempts: REVIEW_MIN_ATTEMPTS, pValue: 0.19 })).toMatch(/^Very hard/);
    expect(itemReview({ attempts: REVIEW_MIN_ATTEMPTS, pValue: 0.96 })).toMatch(/^Very easy/);
    for (const pValue of [0.2, 0.5, 0.95]) expect(itemReview({ attempts: 30, pValue })).toBeNull();
  });
});

describe("labels", () => {
  it("words times, shares and results", () => {
    expect(durationLabel(95)).toBe("1 min 35 s");
    expect(durationLabel(40)).toBe("40 s");
    expect(shareLabel(0.625)).toBe("63%");
    expect(shareLabel(null)).toBe("—");
    expect(passLabel({ passed: true, reset: false })).toBe("Passed");
    expect(passLabel({ passed: false, reset: false })).toBe("Not passed");
    expect(passLabel({ passed: true, reset: true })).toBe("—");
    expect(passLabel({ passed: null, reset: false })).toBe("—");
  });
});
