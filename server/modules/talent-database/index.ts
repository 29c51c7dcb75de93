/**
 * The public candidate database (issue 21): anonymised listings of candidates who opted in, the
 * public search, 'Request this candidate' for employers and visitors, the candidate's consent, and
 * the seam the assessments module fills (setTalentBadges).
 */
export {
  talentEmployerRequestSchema,
  talentLeadSchema,
  talentSettingsSchema,
  talentStaffAnswerSchema,
} from "../../../common/talent-database-schemas";
export { answerTalentRequest } from "./candidate-requests";
export { type CopilotTalentRequestInput, recordCopilotTalentRequest } from "./copilot-requests";
export {
  candidatesWithBadgesTakenBefore,
  getTalentSettings,
  refreshTalentListing,
  saveTalentSettings,
  setTalentBadges,
} from "./listing";
export {
  answerTalentRequestAsStaff,
  employerRequests,
  requestTalentForOrder,
  staffTalentRecord,
  TALENT_LEAD_LIMITS,
  talentLead,
  talentOrderOptions,
} from "./requests";
export { getTalentProfile, searchTalent, talentSearchOf } from "./search";
