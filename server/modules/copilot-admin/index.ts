/**
 * The AI hiring assistant's admin (issue 22, ADR 0026): the client workspaces (suspend, reinstate),
 * the ranking log and the bias report. Refunds and credits are the billing module's, support
 * answers the support module's; the copilot admin's routers call those with the staff member.
 */
export {
  BIAS_MINIMUM_GROUP_SIZE,
  BIAS_SELECTIONS,
  type BiasEntry,
  biasReport,
  biasSelectionOf,
  computeBiasReport,
  type SelectionDefinition,
  SHORTLIST_SELECTION,
  TOP_TEN_SELECTION,
} from "./bias-report";
export { DEMO_SUBJECT, getRanking, listRankings } from "./rankings";
export { getWorkspace, listWorkspaces, reinstateWorkspace, suspendWorkspace } from "./workspaces";
