import type { ServiceSlug } from "../../../common/services";
import { contractStaffing } from "./contract-staffing";
import { executiveSearch } from "./executive-search";
import { hrConsulting } from "./hr-consulting";
import { payrollServices } from "./payroll-services";
import { permanentPlacement } from "./permanent-placement";
import { rpoSolutions } from "./rpo-solutions";
import type { ServiceDetail } from "./types";

export type { ContentFaq, ContentStep, ServiceDetail } from "./types";

/** The page content of each service, keyed by slug; names and summaries live in common/services.ts. */
export const SERVICE_DETAILS: Record<ServiceSlug, ServiceDetail> = {
  "permanent-placement": permanentPlacement,
  "contract-staffing": contractStaffing,
  "executive-search": executiveSearch,
  "rpo-solutions": rpoSolutions,
  "hr-consulting": hrConsulting,
  "payroll-services": payrollServices,
};
