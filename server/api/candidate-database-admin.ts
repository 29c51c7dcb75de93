import { Router } from "express";
import { parseInput } from "../kernel/parse-input";
import {
  addCandidateNote,
  candidateNoteSchema,
  candidateResumeForAdmin,
  candidateSearchOf,
  candidateTagsSchema,
  getCandidateRecord,
  searchCandidates,
  setCandidateTags,
} from "../modules/candidate-database";
import { sendStoredFile } from "../storage";
import { changeHandler, createHandler, queryOf, recordHandler } from "./admin-route-handlers";

/**
 * The recruiters' candidate database (issue 8). Mounted after adminGuardRouter, whose guard
 * (requireAdmin) covers every /api/admin path: 401 without an admin session, 403 for a candidate's
 * token or any other credential. Changes are audited in their own transaction.
 */
export const candidateDatabaseAdminRouter = Router();

/**
 * ?q=&skills=a,b&location=&availableBy=YYYY-MM-DD&maxPay=&payPeriod=year|hour&activeWithin=days
 * &sort=relevance|active&page= → 200 { rows, total, page, pageSize, sort }; 400 { error, fields }.
 */
candidateDatabaseAdminRouter.get("/admin/candidates", async (req, res) => {
  res.json(await searchCandidates(candidateSearchOf(queryOf(req))));
});

/** → 200 the candidate's record (profile, resume, applications with stages, tags, notes); 404. */
candidateDatabaseAdminRouter.get("/admin/candidates/:id", recordHandler(getCandidateRecord));

/** → 200 the resume as an attachment; 404 when the candidate or the resume is unknown. */
candidateDatabaseAdminRouter.get("/admin/candidates/:id/resume", async (req, res) => {
  await sendStoredFile(res, await candidateResumeForAdmin(req.params.id));
});

/** { tags: string[] } → 200 { tags } (trimmed, repeats dropped); 400; 404. */
candidateDatabaseAdminRouter.put(
  "/admin/candidates/:id/tags",
  changeHandler((admin, id, body) =>
    setCandidateTags(admin, id, parseInput(candidateTagsSchema, body ?? {})),
  ),
);

/** { body } → 201 { id, authorEmail, body, createdAt }; 400; 404. */
candidateDatabaseAdminRouter.post("/admin/candidates/:id/notes", (req, res, next) =>
  createHandler((admin, body) =>
    addCandidateNote(admin, req.params.id, parseInput(candidateNoteSchema, body ?? {})),
  )(req, res, next),
);
