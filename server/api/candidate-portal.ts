import { Router } from "express";
import {
  jobAlertCreateSchema,
  jobAlertUpdateSchema,
  oneClickApplicationSchema,
} from "../../common/candidate-jobs";
import { JOB_ALERT_UNSUBSCRIBE_MESSAGES } from "../../common/candidate-portal";
import { parseInput } from "../kernel/parse-input";
import {
  applyWithProfile,
  candidateDashboard,
  createJobAlert,
  deleteJobAlert,
  jobAlertUnsubscribe,
  listJobAlerts,
  listSavedJobs,
  saveJob,
  unsaveJob,
  updateJobAlertFrequency,
} from "../modules/candidate-portal";
import { authenticateCandidate } from "../modules/candidates";
import { runForRequest } from "./run-for-request";

export const candidatePortalRouter = Router();

/** Bearer token → 200 { jobs: [{ id, title, company, location, status, savedAt }] }, newest save first. */
candidatePortalRouter.get("/candidates/saved-jobs", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.json({ jobs: await listSavedJobs(session.candidateId) });
});

/** Bearer token → 204 (saving twice is fine); 404 for an unknown or unpublished job. */
candidatePortalRouter.put("/candidates/saved-jobs/:jobId", async (req, res) => {
  const session = await authenticateCandidate(req);
  await saveJob(session.candidateId, String(req.params.jobId));
  res.status(204).end();
});

/** Bearer token → 204 (removing one not saved is fine); 404 for an unknown or unpublished job. */
candidatePortalRouter.delete("/candidates/saved-jobs/:jobId", async (req, res) => {
  const session = await authenticateCandidate(req);
  await unsaveJob(session.candidateId, String(req.params.jobId));
  res.status(204).end();
});

/**
 * One-click apply, Bearer token, { jobId, coverLetter?, builderResumeId? } → 201 { application: { id,
 * job: { id, title, company, location }, fullName, email, phone, resumeName, status, createdAt } }
 * with the profile's name, email, phone and a copy of its resume, or the PDF of the named builder
 * resume. 400 with fields (resume: none on the profile); 404 unknown or not open job, or a builder
 * resume that is not theirs; 409 already applied (this account or its address); 429.
 */
candidatePortalRouter.post("/candidates/applications", async (req, res) => {
  const session = await authenticateCandidate(req);
  const input = parseInput(oneClickApplicationSchema, req.body ?? {});
  res.status(201).json({ application: await applyWithProfile(session.candidateId, input) });
});

/** Bearer token → 200 { alerts: [{ id, q, location, type, industry, remote, frequency, lastRunAt, nextRunAt, createdAt }] }. */
candidatePortalRouter.get("/candidates/job-alerts", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.json({ alerts: await listJobAlerts(session.candidateId) });
});

/** Bearer token, { q?, location?, type?, industry?, remote?, frequency } → 201 { alert }; 400; 409 past 10 alerts. */
candidatePortalRouter.post("/candidates/job-alerts", async (req, res) => {
  const session = await authenticateCandidate(req);
  const input = parseInput(jobAlertCreateSchema, req.body ?? {});
  res.status(201).json({ alert: await createJobAlert(session.candidateId, input) });
});

/** Bearer token, { frequency } → 200 { alert }; 400; 404 unknown or another's alert. */
candidatePortalRouter.patch("/candidates/job-alerts/:id", async (req, res) => {
  const session = await authenticateCandidate(req);
  const { frequency } = parseInput(jobAlertUpdateSchema, req.body ?? {});
  res.json({ alert: await updateJobAlertFrequency(session.candidateId, String(req.params.id), frequency) });
});

/** Bearer token → 204; 404 unknown or another's alert. */
candidatePortalRouter.delete("/candidates/job-alerts/:id", async (req, res) => {
  const session = await authenticateCandidate(req);
  await deleteJobAlert(session.candidateId, String(req.params.id));
  res.status(204).end();
});

/**
 * Bearer token → 200 { nextInterview, applicationsByStage: [{ stage, label, count }], savedJobs,
 * completeness: { percent, missing: [{ field, label, href }] } }.
 */
candidatePortalRouter.get("/candidates/dashboard", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.json(await candidateDashboard(session.candidateId));
});

/** The emailed link's token, { token } → 200 { message }; 404 unknown or already used; 429. No sign-in. */
candidatePortalRouter.post("/job-alerts/unsubscribe", async (req, res) => {
  await runForRequest(jobAlertUnsubscribe, req, req.body ?? {});
  res.json({ message: JOB_ALERT_UNSUBSCRIBE_MESSAGES.done });
});
