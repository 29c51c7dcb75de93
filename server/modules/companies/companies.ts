import { eq, or, sql } from "drizzle-orm";
import { db, type Executor } from "../../db/client";
import { companies } from "../../db/schema";
import { NotFound } from "../../errors";

/** SPEC: the agency itself is company 1 (home page reviews, /company-review). */
export const AGENCY_COMPANY_ID = 1;

export type Company = typeof companies.$inferSelect;

export const COMPANY_NOT_FOUND = "We couldn't find that company.";

/**
 * The company whose name or slug is `nameOrSlug`, ignoring letter case and surrounding spaces:
 * "Sunshine Staffing", "sunshine staffing" and "sunshine-staffing" all find the agency.
 */
export async function findCompany(nameOrSlug: string, executor: Executor = db()): Promise<Company> {
  const wanted = nameOrSlug.trim().toLowerCase();
  const [company] = wanted
    ? await executor
        .select()
        .from(companies)
        .where(or(eq(sql`lower(${companies.name})`, wanted), eq(companies.slug, wanted)))
        .limit(1)
    : [];
  if (!company) throw new NotFound(COMPANY_NOT_FOUND);
  return company;
}
