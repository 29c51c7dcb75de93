import { Router } from "express";
import { JOBS_API_DEFAULT_LIMIT, jobSearchQuerySchema } from "../../common/job-search";
import { NotFound } from "../errors";
import { parseInput } from "../kernel/parse-input";
import { getPublishedJob, searchJobs } from "../modules/jobs";

export const jobsRouter = Router();

/** Lists change when recruiters publish or close jobs: a minute of staleness is fine for a job board. */
const LIST_CACHE = "public, max-age=60";

/**
 * SPEC §7: an array of open jobs, each { id, title, company, location, priority, salaryRange: { min,
 * max, period }, … }, narrowed by q, location, type, industry, remote, salaryMin, priority, sorted by
 * sort (relevance | newest | salary), paged by limit and offset; the count of every match is in
 * X-Total-Count. An unknown parameter or a bad value is a 400 naming it.
 */
jobsRouter.get("/jobs", async (req, res) => {
  const {
    limit = JOBS_API_DEFAULT_LIMIT,
    offset = 0,
    ...filters
  } = parseInput(jobSearchQuerySchema, req.query);
  const result = await searchJobs({ ...filters, limit, offset });
  res.set({ "X-Total-Count": String(result.total), "Cache-Control": LIST_CACHE });
  res.json(result.jobs);
});

/** One published job with its description and requirements; filled and closed ones keep their status. */
jobsRouter.get("/jobs/:id", async (req, res) => {
  const job = await getPublishedJob(String(req.params.id));
  if (!job) throw new NotFound("No job with this id.");
  res.set("Cache-Control", LIST_CACHE);
  res.json(job);
});
