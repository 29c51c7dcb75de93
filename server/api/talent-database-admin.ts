import { Router } from "express";
import { answerTalentRequestAsStaff, talentStaffAnswerSchema } from "../modules/talent-database";
import { changeHandler } from "./admin-route-handlers";

/**
 * The recruiters' side of talent requests (candidate database and AI hiring assistant), behind
 * adminGuardRouter: recording a candidate's answer given to a recruiter, audited.
 */
export const talentDatabaseAdminRouter = Router();

/** { answer: accepted | declined } → 200 the candidate's StaffTalentRecord; 400; 404; 409 already answered. */
talentDatabaseAdminRouter.post(
  "/admin/talent-requests/:id/answer",
  changeHandler(talentStaffAnswerSchema, answerTalentRequestAsStaff),
);
