import { connectDatabase, db, disconnectDatabase } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
import { listAuditLog } from "../server/modules/audit";
import { listAdminBlogPosts } from "../server/modules/blog";
import { listAdminMessages } from "../server/modules/contact";
import { listAdminJobs } from "../server/modules/jobs";
import { listAdminSubscribers } from "../server/modules/newsletter";
import { listAdminReviews } from "../server/modules/reviews";
import { listAdminWebinars, listRegistrants } from "../server/modules/webinars";
import { timeRuns, withBenchDatabase } from "./bench-support";
import { FIRST_NAMES, LAST_NAMES } from "./lib/bench-names";
import { pick, roll, sqlArray } from "./lib/bench-sql";
import { numberOption } from "./lib/number-option";

const rowCount = numberOption("bench:admin", "--rows", 100_000);
const runs = numberOption("bench:admin", "--runs", 30);
const WARM_UP = 5;
const GOAL_MS = 50;
const explain = process.argv.includes("--explain");

type Case = { label: string; call: () => Promise<{ rows: unknown[]; total: number }> };
type Timing = { label: string; p50: number; p95: number; rows: number; total: number };

const params = (query: string) => new URLSearchParams(query);
const jobsCase = (query: string): Case => ({
  label: `jobs ?${query}`,
  call: () => listAdminJobs(params(query)),
});
const reviewsCase = (query: string): Case => ({
  label: `reviews ?${query}`,
  call: () => listAdminReviews(params(query)),
});
const messagesCase = (query: string): Case => ({
  label: `messages ?${query}`,
  call: () => listAdminMessages(params(query)),
});
const subscribersCase = (query: string): Case => ({
  label: `subscribers ?${query}`,
  call: () => listAdminSubscribers(params(query)),
});
const blogCase = (query: string): Case => ({
  label: `blog ?${query}`,
  call: () => listAdminBlogPosts(params(query)),
});
const webinarsCase = (query: string): Case => ({
  label: `webinars ?${query}`,
  call: () => listAdminWebinars(params(query)),
});
/** Webinar 1 holds every registration: the console's registrant list of one very large webinar. */
const registrantsCase = (query: string): Case => ({
  label: `registrants of webinar 1 ?${query}`,
  call: () => listRegistrants("1", params(query)),
});
const auditCase = (query: string): Case => ({
  label: `audit log ?${query}`,
  call: () => listAuditLog(params(query)),
});

/** First page, the deepest page allowed (2,000), each sort both ways, the filters and searches. */
const CASES: Case[] = [
  jobsCase(""),
  jobsCase("page=2000"),
  jobsCase("sort=posted&dir=asc"),
  jobsCase("sort=updated"),
  jobsCase("sort=updated&dir=asc&page=1000"),
  jobsCase("sort=title&dir=asc"),
  jobsCase("sort=title&page=1000"),
  jobsCase("sort=priority&dir=asc"),
  jobsCase("sort=status&dir=asc"),
  jobsCase("status=draft"),
  jobsCase("status=closed&sort=updated"),
  jobsCase("q=nurse"),
  jobsCase("q=registered%20nurse&status=closed"),
  jobsCase("q=python%20developer&sort=title&dir=asc"),
  jobsCase("q=accountant&page=20"),
  reviewsCase(""),
  reviewsCase("status=published"),
  reviewsCase("status=published&page=2000"),
  reviewsCase("status=published&sort=rating&dir=asc"),
  reviewsCase("status=hidden&sort=rating"),
  reviewsCase("status=published&q=gonz"),
  reviewsCase("status=published&q=onboarding"),
  reviewsCase("status=pending&q=responsive"),
  messagesCase(""),
  messagesCase("page=1000"),
  messagesCase("filter=all"),
  messagesCase("filter=all&dir=asc&page=2000"),
  messagesCase("filter=handled"),
  messagesCase("filter=all&q=maria"),
  messagesCase("filter=all&q=gmail.com"),
  messagesCase("q=invoice"),
  messagesCase("filter=all&q=jonathan%20pierce"),
  subscribersCase(""),
  subscribersCase("page=2000"),
  subscribersCase("sort=email&dir=asc"),
  subscribersCase("sort=email&page=1000"),
  subscribersCase("status=unsubscribed"),
  subscribersCase("status=subscribed&page=1000"),
  subscribersCase("q=maria"),
  subscribersCase("q=maria.gonzalez12"),
  blogCase(""),
  blogCase("page=2000"),
  blogCase("sort=updated&dir=asc&page=1000"),
  blogCase("sort=title&dir=asc"),
  blogCase("sort=published&page=1000"),
  blogCase("sort=status&dir=asc"),
  blogCase("q=resume"),
  blogCase("q=interview&sort=title&dir=asc"),
  blogCase("q=payroll-compliance-in-florida-47"),
  webinarsCase(""),
  webinarsCase("page=2000"),
  webinarsCase("sort=title&dir=asc"),
  webinarsCase("sort=status&dir=asc&page=1000"),
  webinarsCase("q=payroll"),
  webinarsCase("q=hiring&sort=title&dir=asc"),
  registrantsCase(""),
  registrantsCase("page=1000"),
  registrantsCase("page=2000"),
  auditCase(""),
  auditCase("page=2000"),
  auditCase("q=job.published"),
  auditCase("q=ana.silva%40sunshinestaffing.example"),
];

