export {
  ACCOUNT_DELETE_LIMIT,
  ACCOUNT_DELETE_MESSAGES,
  accountDeleteSchema,
  deleteCandidateAccount,
} from "./delete-account";
export { accountDeletedEmail } from "./emails";
export { type CandidateDataExport, EXPORT_NOTES, exportCandidateData } from "./export";
