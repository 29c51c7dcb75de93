import { and, eq } from "drizzle-orm";
import { PAYROLL_MESSAGES, type PaystubView } from "../../../common/payroll";
import { db } from "../../db/client";
import { payRuns, paystubs } from "../../db/schema";
import { NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import { loadStubViews } from "./stub-views";

/** GET /api/candidates/paystubs: the contractor's own stubs of finalized runs, latest pay date first. */
export async function listContractorPaystubs(candidateId: string): Promise<{ paystubs: PaystubView[] }> {
  return {
    paystubs: await loadStubViews(
      db(),
      and(eq(paystubs.candidateId, candidateId), eq(payRuns.status, "finalized")),
    ),
  };
}

/** One of the contractor's own finalized stubs; 404 for anyone else's id, a draft's, or an unknown one. */
export async function getContractorPaystub(candidateId: string, id: string): Promise<PaystubView> {
  if (!isUuid(id)) throw new NotFound(PAYROLL_MESSAGES.stubNotFound);
  const [stub] = await loadStubViews(
    db(),
    and(eq(paystubs.id, id), eq(paystubs.candidateId, candidateId), eq(payRuns.status, "finalized")),
  );
  if (!stub) throw new NotFound(PAYROLL_MESSAGES.stubNotFound);
  return stub;
}
