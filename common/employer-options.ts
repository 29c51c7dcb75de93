/**
 * Employer account limits, roles, messages and shapes, without zod (the pages show them on first
 * load; common/employer-accounts.ts has the schemas). Sign-in, codes and links say what the
 * candidate accounts say: one wording per rule.
 */
import { CANDIDATE_LIMITS, CANDIDATE_MESSAGES } from "./candidate-options";
import type { ClientCompany } from "./clients";

export const EMPLOYER_ROLES = ["owner", "hiring_manager", "timesheet_approver", "billing"] as const;
export type EmployerRole = (typeof EMPLOYER_ROLES)[number];

export const EMPLOYER_ROLE_LABELS: Record<EmployerRole, string> = {
  owner: "Owner",
  hiring_manager: "Hiring manager",
  timesheet_approver: "Timesheet approver",
  billing: "Billing",
};

export const EMPLOYER_LIMITS = {
  ...CANDIDATE_LIMITS,
  jobTitle: 100,
  /** An invitation link works for a week. */
  invitationDays: 7,
} as const;

export const EMPLOYER_MESSAGES = {
  firstName: CANDIDATE_MESSAGES.firstName,
  firstNameTooLong: CANDIDATE_MESSAGES.firstNameTooLong,
  lastName: CANDIDATE_MESSAGES.lastName,
  lastNameTooLong: CANDIDATE_MESSAGES.lastNameTooLong,
  email: "Please enter a valid work email address",
  password: CANDIDATE_MESSAGES.password,
  workPhone: "Please enter a work phone number with at least 10 digits",
  jobTitle: "Job title is required",
  jobTitleTooLong: `Please shorten the job title to ${EMPLOYER_LIMITS.jobTitle} characters or fewer`,
  legalName: "Company legal name is required",
  legalNameTooLong: "Please shorten the company name to 200 characters or fewer",
  industry: "Please choose an industry from the list",
  sizeBand: "Please choose the company size",
  street: "Street address is required",
  streetTooLong: "Please shorten the street address to 200 characters or fewer",
  city: "City is required",
  cityTooLong: "Please shorten the city to 100 characters or fewer",
  state: CANDIDATE_MESSAGES.state,
  zip: "Please enter a 5-digit ZIP code (or ZIP+4)",
  website: "Please enter a website address such as https://example.com",
  role: "Please choose a role from the list",
  registered: CANDIDATE_MESSAGES.registered,
  verified: CANDIDATE_MESSAGES.verified,
  codeResent: CANDIDATE_MESSAGES.codeResent,
  loginFailed: CANDIDATE_MESSAGES.loginFailed,
  notVerified: CANDIDATE_MESSAGES.notVerified,
  signedOut: CANDIDATE_MESSAGES.signedOut,
  resetRequested: CANDIDATE_MESSAGES.resetRequested,
  passwordReset: CANDIDATE_MESSAGES.passwordReset,
  linkInvalid: CANDIDATE_MESSAGES.linkInvalid,
  crossSite: "Employer account changes must come from this site's own pages.",
  ownersOnly: "Only an owner of your company can do this.",
  invited: "The invitation is on its way.",
  alreadyUser: "This address already has an employer account.",
  invitationInvalid: "This invitation is invalid, used or expired. Please ask for a new one.",
  invitationAccepted: "Welcome aboard. You can sign in now.",
  userNotFound: "We couldn't find that user in your company.",
  lastOwner: "A company needs at least one owner: make someone else an owner first.",
  userRemoved: "The user is removed and signed out.",
} as const;

/** An employer user as the portal shows them (sign-in, /me, the team list). */
export type EmployerUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  workPhone: string;
  role: EmployerRole;
  createdAt: string;
};

/** GET /api/employers/me: the signed-in user and their company, its approval status included. */
export type EmployerAccount = { user: EmployerUser; company: ClientCompany };

export type EmployerInvitation = {
  id: string;
  email: string;
  role: EmployerRole;
  invitedBy: { id: string; name: string };
  status: "open" | "accepted" | "expired" | "replaced";
  expiresAt: string;
  createdAt: string;
};

/**
 * What each role may do in the portal (issue 18). Every user reads the dashboard, the orders and the
 * onboarding checklist; the rest follows the role. Pages hide what a role may not do; the server
 * refuses it with 403 (server/kernel/employer-session.ts, requireEmployerPermission).
 */
export const EMPLOYER_PERMISSIONS = {
  /** Submit, edit, cancel orders and ask for changes. */
  manageOrders: ["owner", "hiring_manager"],
  /** See submitted candidates, decide on them, request and manage interviews, give feedback. */
  manageCandidates: ["owner", "hiring_manager"],
  /** Approve or reject contractors' weeks. */
  approveTimesheets: ["owner", "timesheet_approver"],
  /** See and download invoices, set the billing contact. */
  viewInvoices: ["owner", "billing"],
  /** Accept the master services agreement and edit the company profile. */
  manageCompany: ["owner"],
  /** Track new hires and send first-day instructions. */
  trackNewHires: ["owner", "hiring_manager"],
} as const satisfies Record<string, readonly EmployerRole[]>;
export type EmployerPermission = keyof typeof EMPLOYER_PERMISSIONS;

export const canEmployer = (role: EmployerRole, permission: EmployerPermission): boolean =>
  (EMPLOYER_PERMISSIONS[permission] as readonly EmployerRole[]).includes(role);

/** The 403 a user gets for something their role does not allow. */
export const EMPLOYER_ROLE_REFUSAL = "Your role in your company's account doesn't allow this. Ask an owner.";