async function main() {
  const started = performance.now();
  await withBenchDatabase("staffing-bench-admin-", async (url) => {
    try {
      connectDatabase(url);
      if (explain) {
        db().$client.on("connect", (client) => {
          client.on("notice", (notice) => process.stdout.write(`${notice.message}\n`));
          client
            .query(
              "LOAD 'auto_explain'; SET auto_explain.log_min_duration = 30; SET auto_explain.log_analyze = on; SET auto_explain.log_level = notice",
            )
            .catch((error: unknown) => process.stderr.write(`--explain: ${String(error)}\n`));
        });
      }
      await runMigrations(db());
      process.stdout.write(`Adding ${rowCount.toLocaleString("en-US")} rows to each console table…\n`);
      await seed();
      process.stdout.write(`Ready in ${((performance.now() - started) / 1000).toFixed(1)} s; measuring.\n\n`);
      const timings: Timing[] = [];
      for (const benchCase of CASES) timings.push(await measure(benchCase));
      printTable(timings);
    } finally {
      await disconnectDatabase();
    }
  });
}

/** One INSERT … SELECT over generate_series per table: deterministic, about 10 s for 100,000 rows each. */
async function seed() {
  const client = db().$client;
  const first = sqlArray(FIRST_NAMES.slice(0, 20));
  const last = sqlArray(LAST_NAMES.slice(0, 20));
  const titles = sqlArray([
    "Registered Nurse",
    "Python Developer",
    "Staff Accountant",
    "Warehouse Associate",
    "Project Manager",
    "Paralegal",
    "Medical Assistant",
    "Customer Service Representative",
    "Forklift Operator",
    "Data Analyst",
    "HR Generalist",
    "Executive Assistant",
    "Software Engineer",
    "Payroll Specialist",
    "Licensed Practical Nurse",
    "Financial Analyst",
    "Construction Superintendent",
    "Teacher Assistant",
    "Sales Representative",
    "Logistics Coordinator",
  ]);
  const seniority = sqlArray(["", "", "", "Senior ", "Junior ", "Lead ", "Associate "]);
  const companies = sqlArray([
    "Biscayne Bay Logistics",
    "Coral Reef Health Partners",
    "Everglades Capital",
    "Harborview Manufacturing",
    "Keystone Legal Group",
    "Magnolia Learning",
    "Palmetto Realty Advisors",
    "Sawgrass Systems",
    "Tidewater Insurance",
    "Brightline Clinics",
    "Peachtree Software",
    "Lone Star Fintech",
  ]);
  const cities = sqlArray([
    "Miami",
    "Fort Lauderdale",
    "Tampa",
    "Orlando",
    "Atlanta",
    "Houston",
    "Charlotte",
  ]);
  const states = sqlArray(["FL", "FL", "FL", "FL", "GA", "TX", "NC"]);
  const industries = sqlArray([
    "Technology",
    "Finance",
    "Healthcare",
    "Manufacturing",
    "Logistics",
    "Construction",
    "Education",
    "Other",
  ]);
  const skills = sqlArray([
    "Python",
    "SQL",
    "Excel",
    "Patient Care",
    "EHR",
    "Forklift",
    "QuickBooks",
    "Scheduling",
  ]);
  const jobStatus = `CASE WHEN ${roll(1, 20)} = 0 THEN 'draft' WHEN ${roll(1, 20)} < 4 THEN 'closed' WHEN ${roll(1, 20)} < 6 THEN 'filled' ELSE 'open' END`;
  await client.query(`
    INSERT INTO jobs (title, company, city, state, workplace_type, employment_type, industry, priority,
      salary_min, salary_max, salary_period, description, requirements, skills, status, posted_at,
      valid_through, created_at, updated_at)
    SELECT ${pick(seniority, 13)} || ${pick(titles, 1)}, ${pick(companies, 11)}, ${pick(cities, 7)},
      ${pick(states, 7)}, (ARRAY['on-site','hybrid','remote'])[1 + n % 3],
      (ARRAY['full-time','part-time','contract','contract-to-hire','temporary'])[1 + (n * 3) % 5],
      ${pick(industries, 5)}, CASE WHEN n % 50 = 0 THEN 'High' WHEN n % 6 = 0 THEN 'Low' ELSE 'Normal' END,
      40000 + (n * 37) % 60000, 60000 + (n * 37) % 60000, 'year',
      'Join ' || ${pick(companies, 11)} || ' as a ' || ${pick(titles, 1)} || ' in ' || ${pick(cities, 7)}
        || '. You will work with a friendly team, grow your career and serve our clients every day.',
      ARRAY['Two years of experience', 'Reliable transportation'],
      ARRAY[${pick(skills, 3)}, ${pick(skills, 5)}],
      status, CASE WHEN status = 'draft' THEN NULL ELSE current_date - (n * 19) % 365 END,
      current_date + 60, now() - make_interval(mins => (n * 53) % 525600),
      now() - make_interval(mins => (n * 29) % 525600)
    FROM (SELECT n, ${jobStatus} AS status FROM generate_series(1, ${rowCount}) AS n) AS s`);
  const words = sqlArray([
    "Responsive recruiters and great onboarding.",
    "They filled our warehouse shifts within a week.",
    "Professional team, clear communication.",
    "Found us an excellent nurse manager.",
    "Slow to reply at first, then very helpful.",
    "The payroll service saved us hours every month.",
  ]);
  await client.query(`
    INSERT INTO company_reviews (company_id, author_name, rating, text, status, created_at)
    SELECT 1, ${pick(first, 1)} || ' ' || ${pick(last, 7)}, 1 + (n * 7) % 5,
      CASE WHEN ${roll(4, 4)} = 0 THEN NULL ELSE ${pick(words, 3)} || ' Review ' || n END,
      CASE WHEN ${roll(2, 10)} = 0 THEN 'pending' WHEN ${roll(2, 10)} = 1 THEN 'hidden' ELSE 'published' END,
      now() - make_interval(mins => (n * 31) % 1051200)
    FROM generate_series(1, ${rowCount}) AS n`);
  const domains = sqlArray(["gmail.com", "outlook.com", "yahoo.com", "icloud.com", "acme-corp.example"]);
  const subjects = sqlArray([
    "Hiring help for our clinic",
    "Question about an invoice",
    "Temporary warehouse staff",
    "Partnership inquiry",
    "Job application follow-up",
    "Payroll services quote",
  ]);
  await client.query(`
    INSERT INTO contact_messages (form, first_name, last_name, email, phone, subject, message, status, created_at)
    SELECT CASE WHEN n % 3 = 0 THEN 'home' ELSE 'contact' END, ${pick(first, 1)}, ${pick(last, 7)},
      lower(${pick(first, 1)} || '.' || ${pick(last, 7)} || n || '@' || ${pick(domains, 3)}), '(305) 555-0100',
      ${pick(subjects, 11)}, 'Hello, I would like to know more about your staffing services. Message ' || n,
      CASE WHEN ${roll(3, 10)} < 2 THEN 'new' WHEN ${roll(3, 10)} = 2 THEN 'read' ELSE 'archived' END,
      now() - make_interval(mins => (n * 17) % 1051200)
    FROM generate_series(1, ${rowCount}) AS n`);
  await client.query(`
    INSERT INTO email_subscribers (email, status, source, subscribed_at, unsubscribed_at)
    SELECT lower(${pick(first, 1)} || '.' || ${pick(last, 7)} || n || '@' || ${pick(domains, 3)}),
      CASE WHEN n % 7 = 0 THEN 'unsubscribed' ELSE 'subscribed' END,
      (ARRAY['website','footer','webinar'])[1 + n % 3], now() - make_interval(mins => (n * 13) % 1051200),
      CASE WHEN n % 7 = 0 THEN now() - make_interval(mins => (n * 5) % 10000) END
    FROM generate_series(1, ${rowCount}) AS n`);
  const actors = sqlArray([
    "ana.silva@sunshinestaffing.example",
    "mark.jones@sunshinestaffing.example",
    "lucia.perez@sunshinestaffing.example",
    "tom.baker@sunshinestaffing.example",
  ]);
  const actions = sqlArray([
    "job.updated",
    "job.published",
    "job.closed",
    "review.approved",
    "review.rejected",
    "message.handled",
    "message.replied",
    "subscriber.unsubscribed",
    "settings.updated",
    "admin.signed_in",
  ]);
  await client.query(`
    INSERT INTO admin_audit_log (actor_email, actor_name, action, entity_type, entity_id, before, after, created_at)
    SELECT ${pick(actors, 1)}, initcap(split_part(${pick(actors, 1)}, '@', 1)), action, split_part(action, '.', 1),
      md5(n::text)::uuid::text, jsonb_build_object('status', 'open', 'n', n),
      jsonb_build_object('status', 'closed', 'n', n), now() - make_interval(mins => (n * 7) % 1051200)
    FROM (SELECT n, ${pick(actions, 3)} AS action FROM generate_series(1, ${rowCount}) AS n) AS s`);
  const topics = sqlArray([
    "Resume tips for nurses",
    "Interview questions for accountants",
    "Hiring seasonal warehouse staff",
    "Payroll compliance in Florida",
    "Remote work for developers",
    "Nurse shortage in South Florida",
    "Onboarding temporary workers",
    "Salary trends for project managers",
  ]);
  await client.query(`
    INSERT INTO blog_posts (slug, title, excerpt, body, author_name, category, tags, reading_minutes, status,
      published_at, updated_at)
    SELECT lower(replace(topic, ' ', '-')) || '-' || n, topic || ' (part ' || n || ')',
      'What we learned placing people this year.', '## ' || topic || E'\n\nA short post body.',
      ${pick(first, 1)} || ' ' || ${pick(last, 7)},
      (ARRAY['Career advice','Hiring','Industry news'])[1 + n % 3], ARRAY['Staffing'], 3,
      CASE WHEN ${roll(5, 5)} = 0 THEN 'draft' ELSE 'published' END,
      CASE WHEN ${roll(5, 5)} = 0 THEN NULL ELSE now() - make_interval(mins => (n * 41) % 1051200) END,
      now() - make_interval(mins => (n * 23) % 1051200)
    FROM (SELECT n, ${pick(topics, 9)} AS topic FROM generate_series(1, ${rowCount}) AS n) AS s`);
  const webinarTopics = sqlArray([
    "Hiring in a tight market",
    "Payroll changes this year",
    "Acing the video interview",
    "Building a nursing career",
    "Safety on the warehouse floor",
  ]);
  await client.query(`
    INSERT INTO webinars (slug, title, summary, audience, host_name, host_title, starts_at, duration_minutes,
      capacity, status)
    SELECT lower(replace(topic, ' ', '-')) || '-' || n, topic || ' #' || n, 'An hour with our recruiters.',
      (ARRAY['employers','job-seekers','everyone'])[1 + n % 3], ${pick(first, 1)} || ' ' || ${pick(last, 7)},
      'Recruiter', now() + make_interval(hours => (n * 37) % 26280 - 13140),
      45, CASE WHEN n = 1 THEN ${rowCount} ELSE 100 END,
      CASE WHEN ${roll(6, 10)} = 0 THEN 'cancelled' ELSE 'scheduled' END
    FROM (SELECT n, ${pick(webinarTopics, 2)} AS topic FROM generate_series(1, ${rowCount}) AS n) AS s`);
  await client.query(`
    INSERT INTO webinar_registrations (webinar_id, name, email, company, created_at)
    SELECT 1, ${pick(first, 1)} || ' ' || ${pick(last, 7)},
      lower(${pick(first, 1)} || '.' || ${pick(last, 7)} || n || '@' || ${pick(domains, 3)}),
      CASE WHEN n % 4 = 0 THEN NULL ELSE 'Company ' || n % 500 END,
      now() - make_interval(mins => (n * 11) % 525600)
    FROM generate_series(1, ${rowCount}) AS n`);
  // As a settled database would be: hint bits set, visibility map and statistics up to date.
  await client.query(
    "VACUUM ANALYZE jobs, company_reviews, contact_messages, email_subscribers, admin_audit_log, job_search_words, blog_posts, webinars, webinar_registrations",
  );
}

