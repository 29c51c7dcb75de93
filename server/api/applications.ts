import { Router } from "express";
import { confirmResumeUpload, stageResumeUpload, submitApplication } from "../modules/applications";
import { authenticateCandidate } from "../modules/candidates";

export const applicationsRouter = Router();

/**
 * Applies to a job, or generally without jobId (multipart/form-data): jobId?, fullName, email, phone,
 * coverLetter?, consentTerms (required), consentSms?, and the file "resume" (PDF or DOCX by content,
 * at most 10 MB) or, with a candidate's bearer token, builderResumeId (a resume they saved on
 * /resume-builder, whose PDF becomes the resume; another's is a 404, without a session 401). 201 { duplicate: false, application: { id, job, email }, message }; 200 with
 * duplicate: true and the first application when this address already applied to this job. 400 with
 * fields, 404 unknown job, 409 job filled or closed, 413 file too large (while streaming), 415 not a
 * PDF or DOCX, 429 past the per-address limit.
 */
applicationsRouter.post("/applications", async (req, res) => {
  const result = await submitApplication({
    request: req,
    ip: req.ip,
    signedInCandidate: () => authenticateCandidate(req),
  });
  const duplicate = result.status === "duplicate";
  res.status(duplicate ? 200 : 201).json({
    duplicate,
    application: { id: result.applicationId, job: result.job, email: result.email },
    message: result.message,
  });
});

/**
 * /upload-resume's first step (multipart, file "resume"): 201 { uploadId, token, fileName, fields:
 * { fullName, email, phone, skills, recentTitle }, expiresAt } with what was read from the resume.
 * Nothing is saved to the talent pool until the confirm call below. 400, 413, 415, 429 as above.
 */
applicationsRouter.post("/resume-uploads", async (req, res) => {
  const staged = await stageResumeUpload({ request: req, ip: req.ip });
  res.status(201).json({ ...staged, expiresAt: staged.expiresAt.toISOString() });
});

/**
 * Saves a staged upload to the talent pool with the person's corrected fields (JSON): token,
 * fullName, email, phone, skills (array or comma-separated), recentTitle?, consentTerms, consentSms?.
 * 201 { application: { id, email }, message }; 400 with fields; 404 for an unknown, expired, already
 * saved or wrongly signed upload; 429.
 */
applicationsRouter.post("/resume-uploads/:id/confirm", async (req, res) => {
  const saved = await confirmResumeUpload({ uploadId: String(req.params.id), body: req.body, ip: req.ip });
  res
    .status(201)
    .json({ application: { id: saved.applicationId, email: saved.email }, message: saved.message });
});
