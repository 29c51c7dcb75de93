import { type EmployerVerificationPurpose, employerVerifications } from "../../db/schema";
import { accountVerifications, type VerificationRule } from "../../kernel/account-verifications";
import { appSecret } from "../secrets";

/** As for candidates: a code and link for 15 minutes, a reset link for an hour. */
export const EMPLOYER_VERIFICATION_RULES = {
  "verify-email": { lifetimeSeconds: 15 * 60, maxAttempts: 5, withCode: true },
  "reset-password": { lifetimeSeconds: 60 * 60, maxAttempts: 5, withCode: false },
} as const satisfies Record<EmployerVerificationPurpose, VerificationRule>;

export const employerVerificationStore = accountVerifications<EmployerVerificationPurpose>({
  table: employerVerifications,
  owner: { column: employerVerifications.employerUserId, key: "employerUserId" },
  rules: EMPLOYER_VERIFICATION_RULES,
  codeKey: () => appSecret("employer-verification-code"),
});
