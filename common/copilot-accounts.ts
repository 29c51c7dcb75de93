/**
 * The AI hiring assistant's client accounts (issue 22), without zod: limits, messages and the shapes
 * the API answers with. Sign-in, codes and links say what the candidate accounts say (one wording
 * per rule); common/copilot-accounts-schemas.ts has the input schemas.
 */
import { CANDIDATE_LIMITS, CANDIDATE_MESSAGES } from "./candidate-options";
import type { CopilotRole } from "./copilot-plans";

export const COPILOT_LIMITS = {
  ...CANDIDATE_LIMITS,
  company: 200,
  /** The emailed code and link work for 10 minutes (issue 22), five wrong codes close the code. */
  codeMinutes: 10,
  codeAttempts: 5,
  /** An invitation link works for a week, once. */
  invitationDays: 7,
} as const;

export const COPILOT_MESSAGES = {
  name: "Your name is required",
  nameTooLong: `Please shorten your name to ${COPILOT_LIMITS.name} characters or fewer`,
  company: "Company name is required",
  companyTooLong: `Please shorten the company name to ${COPILOT_LIMITS.company} characters or fewer`,
  email: "Please enter a valid work email address",
  password: CANDIDATE_MESSAGES.password,
  role: "Please choose a role from the list",
  registered: CANDIDATE_MESSAGES.registered,
  verified: CANDIDATE_MESSAGES.verified,
  codeResent: CANDIDATE_MESSAGES.codeResent,
  loginFailed: CANDIDATE_MESSAGES.loginFailed,
  notVerified: CANDIDATE_MESSAGES.notVerified,
  signedOut: CANDIDATE_MESSAGES.signedOut,
  loggedOut: CANDIDATE_MESSAGES.loggedOut,
  resetRequested: CANDIDATE_MESSAGES.resetRequested,
  passwordReset: CANDIDATE_MESSAGES.passwordReset,
  linkInvalid: CANDIDATE_MESSAGES.linkInvalid,
  ownersOnly: "Only an owner of your workspace can do this.",
  invited: "The invitation is on its way.",
  alreadyMember: "This person is already a member of your workspace.",
  invitationInvalid: "This invitation is invalid, used or expired. Please ask for a new one.",
  invitationAccepted: "Welcome aboard. You are now a member of the workspace.",
  invitationOtherAddress: "This invitation was sent to another email address. Sign in with that address.",
  existingAccount: "This address already has an account. Sign in with its password to accept.",
  memberNotFound: "We couldn't find that member in your workspace.",
  workspaceNotFound: "You are not a member of that workspace.",
  workspaceSuspended:
    "This workspace is suspended, so its members cannot sign in or use the assistant. Contact us to have it reinstated.",
  invitationNotFound: "We couldn't find that invitation in your workspace.",
  lastOwner: "A workspace needs at least one owner: make someone else an owner first.",
  memberRemoved: "The member is removed and signed out.",
  roleChanged: "The role is changed.",
  workspaceRenamed: "The workspace name is saved.",
  preferencesSaved: "Your notification preferences are saved.",
  suspended: "This workspace is suspended. Please contact support.",
} as const;

export type CopilotUser = { id: string; name: string; email: string };

export type CopilotWorkspace = {
  id: string;
  name: string;
  status: "active" | "suspended";
  createdAt: string;
};

/** GET /api/copilot/me: who is signed in, the workspace they act in and their role there. */
export type CopilotAccount = {
  user: CopilotUser;
  workspace: CopilotWorkspace;
  role: CopilotRole;
  memberCount: number;
  /** Every workspace the person belongs to, by name (the session acts in one; they may switch). */
  workspaces: { id: string; name: string }[];
};

/** GET /api/copilot/seats: people in the workspace (members and open invitations) and the plan's seats. */
export type CopilotSeats = { used: number; limit: number };

export type CopilotMember = {
  userId: string;
  name: string;
  email: string;
  role: CopilotRole;
  joinedAt: string;
};

export type CopilotInvitationStatus = "open" | "accepted" | "replaced" | "cancelled" | "expired";

export type CopilotInvitation = {
  id: string;
  email: string;
  role: CopilotRole;
  invitedBy: string;
  status: CopilotInvitationStatus;
  expiresAt: string;
  createdAt: string;
};

/** What a person is emailed about; each is on until they turn it off. */
export const COPILOT_NOTIFICATIONS = ["candidatesRanked", "recruiterReplied"] as const;
export type CopilotNotification = (typeof COPILOT_NOTIFICATIONS)[number];
export type CopilotNotificationPreferences = Record<CopilotNotification, boolean>;

export const COPILOT_NOTIFICATION_LABELS: Record<CopilotNotification, string> = {
  candidatesRanked: "Email me when candidates are ranked for one of our orders",
  recruiterReplied: "Email me when a recruiter replies to us",
};

/** GET /api/copilot/ai-settings: what the assistant reads and which model words its drafts. */
export type CopilotAiSettings = {
  modelInUse: string;
  languageModelConfigured: boolean;
};

/** The AI settings' account of the data the assistant uses, shown as written. */
export const COPILOT_DATA_USE = {
  ranking: [
    "Your order: title, skills, experience, education, schedule, location and pay range.",
    "The agency's talent pool: candidates who allowed automated ranking, and your order's applicants.",
    "From each candidate: skills and resume text, years and level of experience, location, availability, desired pay and the assessment results they chose to share.",
    "Never used: name, photo, age, gender, address, school names or graduation years, nor the voluntary demographics kept for bias audits.",
  ],
  drafting: [
    "The few sentences or the job description you give.",
    "The agency's own jobs of similar titles and region (for the suggested pay range and how many it was based on).",
    "The skills vocabulary, so a skill has one name however it is written.",
  ],
} as const;

/** The text shown when no language model is configured (the built-in drafter does the work). */
export const COPILOT_BUILT_IN_DRAFTER = "Built-in drafter (no language model configured)";
