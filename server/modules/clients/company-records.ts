import { eq } from "drizzle-orm";
import type { ClientCompany } from "../../../common/clients";
import { CLIENT_MESSAGES } from "../../../common/clients";
import type { Executor } from "../../db/client";
import { clientCompanies } from "../../db/schema";
import { NotFound } from "../../errors";

export type ClientCompanyRow = typeof clientCompanies.$inferSelect;

/** What registration knows of a new company. */
export type NewClientCompany = Pick<
  ClientCompanyRow,
  "legalName" | "industry" | "sizeBand" | "street" | "city" | "state" | "zip" | "website"
>;

/** The company as its users and the staff see it (who decided stays in the audit log). */
export function clientCompanyOf(row: ClientCompanyRow): ClientCompany {
  return {
    id: row.id,
    legalName: row.legalName,
    industry: row.industry,
    sizeBand: row.sizeBand,
    address: { street: row.street, city: row.city, state: row.state, zip: row.zip },
    website: row.website,
    status: row.status,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    paymentTermsDays: row.paymentTermsDays,
    placementFeePercent: row.placementFeePercent,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A company registered through the employer portal: pending until staff decide. */
export async function createPendingCompany(
  tx: Executor,
  company: NewClientCompany,
): Promise<ClientCompanyRow> {
  const [created] = await tx.insert(clientCompanies).values(company).returning();
  if (!created) throw new Error("The client company insert returned no row.");
  return created;
}

/** The company by id, for its own users (the caller has checked the user belongs to it); 404 otherwise. */
export async function findClientCompany(executor: Executor, id: string): Promise<ClientCompany> {
  const [row] = await executor.select().from(clientCompanies).where(eq(clientCompanies.id, id));
  if (!row) throw new NotFound(CLIENT_MESSAGES.notFound);
  return clientCompanyOf(row);
}
