/**
 * The AI hiring assistant's client accounts (issue 22): users, their workspaces and roles, bearer
 * sessions, email verification (code and link), password reset, invitations and notification
 * preferences, and what the AI settings page says about the model in use.
 */
export type { CopilotSession } from "../../kernel/copilot-session";
export { copilotModelInUse, getCopilotAiSettings } from "./ai-settings";
export {
  acceptCopilotInvitation,
  cancelCopilotInvitation,
  inviteCopilotMember,
  listCopilotInvitations,
} from "./invitations";
export { requestCopilotPasswordReset, resetCopilotPassword } from "./password-reset";
export { getCopilotNotifications, updateCopilotNotifications } from "./preferences";
export { COPILOT_RATE_LIMITS, COPILOT_RESEND_CODE_COOLDOWN } from "./rate-limits";
export { resendCopilotCode, signUpCopilot, verifyCopilotEmail } from "./registration";
export { authenticateCopilot, signInCopilot, signOutCopilot } from "./sessions";
export { sweepEndedCopilotRecords } from "./sweep";
export { COPILOT_VERIFICATION_RULES } from "./verifications";
export {
  changeCopilotMemberRole,
  copilotSeatLimit,
  getCopilotAccount,
  getCopilotSeats,
  listCopilotMembers,
  removeCopilotMember,
  renameCopilotWorkspace,
  requireCopilotOwner,
  switchCopilotWorkspace,
} from "./workspace";
