/** The form's fields, as the /company-review action and POST /api/companies/{company}/reviews name them. */
export type ReviewField = "authorName" | "rating" | "text";

/** What the visitor typed, echoed back so a refused form keeps its values (rating as sent: "1"–"5"). */
export type ReviewFormValues = Record<ReviewField, string>;

/** Limits of the shared schema, sent by the loader: common/reviews would bring zod to the browser. */
export type ReviewLimits = { authorName: number; text: number };

/** What the /company-review action answers. */
export type ReviewFormResult =
  | { status: "received"; rating: number; message: string }
  | { status: "invalid"; fieldErrors: Partial<Record<ReviewField, string>>; values: ReviewFormValues }
  | { status: "refused"; message: string; values: ReviewFormValues };
