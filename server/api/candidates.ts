import { type Request, Router } from "express";
import {
  CANDIDATE_MESSAGES,
  candidateLoginSchema,
  candidateProfileUpdateSchema,
  candidateRegistrationSchema,
  emailVerificationSchema,
  forgotPasswordSchema,
  passwordChangeSchema,
  passwordResetSchema,
  resendCodeSchema,
} from "../../common/candidates";
import { parseInput } from "../kernel/parse-input";
import {
  authenticateCandidate,
  candidateResumeFileId,
  changeCandidatePassword,
  getCandidateProfile,
  CANDIDATE_RATE_LIMITS as LIMITS,
  registerCandidate,
  registerCandidateFromForm,
  replaceCandidateResume,
  requestPasswordReset,
  resendVerificationCode,
  resetCandidatePassword,
  revokeCandidateSession,
  signInCandidate,
  updateCandidateProfile,
  verifyCandidateEmail,
} from "../modules/candidates";
import { claimReferral, referralTokenOf } from "../modules/referrals";
import { byAccount, byIp, rateLimit } from "../rate-limit";
import { sendStoredFile } from "../storage";

export const candidatesRouter = Router();

const byEmail = byAccount((req) => req.body?.email);

const isMultipart = (req: Request) => Boolean(req.is("multipart/form-data"));

/**
 * { firstName, lastName, email, phone, password, consentTerms, consentSms?, referral? } as JSON, or the same
 * fields as multipart/form-data (checkboxes "on"/"true") with an optional file "resume" (PDF or DOCX
 * by content, at most 10 MB) → 202 { message } whether or not the address already had an account
 * (the owner is told by email; a resume sent for it is deleted); 400 with fields; 413 file too large;
 * 415 not a PDF or DOCX; 429. A form is counted against the same per-address limit before its
 * upload is read (registerCandidateFromForm), so the middleware skips it.
 */
candidatesRouter.post(
  "/candidates/register",
  rateLimit({ ...LIMITS.registerPerIp, key: (req) => (isMultipart(req) ? undefined : byIp(req)) }),
  async (req, res) => {
    if (isMultipart(req)) await registerCandidateFromForm({ request: req, ip: req.ip });
    else {
      const input = parseInput(candidateRegistrationSchema, req.body ?? {});
      const { created } = await registerCandidate(input);
      if (created) await claimReferral(input.email, referralTokenOf(req.body?.referral));
    }
    res.status(202).json({ message: CANDIDATE_MESSAGES.registered });
  },
);

/** { email, code } or { email, token } → 200 { message }; 400 with a field saying why; 429. */
candidatesRouter.post(
  "/candidates/verify",
  rateLimit({ ...LIMITS.verifyPerIp, key: byIp }),
  async (req, res) => {
    await verifyCandidateEmail(parseInput(emailVerificationSchema, req.body ?? {}));
    res.json({ message: CANDIDATE_MESSAGES.verified });
  },
);

/** { email } → 200 { message } for any address; 429 with Retry-After within a minute of the last code. */
candidatesRouter.post(
  "/candidates/resend-code",
  rateLimit({ ...LIMITS.resendPerIp, key: byIp }),
  async (req, res) => {
    const { email } = parseInput(resendCodeSchema, req.body ?? {});
    await resendVerificationCode(email);
    res.json({ message: CANDIDATE_MESSAGES.codeResent });
  },
);

/**
 * { email, password, rememberMe? } → 200 { token, expiresAt, candidate }; 400 when either is missing;
 * 401 { error } for a wrong email or password alike; 403 when the email is not verified; 429.
 */
candidatesRouter.post(
  "/candidates/login",
  rateLimit({ ...LIMITS.loginPerIp, key: byIp }),
  rateLimit({ ...LIMITS.loginPerAccount, key: byEmail }),
  async (req, res) => {
    const input = parseInput(candidateLoginSchema, req.body ?? {});
    const { token, expiresAt, candidate } = await signInCandidate(input, {
      userAgent: req.get("user-agent"),
    });
    res.json({ token, expiresAt: expiresAt.toISOString(), candidate });
  },
);

/** Bearer token → 204, and the token no longer works; 401 when it already did not. */
candidatesRouter.post("/candidates/logout", async (req, res) => {
  const session = await authenticateCandidate(req);
  await revokeCandidateSession(session.sessionId);
  res.status(204).end();
});

/** Bearer token → 200 the candidate's own profile; 401 when missing, revoked or expired. */
candidatesRouter.get("/candidates/profile", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.json(await getCandidateProfile(session));
});

/**
 * Bearer token → 200 the candidate's own resume as an attachment (its stored type, original name,
 * `Cache-Control: private, no-store`); 404 { error } when the account has none; 401.
 */
candidatesRouter.get("/candidates/resume", async (req, res) => {
  const session = await authenticateCandidate(req);
  await sendStoredFile(res, await candidateResumeFileId(session));
});

/**
 * Bearer token, multipart/form-data with the file "resume" (PDF or DOCX by content, at most 10 MB)
 * → 200 the updated profile (resume: { fileName, uploadedAt }); the previous file is deleted and
 * the new one's text is kept for recruiters' search. 400 { error, fields: { resume } } without a
 * file or when its text cannot be read; 413 too large; 415 not a PDF or DOCX (or not multipart);
 * 401; 429.
 */
candidatesRouter.put("/candidates/resume", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.json(await replaceCandidateResume(session, req));
});

/**
 * Bearer token, { firstName?, lastName?, phone?, headline?, city?, state?, skills?,
 * preferredLocations?, preferredEmploymentTypes?, desiredPay?, desiredPayPeriod?, availableFrom? }
 * (null clears an optional field) → 200 the updated profile; 400 { error, fields }; 401.
 */
candidatesRouter.patch("/candidates/profile", async (req, res) => {
  const session = await authenticateCandidate(req);
  const changes = parseInput(candidateProfileUpdateSchema, req.body ?? {});
  res.json(await updateCandidateProfile(session, changes));
});

/**
 * Bearer token, { currentPassword, newPassword } → 200 { message }; other devices are signed out.
 * 400 with fields (a wrong current password included); 401; 429.
 */
candidatesRouter.post("/candidates/password", async (req, res) => {
  const session = await authenticateCandidate(req);
  await changeCandidatePassword(session, parseInput(passwordChangeSchema, req.body ?? {}));
  res.json({ message: CANDIDATE_MESSAGES.passwordChanged });
});

/** { email } → 200 { message } for any address (a link is emailed when it has an account); 429. */
candidatesRouter.post(
  "/candidates/forgot-password",
  rateLimit({ ...LIMITS.forgotPerIp, key: byIp }),
  rateLimit({ ...LIMITS.forgotPerAccount, key: byEmail }),
  async (req, res) => {
    const { email } = parseInput(forgotPasswordSchema, req.body ?? {});
    await requestPasswordReset(email);
    res.json({ message: CANDIDATE_MESSAGES.resetRequested });
  },
);

/** { token, password } → 200 { message }; every session is signed out, none started. 400; 429. */
candidatesRouter.post(
  "/candidates/reset-password",
  rateLimit({ ...LIMITS.resetPerIp, key: byIp }),
  async (req, res) => {
    await resetCandidatePassword(parseInput(passwordResetSchema, req.body ?? {}));
    res.json({ message: CANDIDATE_MESSAGES.passwordReset });
  },
);
