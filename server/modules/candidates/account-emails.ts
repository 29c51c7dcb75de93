import { accountEmails } from "../../kernel/account-emails";

const emails = accountEmails({ noun: "candidate account", pagesAt: "/candidate" });

/** After registration and on "send a new code": the code to type, or the link to click. */
export const verificationEmail = emails.verification;
/** Sent instead of a code when someone registers with an address that already has an account. */
export const existingAccountEmail = emails.existingAccount;
/** The single-use reset link. */
export const passwordResetEmail = emails.passwordReset;
