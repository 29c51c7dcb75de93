import { COPILOT_LIMITS } from "../../../common/copilot-accounts";
import { type CopilotVerificationPurpose, copilotVerifications } from "../../db/schema";
import { accountVerifications, type VerificationRule } from "../../kernel/account-verifications";
import { appSecret } from "../secrets";

/** Issue 22: the code and link for 10 minutes and 5 tries; a reset link for an hour, as for candidates. */
export const COPILOT_VERIFICATION_RULES = {
  "verify-email": {
    lifetimeSeconds: COPILOT_LIMITS.codeMinutes * 60,
    maxAttempts: COPILOT_LIMITS.codeAttempts,
    withCode: true,
  },
  "reset-password": { lifetimeSeconds: 60 * 60, maxAttempts: 5, withCode: false },
} as const satisfies Record<CopilotVerificationPurpose, VerificationRule>;

export const copilotVerificationStore = accountVerifications<CopilotVerificationPurpose>({
  table: copilotVerifications,
  owner: { column: copilotVerifications.userId, key: "userId" },
  rules: COPILOT_VERIFICATION_RULES,
  codeKey: () => appSecret("copilot-verification-code"),
});
