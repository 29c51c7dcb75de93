import { CANDIDATE_MESSAGES } from "../../../common/candidate-options";
import { COPILOT_LIMITS, COPILOT_MESSAGES } from "../../../common/copilot-accounts";
import { EMPLOYER_MESSAGES } from "../../../common/employer-options";

export type AccountKind = "candidate" | "employer" | "copilot";

/**
 * What the sign-in pages of each kind of account differ in: their API, their pages, how the email
 * field is named and the message for an address that is missing.
 */
export type AccountPages = {
  kind: AccountKind;
  /** What the pages call the account: "your candidate account". */
  noun: string;
  /** How long the emailed verification code works. */
  codeMinutes: number;
  /** The account's API, without a trailing slash: `${api}/verify`, `${api}/forgot-password`, … */
  api: string;
  login: string;
  registration: string;
  verify: string;
  forgotPassword: string;
  emailLabel: string;
  messages: {
    email: string;
    password: string;
    registered: string;
    verified: string;
    codeResent: string;
    resetRequested: string;
    passwordReset: string;
    linkInvalid: string;
  };
};

export const ACCOUNT_PAGES: Record<AccountKind, AccountPages> = {
  candidate: {
    kind: "candidate",
    noun: "candidate account",
    codeMinutes: 15,
    api: "/api/candidates",
    login: "/candidate/login",
    registration: "/candidate/registration",
    verify: "/candidate/verify",
    forgotPassword: "/candidate/forgot-password",
    emailLabel: "Email",
    messages: CANDIDATE_MESSAGES,
  },
  employer: {
    kind: "employer",
    noun: "employer account",
    codeMinutes: 15,
    api: "/api/employers",
    login: "/employer/login",
    registration: "/employer/registration",
    verify: "/employer/verify",
    forgotPassword: "/employer/forgot-password",
    emailLabel: "Work email",
    messages: EMPLOYER_MESSAGES,
  },
  /** The AI hiring assistant's clients (issue 22): the code is typed on verify-code, the link opens verify-email. */
  copilot: {
    kind: "copilot",
    noun: "AI hiring assistant account",
    codeMinutes: COPILOT_LIMITS.codeMinutes,
    api: "/api/copilot",
    login: "/copilot/client/login",
    registration: "/copilot/client/signup",
    verify: "/copilot/client/verify-code",
    forgotPassword: "/copilot/client/forgot-password",
    emailLabel: "Work email",
    messages: COPILOT_MESSAGES,
  },
};
