import { type CandidateVerificationPurpose, candidateVerifications } from "../../db/schema";
import { accountVerifications, type VerificationRule } from "../../kernel/account-verifications";
import { appSecret } from "../secrets";

export type { IssuedVerification, VerificationOutcome } from "../../kernel/account-verifications";

export const VERIFICATION_RULES = {
  "verify-email": { lifetimeSeconds: 15 * 60, maxAttempts: 5, withCode: true },
  "reset-password": { lifetimeSeconds: 60 * 60, maxAttempts: 5, withCode: false },
} as const satisfies Record<CandidateVerificationPurpose, VerificationRule>;

const verifications = accountVerifications<CandidateVerificationPurpose>({
  table: candidateVerifications,
  owner: { column: candidateVerifications.candidateId, key: "candidateId" },
  rules: VERIFICATION_RULES,
  codeKey: () => appSecret("candidate-verification-code"),
});

/** A fresh link token (and for email verification a code); only the newest email works. */
export const issueVerification = verifications.issue;
/** A typed code against the candidate's open verification; wrong tries count towards the limit. */
export const consumeVerificationCode = verifications.consumeCode;
/** The open, unexpired verification an emailed link names, used up; its candidate, or null. */
export const consumeVerificationToken = verifications.consumeToken;
/** The emailed code or link proves the address; a refusal (400) is thrown after the try is counted. */
export const verifyAddress = verifications.verifyAddress;
