export {
  type AdminReferralsPage,
  listAdminReferrals,
  markReferralPaid,
} from "./admin";
export { referralInvitationEmail, referralLink } from "./emails";
export {
  inviteFriend,
  listCandidateReferrals,
  REFERRAL_INVITE_LIMIT,
  referralInviteSchema,
} from "./invitations";
export { candidateReferralView, derivedStatus, type ReferralWithHours } from "./progress";
export { claimReferral, referralTokenOf, registerReferredCandidate } from "./registration";
export { DEFAULT_REFERRAL_RULE, getReferralRule } from "./rule";
