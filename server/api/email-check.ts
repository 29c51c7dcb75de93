import { Router } from "express";
import { type EmailValidationResponse, emailCheckInputSchema } from "../../common/email-check";
import { parseInput } from "../kernel/parse-input";
import { checkEmail, EMAIL_CHECK_LIMIT_PER_IP, EmailCheckUnavailable } from "../modules/email-check";
import { byIp, rateLimit } from "../rate-limit";

export const emailCheckRouter = Router();

/**
 * Checks the body's { email, source? }: 200 { success: true, result } with the verdict, 400 with
 * fields for bad input, 429 past the per-IP limit. When DNS cannot be reached the answer is 200
 * { success: false, error } (SPEC §8's "success false" path): the check did run but has no verdict,
 * so the form shows 'Unable to validate email address.' and still lets the visitor send.
 */
emailCheckRouter.post(
  "/validate-email",
  rateLimit({ ...EMAIL_CHECK_LIMIT_PER_IP, key: byIp }),
  async (req, res) => {
    const { email, source } = parseInput(emailCheckInputSchema, req.body);
    let body: EmailValidationResponse;
    try {
      body = { success: true, result: await checkEmail(email) };
    } catch (error) {
      if (!(error instanceof EmailCheckUnavailable)) throw error;
      req.log?.warn({ err: error.cause, source }, "email check: DNS unavailable");
      body = { success: false, error: error.message };
    }
    if (body.success) req.log?.info({ source, verdict: body.result.verdict }, "email checked");
    res.json(body);
  },
);
