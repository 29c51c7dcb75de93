import { CANDIDATE_MESSAGES } from "../../../common/candidate-options";
import { EMPLOYER_MESSAGES } from "../../../common/employer-options";

export type AccountKind = "candidate" | "employer";

/**
 * What the sign-in pages of each kind of account differ in: their API, their pages, how the email
 * field is named and the message for an address that is missing.
 */
export type AccountPages = {
  kind: AccountKind;
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
    api: "/api/employers",
    login: "/employer/login",
    registration: "/employer/registration",
    verify: "/employer/verify",
    forgotPassword: "/employer/forgot-password",
    emailLabel: "Work email",
    messages: EMPLOYER_MESSAGES,
  },
};
