import express, { type RequestHandler, Router } from "express";
import { RESUME_DOCUMENT_MAX_BYTES } from "../../common/resume-document";
import { createSavedResumeSchema, updateSavedResumeSchema } from "../../common/saved-resumes";
import { PayloadTooLarge } from "../errors";
import { parseInput } from "../kernel/parse-input";
import { authenticateCandidate } from "../modules/candidates";
import {
  createSavedResume,
  deleteSavedResume,
  exportResume,
  getSavedResume,
  importResume,
  listSavedResumes,
  listSavedResumeVersions,
  RESUME_TOO_LARGE_MESSAGE,
  restoreSavedResumeVersion,
  setProfileResume,
  updateSavedResume,
} from "../modules/resume-builder";
import { attachmentDisposition } from "../storage";
import { bodyWith, runForRequest } from "./run-for-request";

export const resumeBuilderRouter = Router();

/** The routes whose JSON body carries a whole resume document: larger than the API's 100 KB default. */
export const RESUME_DOCUMENT_ROUTES = ["/resume-builder/export", "/candidates/builder-resumes"];

const parseDocumentJson = express.json({ limit: RESUME_DOCUMENT_MAX_BYTES + 4 * 1024 });

/**
 * JSON bodies up to a document's size (plus its name), mounted before the API's own parser, which then
 * leaves the parsed body alone. Past it, the 413 says what is too large.
 */
export const resumeDocumentBody: RequestHandler = (req, res, next) =>
  parseDocumentJson(req, res, (error?: unknown) => {
    const tooLarge = (error as { type?: unknown } | undefined)?.type === "entity.too.large";
    next(tooLarge ? new PayloadTooLarge(RESUME_TOO_LARGE_MESSAGE) : error);
  });

/**
 * Anyone: ?format=pdf|docx, { document } → 200 the file as an attachment named after the person
 * ("Maria Gonzalez - Resume.pdf"). 400 with fields (document.…, format); 413 over 200 KB; 429.
 */
resumeBuilderRouter.post("/resume-builder/export", async (req, res) => {
  const exported = await runForRequest(exportResume, req, bodyWith(req, { format: req.query.format }));
  res
    .status(200)
    .type(exported.contentType)
    .setHeader("Content-Disposition", attachmentDisposition(exported.fileName))
    .send(Buffer.from(exported.bytes));
});

/**
 * Anyone: multipart, file "resume" (PDF or DOCX by content, at most 10 MB), read in memory and not
 * kept → 200 { fields: { fullName, email, phone, skills, recentTitle }, document }. 400 no file or an
 * unreadable one (fields.resume); 413; 415 not a PDF or DOCX, or not multipart; 429.
 */
resumeBuilderRouter.post("/resume-builder/import", async (req, res) => {
  res.json(await importResume({ request: req, ip: req.ip }));
});

/** Bearer token → 200 { resumes: [{ id, name, updatedAt, isProfileResume, versionCount }] }, newest first. */
resumeBuilderRouter.get("/candidates/builder-resumes", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.json({ resumes: await listSavedResumes(session.candidateId) });
});

/** Bearer token, { name, document } → 201 { resume }; 400 with fields; 409 past 20 resumes; 413; 429. */
resumeBuilderRouter.post("/candidates/builder-resumes", async (req, res) => {
  const session = await authenticateCandidate(req);
  const input = parseInput(createSavedResumeSchema, req.body ?? {});
  res.status(201).json({ resume: await createSavedResume(session.candidateId, input) });
});

/** Bearer token → 200 { resume } with its document; 404 unknown or another's. */
resumeBuilderRouter.get("/candidates/builder-resumes/:id", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.json({ resume: await getSavedResume(session.candidateId, String(req.params.id)) });
});

/**
 * Bearer token, { name?, document } → 200 { resume }, saved as a new version (the oldest past 20
 * goes); a profile resume gets a new PDF. 400; 404 unknown or another's; 413; 429.
 */
resumeBuilderRouter.put("/candidates/builder-resumes/:id", async (req, res) => {
  const session = await authenticateCandidate(req);
  const id = String(req.params.id);
  // The id first: another candidate's resume is a 404 whatever the body holds.
  await getSavedResume(session.candidateId, id);
  const input = parseInput(updateSavedResumeSchema, req.body ?? {});
  res.json({ resume: await updateSavedResume(session.candidateId, id, input) });
});

/** Bearer token → 204 with its versions; 404 unknown or another's. */
resumeBuilderRouter.delete("/candidates/builder-resumes/:id", async (req, res) => {
  const session = await authenticateCandidate(req);
  await deleteSavedResume(session.candidateId, String(req.params.id));
  res.status(204).end();
});

/** Bearer token → 200 { versions: [{ id, name, savedAt }] }, newest first; 404 unknown or another's. */
resumeBuilderRouter.get("/candidates/builder-resumes/:id/versions", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.json({ versions: await listSavedResumeVersions(session.candidateId, String(req.params.id)) });
});

/** Bearer token → 200 { resume } with the version's name and document, saved as the newest version; 404; 429. */
resumeBuilderRouter.post("/candidates/builder-resumes/:id/versions/:versionId/restore", async (req, res) => {
  const session = await authenticateCandidate(req);
  const resume = await restoreSavedResumeVersion(
    session.candidateId,
    String(req.params.id),
    String(req.params.versionId),
  );
  res.json({ resume });
});

/**
 * Bearer token → 200 { resume } (isProfileResume: true): its PDF becomes the profile's resume file
 * and its text the profile's resume text, and stays so as the resume is saved again. 404; 429.
 */
resumeBuilderRouter.post("/candidates/builder-resumes/:id/profile-resume", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.json({ resume: await setProfileResume(session.candidateId, String(req.params.id)) });
});
