/** Client companies (issue 18): the businesses that hire through the agency, and staff's decisions on them. */
export {
  decideClientCompany,
  getClientCompanyAsStaff,
  listClientCompanies,
  setClientTerms,
} from "./admin-clients";
export {
  type ClientCompanyRow,
  clientCompanyOf,
  createPendingCompany,
  findClientCompany,
  type NewClientCompany,
} from "./company-records";
