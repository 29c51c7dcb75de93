import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { MSA_VERSION, type MsaAcceptance, ONBOARDING_MESSAGES } from "../../../common/client-onboarding";
import { type msaAcceptanceSchema, namesMatch } from "../../../common/client-onboarding-input";
import { db, type Executor } from "../../db/client";
import { clientCompanies, msaAcceptances } from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import { type EmployerSession, requireEmployerPermission } from "../../kernel/employer-session";
import { isUuid } from "../../kernel/ids";
import { invalidFields } from "../../kernel/parse-input";
import { storeGeneratedFile } from "../../storage";
import { findSessionUser } from "../employer-accounts";
import { msaPdf } from "./msa-pdf";

type AcceptanceRow = typeof msaAcceptances.$inferSelect;

/** Where the page downloads an acceptance's PDF (GET, the session cookie identifies the company). */
export const msaPdfUrl = (id: string) => `/api/employers/onboarding/msa-acceptances/${id}/pdf`;

function acceptanceOf(row: AcceptanceRow): MsaAcceptance {
  return {
    id: row.id,
    msaVersion: row.msaVersion,
    typedName: row.typedName,
    signerEmail: row.signerEmail,
    acceptedAt: row.acceptedAt.toISOString(),
    ipAddress: row.ipAddress,
    pdfUrl: msaPdfUrl(row.id),
  };
}

/** The company's acceptances, newest first. */
export async function companyAcceptances(companyId: string): Promise<MsaAcceptance[]> {
  const rows = await db()
    .select()
    .from(msaAcceptances)
    .where(eq(msaAcceptances.clientCompanyId, companyId))
    .orderBy(desc(msaAcceptances.acceptedAt));
  return rows.map(acceptanceOf);
}

async function currentVersionAccepted(tx: Executor, companyId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: msaAcceptances.id })
    .from(msaAcceptances)
    .where(and(eq(msaAcceptances.clientCompanyId, companyId), eq(msaAcceptances.msaVersion, MSA_VERSION)))
    .limit(1);
  return row !== undefined;
}

/**
 * An owner accepts the current agreement by typing their full name (their account's name, case and
 * extra spaces aside; else 400 on typedName). The time, the client's address and browser are kept
 * with a PDF of exactly what was accepted. 409 while the current version stands accepted; the
 * company row's lock makes two simultaneous acceptances one acceptance and one 409.
 */
export async function acceptMsa(
  session: EmployerSession,
  input: z.output<typeof msaAcceptanceSchema>,
  client: { ipAddress: string; userAgent: string | null },
): Promise<MsaAcceptance> {
  requireEmployerPermission(session, "manageCompany");
  const signer = await findSessionUser(session);
  if (!namesMatch(input.typedName, signer.firstName, signer.lastName)) {
    throw invalidFields({ typedName: ONBOARDING_MESSAGES.typedNameMismatch });
  }
  return db().transaction(async (tx) => {
    const [company] = await tx
      .select({ legalName: clientCompanies.legalName })
      .from(clientCompanies)
      .where(eq(clientCompanies.id, session.companyId))
      .for("update");
    if (!company) throw new NotFound(ONBOARDING_MESSAGES.msaNotFound);
    if (await currentVersionAccepted(tx, session.companyId))
      throw new Conflict(ONBOARDING_MESSAGES.msaAccepted);
    // One time for the record and the PDF, so the file states exactly what the row says.
    const acceptedAt = new Date();
    const bytes = await msaPdf({
      companyName: company.legalName,
      signerName: `${signer.firstName} ${signer.lastName}`,
      signerTitle: signer.jobTitle,
      signerEmail: signer.email,
      typedName: input.typedName,
      acceptedAt,
      ...client,
    });
    const file = await storeGeneratedFile(tx, {
      bytes,
      originalName: `master-services-agreement-${MSA_VERSION}.pdf`,
      contentType: "application/pdf",
      purpose: "msa-acceptance",
    });
    const [row] = await tx
      .insert(msaAcceptances)
      .values({
        clientCompanyId: session.companyId,
        employerUserId: signer.id,
        msaVersion: MSA_VERSION,
        typedName: input.typedName,
        signerTitle: signer.jobTitle,
        signerEmail: signer.email,
        ipAddress: client.ipAddress,
        userAgent: client.userAgent,
        pdfFileId: file.id,
        acceptedAt,
      })
      .returning();
    if (!row) throw new Error("The msa_acceptances insert returned no row.");
    return acceptanceOf(row);
  });
}

/** The stored PDF of one of the company's acceptances (any of its users may download it); else 404. */
export async function msaPdfFileId(session: EmployerSession, acceptanceId: string): Promise<string> {
  if (!isUuid(acceptanceId)) throw new NotFound(ONBOARDING_MESSAGES.msaNotFound);
  const [row] = await db()
    .select({ fileId: msaAcceptances.pdfFileId })
    .from(msaAcceptances)
    .where(and(eq(msaAcceptances.id, acceptanceId), eq(msaAcceptances.clientCompanyId, session.companyId)));
  if (!row) throw new NotFound(ONBOARDING_MESSAGES.msaNotFound);
  return row.fileId;
}
