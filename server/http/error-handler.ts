import type { ErrorRequestHandler, RequestHandler } from "express";
import { DomainError } from "../errors";

export type ErrorBody = { error: string; fields?: Record<string, string> };

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

/** The one JSON error shape: { error, fields? }. Only unexpected failures are 500s. */
export const apiErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (error instanceof DomainError && error.status < 500) {
    for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
    const body: ErrorBody = { error: error.message };
    if (error.fields) body.fields = error.fields;
    res.status(error.status).json(body);
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
