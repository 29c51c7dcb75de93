import type { ErrorRequestHandler, RequestHandler } from "express";
import { DomainError } from "../errors";
import { UNSTORABLE_TEXT_MESSAGE } from "../kernel/unstorable-text";

export type ErrorBody = { error: string; fields?: Record<string, string>; link?: string };

/** Body-parser and other http-layer errors carry a status and a type; map them to plain words. */
const HTTP_ERROR_MESSAGES: Record<string, string> = {
  "entity.too.large": "The request body is too large.",
  "entity.parse.failed": "The request body is not valid JSON.",
  "encoding.unsupported": "The request body encoding is not supported.",
  "charset.unsupported": "The request body charset is not supported.",
};

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: "No such API endpoint." } satisfies ErrorBody);
};

/** The one JSON error shape: { error, fields?, link? }. Only unexpected failures are 500s. */
export const apiErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (error instanceof DomainError && error.status < 500) {
    for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
    const body: ErrorBody = { error: error.message };
    if (error.fields) body.fields = error.fields;
    if (error.link) body.link = error.link;
    res.status(error.status).json(body);
    return;
  }
  if (isUnstorableTextError(error)) {
    res.status(400).json({ error: UNSTORABLE_TEXT_MESSAGE } satisfies ErrorBody);
    return;
  }
  const status = typeof error?.status === "number" ? error.status : 500;
  if (status >= 400 && status < 500) {
    res
      .status(status)
      .json({ error: HTTP_ERROR_MESSAGES[error.type] ?? "The request could not be processed." });
    return;
  }
  req.log?.error({ err: error }, "unhandled API error");
  res.status(500).json({ error: "Something went wrong on our side. Please try again." } satisfies ErrorBody);
};

/**
 * The last line of defence behind the checks where input enters: PostgreSQL refusing a character
 * (22021, 22P05) is still the client's bad input, not a failure of ours.
 */
function isUnstorableTextError(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | undefined)?.code;
  const causeCode = (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  return [code, causeCode].some((value) => value === "22021" || value === "22P05");
}
