import { eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { BillingContact, CompanyProfile, Onboarding } from "../../../common/client-onboarding";
import { MSA_VERSION } from "../../../common/client-onboarding";
import type { billingContactSchema, companyProfileSchema } from "../../../common/client-onboarding-input";
import { CLIENT_MESSAGES } from "../../../common/clients";
import { canEmployer, EMPLOYER_ROLE_REFUSAL } from "../../../common/employer-options";
import { db } from "../../db/client";
import { clientCompanies } from "../../db/schema";
import { Forbidden, NotFound } from "../../errors";
import { type EmployerSession, requireEmployerPermission } from "../../kernel/employer-session";
import { companyAcceptances } from "./msa";
import { MSA_SECTIONS, MSA_TITLE } from "./msa-text";
import { onboardingProgress } from "./progress";

type CompanyRow = typeof clientCompanies.$inferSelect;

function profileOf(row: CompanyRow): CompanyProfile {
  return {
    legalName: row.legalName,
    industry: row.industry,
    sizeBand: row.sizeBand,
    street: row.street,
    city: row.city,
    state: row.state,
    zip: row.zip,
    website: row.website,
    phone: row.phone,
    about: row.about,
    profileCompletedAt: row.profileCompletedAt?.toISOString() ?? null,
  };
}

const billingContactOf = (row: CompanyRow): BillingContact => ({
  name: row.billingContactName,
  email: row.billingContactEmail,
  phone: row.billingContactPhone,
});

async function companyRow(companyId: string): Promise<CompanyRow> {
  const [row] = await db().select().from(clientCompanies).where(eq(clientCompanies.id, companyId));
  if (!row) throw new NotFound(CLIENT_MESSAGES.notFound);
  return row;
}

/** GET /api/employers/onboarding: the checklist, the profile, the billing contact and the agreement. Every user reads it. */
export async function getOnboarding(session: EmployerSession): Promise<Onboarding> {
  const [progress, row, history] = await Promise.all([
    onboardingProgress(session.companyId),
    companyRow(session.companyId),
    companyAcceptances(session.companyId),
  ]);
  return {
    progress,
    profile: profileOf(row),
    billingContact: billingContactOf(row),
    msa: {
      version: MSA_VERSION,
      title: MSA_TITLE,
      sections: [...MSA_SECTIONS],
      current: history.find((acceptance) => acceptance.msaVersion === MSA_VERSION) ?? null,
      history,
    },
  };
}

async function updateCompany(
  companyId: string,
  values: PgUpdateSetSource<typeof clientCompanies>,
): Promise<CompanyRow> {
  const [row] = await db()
    .update(clientCompanies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(clientCompanies.id, companyId))
    .returning();
  if (!row) throw new NotFound(CLIENT_MESSAGES.notFound);
  return row;
}

/** Owners (manageCompany) save the company's profile; the first save completes the checklist's step. */
export async function saveCompanyProfile(
  session: EmployerSession,
  input: z.output<typeof companyProfileSchema>,
): Promise<CompanyProfile> {
  requireEmployerPermission(session, "manageCompany");
  const row = await updateCompany(session.companyId, {
    ...input,
    profileCompletedAt: sql`coalesce(${clientCompanies.profileCompletedAt}, now())`,
  });
  return profileOf(row);
}

/** Who receives the invoices: owners and billing users (manageCompany or viewInvoices) set it. */
export async function saveBillingContact(
  session: EmployerSession,
  input: z.output<typeof billingContactSchema>,
): Promise<BillingContact> {
  if (!canEmployer(session.role, "manageCompany") && !canEmployer(session.role, "viewInvoices")) {
    throw new Forbidden(EMPLOYER_ROLE_REFUSAL);
  }
  const row = await updateCompany(session.companyId, {
    billingContactName: input.name,
    billingContactEmail: input.email,
    billingContactPhone: input.phone,
  });
  return billingContactOf(row);
}
