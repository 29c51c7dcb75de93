export { AGENCY_COMPANY_ID, COMPANY_NOT_FOUND, type Company, findCompany } from "./companies";
