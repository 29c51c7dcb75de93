import { describe, expect, it } from "vitest";
import { REVIEW_MESSAGES, reviewSubmissionSchema } from "./reviews";

const valid = { companyId: 1, authorName: "  Ana   Lopez ", rating: 5, text: "  Great team.  " };

function fieldErrors(input: unknown) {
  const result = reviewSubmissionSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("reviewSubmissionSchema", () => {
  it("accepts a review and tidies the name and text", () => {
    expect(reviewSubmissionSchema.parse(valid)).toEqual({
      companyId: 1,
      authorName: "Ana Lopez",
      rating: 5,
      text: "Great team.",
    });
  });

  it("stores missing or blank text as null", () => {
    expect(reviewSubmissionSchema.parse({ ...valid, text: undefined }).text).toBeNull();
    expect(reviewSubmissionSchema.parse({ ...valid, text: "   " }).text).toBeNull();
    expect(reviewSubmissionSchema.parse({ ...valid, text: null }).text).toBeNull();
  });

  it("requires a name", () => {
    expect(fieldErrors({ ...valid, authorName: "   " })).toEqual({ authorName: REVIEW_MESSAGES.authorName });
    expect(fieldErrors({ ...valid, authorName: undefined })).toEqual({
      authorName: REVIEW_MESSAGES.authorName,
    });
    expect(fieldErrors({ ...valid, authorName: "x".repeat(121) })).toEqual({
      authorName: REVIEW_MESSAGES.authorNameTooLong,
    });
  });

  it.each([0, 6, 4.5, "5", null, undefined])("refuses the rating %s", (rating) => {
    expect(fieldErrors({ ...valid, rating })).toEqual({ rating: REVIEW_MESSAGES.rating });
  });

  it("accepts ratings 1 to 5", () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(fieldErrors({ ...valid, rating })).toEqual({});
  });

  it("limits the text to 2000 characters", () => {
    expect(fieldErrors({ ...valid, text: "x".repeat(2000) })).toEqual({});
    expect(fieldErrors({ ...valid, text: "x".repeat(2001) })).toEqual({ text: REVIEW_MESSAGES.textTooLong });
  });
});
