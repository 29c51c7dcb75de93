import type { Router } from "express";
import { adminAuthRouter, copilotAdminAuthRouter } from "./admin-auth";
import { adminGuardRouter } from "./admin-guard";
import { adminOverviewRouter } from "./admin-overview";
import { applicationsRouter } from "./applications";
import { assessmentsRouter } from "./assessments";
import { assessmentsAdminRouter } from "./assessments-admin";
import { auditAdminRouter } from "./audit-admin";
import { benefitsRouter } from "./benefits";
import { benefitsAdminRouter } from "./benefits-admin";
import { blogAdminRouter } from "./blog-admin";
import { candidateDataRouter } from "./candidate-data";
import { candidateDatabaseAdminRouter } from "./candidate-database-admin";
import { candidatePortalRouter } from "./candidate-portal";
import { candidateSubmissionsRouter } from "./candidate-submissions";
import { candidateSubmissionsAdminRouter } from "./candidate-submissions-admin";
import { candidatesRouter } from "./candidates";
import { clientOnboardingRouter } from "./client-onboarding";
import { clientsAdminRouter } from "./clients-admin";
import { companiesRouter } from "./companies";
import { consultationsRouter } from "./consultations";
import { consultationsAdminRouter } from "./consultations-admin";
import { contactRouter } from "./contact";
import { contactAdminRouter } from "./contact-admin";
import { copilotAccountsRouter } from "./copilot-accounts";
import { copilotAdminGuardRouter, copilotAdminRouter } from "./copilot-admin";
import { copilotBillingRouter, copilotBillingWebhookRouter } from "./copilot-billing";
import { copilotCandidatesRouter } from "./copilot-candidates";
import { copilotDemoRouter } from "./copilot-demo";
import { copilotOrdersRouter } from "./copilot-orders";
import { documentsRouter } from "./documents";
import { documentsAdminRouter } from "./documents-admin";
import { emailCheckRouter } from "./email-check";
import { employerAccountsRouter } from "./employer-accounts";
import { employerDashboardRouter } from "./employer-dashboard";
import { employerTimesheetsRouter } from "./employer-timesheets";
import { interviewsRouter } from "./interviews";
import { interviewsAdminRouter } from "./interviews-admin";
import { interviewsEmployerRouter } from "./interviews-employer";
import { invoicesRouter } from "./invoices";
import { invoicesAdminRouter } from "./invoices-admin";
import { jobOrdersRouter } from "./job-orders";
import { jobOrdersAdminRouter } from "./job-orders-admin";
import { jobsRouter } from "./jobs";
import { jobsAdminRouter } from "./jobs-admin";
import { markdownAdminRouter } from "./markdown-admin";
import { matchingChoicesRouter } from "./matching-choices";
import { newsletterRouter } from "./newsletter";
import { newsletterAdminRouter } from "./newsletter-admin";
import { payrollRouter } from "./payroll";
import { payrollAdminRouter } from "./payroll-admin";
import { pipelineRouter } from "./pipeline";
import { pipelineAdminRouter } from "./pipeline-admin";
import { referralsRouter } from "./referrals";
import { referralsAdminRouter } from "./referrals-admin";
import { resumeBuilderRouter } from "./resume-builder";
import { reviewsAdminRouter } from "./reviews-admin";
import { settingsRouter } from "./settings";
import { settingsAdminRouter } from "./settings-admin";
import { supportRouter } from "./support";
import { supportAdminRouter } from "./support-admin";
import { talentDatabaseRouter } from "./talent-database";
import { talentDatabaseAdminRouter } from "./talent-database-admin";
import { timesheetsRouter } from "./timesheets";
import { timesheetsAdminRouter } from "./timesheets-admin";
import { webinarsRouter } from "./webinars";
import { webinarsAdminRouter } from "./webinars-admin";

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
  matchingChoicesRouter,
  referralsRouter,
  interviewsRouter,
  candidatePortalRouter,
  resumeBuilderRouter,
  benefitsRouter,
  supportRouter,
  payrollRouter,
  timesheetsRouter,
  documentsRouter,
  // The copilot admin (ADR 0026): its sign-in routes, then the guard over every other
  // /api/copilot/admin path, then its routes; before any client /api/copilot router.
  copilotAdminAuthRouter,
  copilotAdminGuardRouter,
  copilotAdminRouter,
  copilotAccountsRouter,
  employerAccountsRouter,
  // After employerAccountsRouter, whose guard refuses cross-site changes to every /api/employers path.
  employerTimesheetsRouter,
  clientOnboardingRouter,
  employerDashboardRouter,
  invoicesRouter,
  jobOrdersRouter,
  candidateSubmissionsRouter,
  interviewsEmployerRouter,
  // After employerAccountsRouter (its guard covers /api/employers/consultations).
  consultationsRouter,
  assessmentsRouter,
  copilotDemoRouter,
  copilotBillingWebhookRouter,
  copilotBillingRouter,
  copilotOrdersRouter,
  copilotCandidatesRouter,
  // After employerAccountsRouter (its guard covers /api/employers/talent-requests).
  talentDatabaseRouter,
  // Before any /admin router: the sign-in routes are the ones requireAdmin must not guard.
  adminAuthRouter,
  // Before every other /admin router: its guard (requireAdmin) covers all of them.
  adminGuardRouter,
  adminOverviewRouter,
  jobsAdminRouter,
  reviewsAdminRouter,
  settingsAdminRouter,
  auditAdminRouter,
  contactAdminRouter,
  newsletterAdminRouter,
  markdownAdminRouter,
  blogAdminRouter,
  webinarsAdminRouter,
  pipelineAdminRouter,
  candidateDatabaseAdminRouter,
  talentDatabaseAdminRouter,
  referralsAdminRouter,
  interviewsAdminRouter,
  benefitsAdminRouter,
  supportAdminRouter,
  payrollAdminRouter,
  timesheetsAdminRouter,
  documentsAdminRouter,
  clientsAdminRouter,
  invoicesAdminRouter,
  jobOrdersAdminRouter,
  candidateSubmissionsAdminRouter,
  consultationsAdminRouter,
  assessmentsAdminRouter,
];
