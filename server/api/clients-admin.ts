import { Router } from "express";
import { clientDecisionSchema, clientTermsSchema } from "../../common/clients";
import {
  decideClientCompany,
  getClientCompanyAsStaff,
  listClientCompanies,
  setClientTerms,
} from "../modules/clients";
import { changeHandler, listHandler, recordHandler } from "./admin-route-handlers";

/**
 * Client companies for staff (behind adminGuardRouter): the list (?status=pending|approved|rejected,
 * ?q= legal name, ?page=), one company, the approve/reject decision and the terms; each change is
 * audited.
 */
export const clientsAdminRouter = Router();

clientsAdminRouter.get("/admin/clients", listHandler(listClientCompanies));
clientsAdminRouter.get("/admin/clients/:id", recordHandler(getClientCompanyAsStaff));
/** { decision: "approve" } or { decision: "reject", reason } → 200 the company; 400; 404; 409 when already decided. */
clientsAdminRouter.post(
  "/admin/clients/:id/decision",
  changeHandler(clientDecisionSchema, decideClientCompany),
);
/** { paymentTermsDays?, placementFeePercent? } → 200 the company; 400; 404. */
clientsAdminRouter.patch("/admin/clients/:id/terms", changeHandler(clientTermsSchema, setClientTerms));