async function measure({ label, call }: Case): Promise<Timing> {
  const { p50, p95, results } = await timeRuns(WARM_UP, runs, () => call());
  const last = results.at(-1) ?? { rows: [], total: 0 };
  return { label, p50, p95, rows: last.rows.length, total: last.total };
}

function printTable(timings: Timing[]) {
  const width = Math.max(...timings.map((timing) => timing.label.length));
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
  process.stdout.write(
    `${"call".padEnd(width)}  ${"median".padStart(10)}  ${"p95".padStart(10)}  ${"rows".padStart(4)}  total\n`,
  );
  for (const timing of timings) {
    const flag = timing.p95 >= GOAL_MS ? "  ← over the goal" : "";
    process.stdout.write(
      `${timing.label.padEnd(width)}  ${ms(timing.p50)}  ${ms(timing.p95)}  ${String(timing.rows).padStart(4)}  ${timing.total.toLocaleString("en-US")}${flag}\n`,
    );
  }
  const over = timings.filter((timing) => timing.p95 >= GOAL_MS);
  process.stdout.write(
    `\nWorst p95: ${Math.max(...timings.map((t) => t.p95)).toFixed(1)} ms; ${over.length} of ${timings.length} calls over the ${GOAL_MS} ms goal.\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:admin failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
