import type { Router } from "express";
import { adminAuthRouter } from "./admin-auth";
import { adminConsoleRouter } from "./admin-console";
import { adminContentRouter } from "./admin-content";
import { applicationsRouter } from "./applications";
import { benefitsRouter } from "./benefits";
import { benefitsAdminRouter } from "./benefits-admin";
import { candidateDataRouter } from "./candidate-data";
import { candidateDatabaseAdminRouter } from "./candidate-database-admin";
import { candidatePortalRouter } from "./candidate-portal";
import { candidatesRouter } from "./candidates";
import { companiesRouter } from "./companies";
import { contactRouter } from "./contact";
import { documentsRouter } from "./documents";
import { documentsAdminRouter } from "./documents-admin";
import { emailCheckRouter } from "./email-check";
import { interviewsRouter } from "./interviews";
import { interviewsAdminRouter } from "./interviews-admin";
import { jobsRouter } from "./jobs";
import { newsletterRouter } from "./newsletter";
import { payrollRouter } from "./payroll";
import { payrollAdminRouter } from "./payroll-admin";
import { pipelineRouter } from "./pipeline";
import { pipelineAdminRouter } from "./pipeline-admin";
import { referralsRouter } from "./referrals";
import { referralsAdminRouter } from "./referrals-admin";
import { settingsRouter } from "./settings";
import { supportRouter } from "./support";
import { supportAdminRouter } from "./support-admin";
import { timesheetsRouter } from "./timesheets";
import { timesheetsAdminRouter } from "./timesheets-admin";
import { webinarsRouter } from "./webinars";

/** Each resource's router, mounted under /api in this order. */
export const apiRouters: Router[] = [
  webinarsRouter,
  emailCheckRouter,
  settingsRouter,
  companiesRouter,
  contactRouter,
  newsletterRouter,
  jobsRouter,
  applicationsRouter,
  candidatesRouter,
  pipelineRouter,
  candidateDataRouter,
  referralsRouter,
  interviewsRouter,
  candidatePortalRouter,
  benefitsRouter,
  supportRouter,
  payrollRouter,
  timesheetsRouter,
  documentsRouter,
  // Before any /admin router: the sign-in routes are the ones requireAdmin must not guard.
  adminAuthRouter,
  adminConsoleRouter,
  // After adminConsoleRouter: its guard (requireAdmin) covers these /api/admin paths too.
  adminContentRouter,
  pipelineAdminRouter,
  candidateDatabaseAdminRouter,
  referralsAdminRouter,
  interviewsAdminRouter,
  benefitsAdminRouter,
  supportAdminRouter,
  payrollAdminRouter,
  timesheetsAdminRouter,
  documentsAdminRouter,
];
