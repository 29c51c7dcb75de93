import { describe, expect, it } from "vitest";
import { relativeTimeDescription } from "./relative-time";

const now = new Date("2025-06-15T12:00:00Z");
const before = (milliseconds: number) => new Date(now.getTime() - milliseconds);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("relativeTimeDescription", () => {
  it.each([
    [0, "just now"],
    [59 * SECOND, "just now"],
    [MINUTE, "a minute ago"],
    [2 * MINUTE, "2 minutes ago"],
    [HOUR - 1, "59 minutes ago"],
    [HOUR, "an hour ago"],
    [2 * HOUR, "2 hours ago"],
    [DAY - 1, "23 hours ago"],
    [DAY, "a day ago"],
    [6 * DAY, "6 days ago"],
    [7 * DAY, "a week ago"],
    [13 * DAY, "a week ago"],
    [14 * DAY, "2 weeks ago"],
    [29 * DAY, "4 weeks ago"],
    [30 * DAY, "a month ago"],
    [59 * DAY, "a month ago"],
    [60 * DAY, "2 months ago"],
    [98 * DAY, "3 months ago"],
    [364 * DAY, "11 months ago"],
    [365 * DAY, "a year ago"],
    [729 * DAY, "a year ago"],
    [730 * DAY, "2 years ago"],
  ])("describes %i ms ago as %s", (elapsed, expected) => {
    expect(relativeTimeDescription(before(elapsed), now)).toBe(expected);
  });

  it("reads a time slightly in the future (clock skew) as just now", () => {
    expect(relativeTimeDescription(new Date(now.getTime() + 5 * MINUTE), now)).toBe("just now");
  });

  it("counts from the current time by default", () => {
    expect(relativeTimeDescription(new Date(Date.now() - 3 * DAY))).toBe("3 days ago");
  });
});
