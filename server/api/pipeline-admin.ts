import { Router } from "express";
import { parseInput } from "../kernel/parse-input";
import { adminOf } from "../modules/admin-auth";
import {
  acceptOfferForCandidate,
  addApplicationNote,
  applicationNoteSchema,
  applicationResumeFileId,
  applicationStageSchema,
  changeApplicationStage,
  createOffer,
  getAdminApplication,
  listAdminApplications,
  loadApplicationBoard,
  offerSchema,
  withdrawOffer,
} from "../modules/pipeline";
import { sendStoredFile } from "../storage";
import { changeHandler, listHandler, queryOf, recordHandler } from "./admin-route-handlers";

/**
 * The recruiting pipeline in the console (issue 8): applications by stage, their history, internal
 * notes, offers and placements. Mounted after adminGuardRouter, whose requireAdmin guard covers
 * every /api/admin path here (401 without an admin session, 403 for any other credential). Every
 * change is audited in its own transaction (server/modules/pipeline).
 */
export const pipelineAdminRouter = Router();

/** ?job=<id|general>&stage=<stage|closed|all>&q=&page= → { rows, total, page, pageSize, q, job, stage }. */
pipelineAdminRouter.get("/admin/applications", listHandler(listAdminApplications));
/** ?job=&q= → { columns: [{ stage, label, count, cards }], jobs: [{ id, title, company, applications }] }. */
pipelineAdminRouter.get("/admin/applications/board", async (req, res) => {
  res.json(await loadApplicationBoard(queryOf(req)));
});
/** → { application, job, candidate, hasAccount, resume, history, notes, offers, interviews }; 404. */
pipelineAdminRouter.get("/admin/applications/:id", recordHandler(getAdminApplication));
/** The application's resume as an attachment; 404. */
pipelineAdminRouter.get("/admin/applications/:id/resume", async (req, res) => {
  await sendStoredFile(res, await applicationResumeFileId(req.params.id));
});
/** { stage } → 200 { id, stage, stageLabel, stageChangedAt, history }; 400; 404; 409. */
pipelineAdminRouter.post(
  "/admin/applications/:id/stage",
  changeHandler(applicationStageSchema, changeApplicationStage),
);
/** { body } → 201 the note; 400; 404. */
pipelineAdminRouter.post("/admin/applications/:id/notes", async (req, res) => {
  res
    .status(201)
    .json(await addApplicationNote(adminOf(res), req.params.id, parseInput(applicationNoteSchema, req.body)));
});
/** The offer's terms → 201 { offer, history }; 400; 404; 409 (placed, withdrawn, or an offer still open). */
pipelineAdminRouter.post("/admin/applications/:id/offers", async (req, res) => {
  res.status(201).json(await createOffer(adminOf(res), req.params.id, parseInput(offerSchema, req.body)));
});
/** → 200 { offer }; 404; 409 when already answered. */
pipelineAdminRouter.post("/admin/offers/:id/withdraw", async (req, res) => {
  res.json(await withdrawOffer(adminOf(res), req.params.id));
});
/** A verbal acceptance → 200 { offer, placement, stage, stageLabel, history }; 404; 409 the second time. */
pipelineAdminRouter.post("/admin/offers/:id/accept", async (req, res) => {
  res.json(await acceptOfferForCandidate(adminOf(res), req.params.id));
});
