import { eq, sql } from "drizzle-orm";
import {
  MSA_VERSION,
  ONBOARDING_STEP_LABELS,
  ONBOARDING_STEPS,
  type OnboardingProgress,
  type OnboardingStep,
} from "../../../common/client-onboarding";
import { db } from "../../db/client";
import {
  clientCompanies,
  employerInvitations,
  employerUsers,
  jobOrders,
  msaAcceptances,
} from "../../db/schema";

/*
 * The subqueries compare with the company id as a parameter, not the outer row: drizzle writes a
 * column inside a selected sql`` without its table, so an outer "id" would be read as the inner one.
 */

/**
 * The setup checklist of a company in one query (the dashboard's card and the onboarding page):
 * the profile saved, a billing contact, the current agreement accepted, a timesheet approver (a live
 * user or an open invitation) and an order past its draft.
 */
export async function onboardingProgress(companyId: string): Promise<OnboardingProgress> {
  const [row] = await db()
    .select({
      company_profile: sql<boolean>`${clientCompanies.profileCompletedAt} IS NOT NULL`,
      billing_contact: sql<boolean>`${clientCompanies.billingContactEmail} IS NOT NULL`,
      msa: sql<boolean>`EXISTS (SELECT 1 FROM ${msaAcceptances} WHERE ${msaAcceptances.clientCompanyId} = ${companyId} AND ${msaAcceptances.msaVersion} = ${MSA_VERSION})`,
      approvers: sql<boolean>`EXISTS (SELECT 1 FROM ${employerUsers} WHERE ${employerUsers.clientCompanyId} = ${companyId} AND ${employerUsers.role} = 'timesheet_approver' AND ${employerUsers.removedAt} IS NULL)
        OR EXISTS (SELECT 1 FROM ${employerInvitations} WHERE ${employerInvitations.clientCompanyId} = ${companyId} AND ${employerInvitations.role} = 'timesheet_approver' AND ${employerInvitations.acceptedAt} IS NULL AND ${employerInvitations.revokedAt} IS NULL AND ${employerInvitations.expiresAt} > now())`,
      first_order: sql<boolean>`EXISTS (SELECT 1 FROM ${jobOrders} WHERE ${jobOrders.clientCompanyId} = ${companyId} AND ${jobOrders.status} <> 'draft')`,
    })
    .from(clientCompanies)
    .where(eq(clientCompanies.id, companyId));
  const done = (step: OnboardingStep) => row?.[step] === true;
  const steps = ONBOARDING_STEPS.map((step) => ({
    step,
    label: ONBOARDING_STEP_LABELS[step],
    done: done(step),
  }));
  return { steps, done: steps.filter((step) => step.done).length, total: steps.length };
}
