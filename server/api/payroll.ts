import { Router } from "express";
import { authenticateCandidate } from "../modules/candidates";
import { getContractorPaystub, listContractorPaystubs, paystubPdf } from "../modules/payroll";
import { getSiteSettings } from "../modules/settings";

/** A contractor's paystubs (issue 9): Bearer auth, own stubs of finalized pay runs only. */
export const payrollRouter = Router();

/** → 200 { paystubs: [stub with hours, rate, gross, withholding, deductions [{ label, amount }], net, ytd] }; 401. */
payrollRouter.get("/candidates/paystubs", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.json(await listContractorPaystubs(session.candidateId));
});

/** → 200 the stub as a PDF attachment (paystub-YYYY-MM-DD.pdf, private, no-store); 401; 404 anyone else's. */
payrollRouter.get("/candidates/paystubs/:id/pdf", async (req, res) => {
  const session = await authenticateCandidate(req);
  const stub = await getContractorPaystub(session.candidateId, req.params.id);
  const bytes = await paystubPdf(stub, await getSiteSettings());
  res.set({
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="paystub-${stub.payDate}.pdf"`,
    "Cache-Control": "private, no-store",
    "Content-Length": String(bytes.byteLength),
  });
  res.end(Buffer.from(bytes));
});
