import express, { type RequestHandler, Router } from "express";
import { UnsupportedMediaType } from "../errors";
import { apiErrorHandler, apiNotFound } from "../http/error-handler";
import { assertStorableText } from "../kernel/unstorable-text";
import { COPILOT_BILLING_WEBHOOK_PATH, copilotBillingWebhookBody } from "./copilot-billing";
import { RESUME_DOCUMENT_ROUTES, resumeDocumentBody } from "./resume-builder";
import { apiRouters } from "./routers";

const BODY_METHODS = new Set(["POST", "PUT", "PATCH"]);

/** Bodies are JSON, or multipart for uploads (parsed by the upload route itself). */
const requireKnownContentType: RequestHandler = (req, _res, next) => {
  const hasBody = Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"];
  if (!BODY_METHODS.has(req.method) || !hasBody) return next();
  if (req.is("application/json") || req.is("multipart/form-data")) return next();
  next(new UnsupportedMediaType("Send the request body as application/json."));
};

/** Every /api router is mounted here; they all share the body rules and the error shape. */
export function createApiRouter(): Router {
  const api = Router();
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  api.use(requireKnownContentType);
  // A resume builder document may be larger; its parser goes first and the default one then skips.
  api.use(RESUME_DOCUMENT_ROUTES, resumeDocumentBody);
  // The payment provider's webhook is verified over its exact bytes: read raw, so the JSON parser skips it.
  api.use(COPILOT_BILLING_WEBHOOK_PATH, copilotBillingWebhookBody);
  api.use(express.json({ limit: "100kb" }));
  // A NUL or broken Unicode anywhere in a JSON body is a 400 naming the field, before any route reads it.
  api.use((req, _res, next) => {
    // A raw body (the payment webhook) is bytes, checked by its signature, not text to store.
    if (!Buffer.isBuffer(req.body)) assertStorableText(req.body);
    next();
  });
  for (const router of apiRouters) api.use(router);
  api.use(apiNotFound);
  api.use(apiErrorHandler);
  return api;
}
