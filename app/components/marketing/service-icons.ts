import {
  BriefcaseBusinessIcon,
  CalendarClockIcon,
  CrownIcon,
  type LucideIcon,
  ReceiptTextIcon,
  UsersRoundIcon,
  WorkflowIcon,
} from "lucide-react";
import type { ServiceSlug } from "../../../common/services";

/** One icon per service, for cards and links wherever services are listed. */
export const SERVICE_ICONS: Record<ServiceSlug, LucideIcon> = {
  "permanent-placement": BriefcaseBusinessIcon,
  "contract-staffing": CalendarClockIcon,
  "executive-search": CrownIcon,
  "rpo-solutions": WorkflowIcon,
  "hr-consulting": UsersRoundIcon,
  "payroll-services": ReceiptTextIcon,
};
