import { type Request, Router } from "express";
import {
  billingContactSchema,
  companyProfileSchema,
  msaAcceptanceSchema,
  newHireTrackerSchema,
} from "../../common/client-onboarding-input";
import { parseInput } from "../kernel/parse-input";
import {
  acceptMsa,
  getOnboarding,
  listNewHires,
  msaPdfFileId,
  saveBillingContact,
  saveCompanyProfile,
  saveNewHire,
} from "../modules/client-onboarding";
import { authenticateEmployer } from "../modules/employer-accounts";
import { sendStoredFile } from "../storage";

/**
 * The employer portal's onboarding (issue 18): the checklist, the company profile, the billing
 * contact, the master services agreement and the new-hire tracker. Mounted after
 * employerAccountsRouter, whose guard refuses cross-site changes to /api/employers.
 */
export const clientOnboardingRouter = Router();

const employerOf = (req: Request) => authenticateEmployer(req.get("cookie"));

/** → 200 Onboarding (progress, profile, billing contact, the agreement and its acceptances); 401. */
clientOnboardingRouter.get("/employers/onboarding", async (req, res) => {
  res.json(await getOnboarding(await employerOf(req)));
});

/** Owners: { legalName, industry, sizeBand, street, city, state, zip, website?, phone, about? } → 200 CompanyProfile; 400; 401; 403. */
clientOnboardingRouter.put("/employers/onboarding/profile", async (req, res) => {
  const session = await employerOf(req);
  res.json(await saveCompanyProfile(session, parseInput(companyProfileSchema, req.body ?? {})));
});

/** Owners and billing: { name, email, phone } → 200 BillingContact; 400; 401; 403. */
clientOnboardingRouter.put("/employers/onboarding/billing-contact", async (req, res) => {
  const session = await employerOf(req);
  res.json(await saveBillingContact(session, parseInput(billingContactSchema, req.body ?? {})));
});

/**
 * Owners: { typedName } → 201 MsaAcceptance (the PDF stored); 400 when the name is not the
 * account's; 401; 403; 409 when the current version is already accepted.
 */
clientOnboardingRouter.post("/employers/onboarding/msa", async (req, res) => {
  const session = await employerOf(req);
  const input = parseInput(msaAcceptanceSchema, req.body ?? {});
  const client = { ipAddress: req.ip ?? "unknown", userAgent: req.get("user-agent") ?? null };
  res.status(201).json(await acceptMsa(session, input, client));
});

/** → 200 the accepted agreement's PDF (attachment); 401; 404 for another company's acceptance. */
clientOnboardingRouter.get("/employers/onboarding/msa-acceptances/:id/pdf", async (req, res) => {
  await sendStoredFile(res, await msaPdfFileId(await employerOf(req), req.params.id));
});

/** Owners and hiring managers: → 200 NewHire[] (the company's current placements); 401; 403. */
clientOnboardingRouter.get("/employers/new-hires", async (req, res) => {
  res.json(await listNewHires(await employerOf(req)));
});

/**
 * { startConfirmed, backgroundCheck, drugScreen, i9Verified, firstDayInstructions, sendToContractor }
 * → 200 NewHire (with sendToContractor the instructions are emailed); 400; 401; 403; 404 another
 * company's placement; 409 no address for the contractor.
 */
clientOnboardingRouter.put("/employers/new-hires/:placementId", async (req, res) => {
  const session = await employerOf(req);
  const input = parseInput(newHireTrackerSchema, req.body ?? {});
  res.json(await saveNewHire(session, req.params.placementId, input));
});
