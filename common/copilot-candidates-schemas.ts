/** Input schemas of the assistant's candidates page (issue 22, ADR 0027): weights, a pass, a request. */
import {
  COPILOT_CANDIDATE_LIMITS,
  COPILOT_CANDIDATE_MESSAGES,
  COPILOT_REQUEST_KINDS,
} from "./copilot-candidates";
import { matchingWeightsSchema } from "./matching-schemas";
import { z } from "./zod";

const M = COPILOT_CANDIDATE_MESSAGES;
const L = COPILOT_CANDIDATE_LIMITS;

/** PUT …/candidates/weights: the order's weights, saved for the next view. */
export const copilotWeightsSchema = z.strictObject({ weights: matchingWeightsSchema });

/** POST …/candidates/:ref/pass: why the client passes (the recruiters read it). */
export const copilotPassSchema = z.strictObject({
  reason: z.string({ error: M.reason }).trim().min(L.reasonMin, M.reason).max(L.reasonMax, M.reasonTooLong),
});

/** POST …/candidates/:ref/request: an introduction or an interview, with an optional note. */
export const copilotRequestSchema = z.strictObject({
  kind: z.enum(COPILOT_REQUEST_KINDS, { error: M.kind }),
  message: z.string({ error: M.message }).trim().max(L.messageMax, M.message).default(""),
});
