import { Router } from "express";
import { listAdminReferrals, markReferralPaid } from "../modules/referrals";
import { changeHandler, listHandler } from "./admin-route-handlers";

/**
 * The console's referral bonuses. Mounted after adminGuardRouter, whose requireAdmin guard covers
 * every /api/admin path: 401 without an admin session, 403 for any other credential.
 */
export const referralsAdminRouter = Router();

/** ?status=&q=&page= → 200 { rows, total, page, pageSize, status, q, rule }. */
referralsAdminRouter.get("/admin/referrals", listHandler(listAdminReferrals));

/** → 200 the referral, now paid (audited); 409 unless its bonus is earned; 404 unknown id. */
referralsAdminRouter.post(
  "/admin/referrals/:id/paid",
  changeHandler((admin, id) => markReferralPaid(admin, id)),
);
