/**
 * npm run bench:forms — load test of POST /api/contact. On a fresh clone: `npm install && npm run build`
 * first (BUILD_DIR picks another build folder).
 *
 * Starts the built server in a temporary DATA_DIR on a free port, without SMTP (mail stays in the
 * outbox) and with RATE_LIMIT_SCALE raised so one address may send everything. Fires --requests
 * contact-page submissions (default 500), --concurrency at a time (default 50), each with its own
 * Idempotency-Key; --retries of them (default 50) are sent a second time with the same key, right
 * behind the first attempt. Prints throughput and latency, then checks in the database that every
 * accepted submission is stored exactly once and has its acknowledgement to the sender and its
 * notification to the company inbox in the outbox. Ends with PASS or FAIL (exit 1).
 *
 * With DATABASE_URL set the server uses that database and so does the check (this run's rows are
 * told apart by a run id; use a scratch database: the rows stay); otherwise it reads the server's
 * own embedded database, deleted afterwards.
 */
import { randomBytes } from "node:crypto";
import { CONTACT_PAGE_SUBJECT_OPTIONS } from "../common/contact-options";
import { type BuiltServer, connectToServerDatabase, startBuiltServer } from "./lib/built-server";
import { numberOption } from "./lib/number-option";
import { percentile } from "./lib/percentile";

const requests = numberOption("bench:forms", "--requests", 500);
const concurrency = numberOption("bench:forms", "--concurrency", 50);
const retries = Math.min(numberOption("bench:forms", "--retries", 50, 0), requests);
/** The contact limit is 5 per address per 10 minutes; this lets 50,000 through. */
const RATE_LIMIT_SCALE = "10000";

const runId = randomBytes(4).toString("hex");
const emailOf = (index: number) => `bench-${runId}-${index}@example.com`;

type Attempt = { index: number; retry: boolean };
type Outcome = Attempt & { status: number; ms: number; id?: string; error?: string };

async function main() {
  const server = await startBuiltServer("bench:forms", { RATE_LIMIT_SCALE, SMTP_URL: "" });
  let passed = false;
  try {
    const attempts = plannedAttempts();
    const started = performance.now();
    const outcomes = await runPool(attempts, (attempt) => submit(server.baseUrl, attempt));
    const seconds = (performance.now() - started) / 1000;
    printLoad(outcomes, seconds);
    const stored = await checkDatabase(server, outcomes);
    const serverErrors = server.output().match(/"level":(50|60)/g)?.length ?? 0;
    print(`${serverErrors === 0 ? "ok  " : "FAIL"} error lines in the server log: ${serverErrors}`);
    passed = stored && serverErrors === 0;
  } finally {
    await server.stop();
  }
  print(passed ? "PASS" : "FAIL");
  process.exitCode = passed ? 0 : 1;
}

/** Every submission once; every (requests/retries)-th one again with the same key, right behind it. */
function plannedAttempts(): Attempt[] {
  const every = retries > 0 ? requests / retries : Number.POSITIVE_INFINITY;
  const retried = new Set(Array.from({ length: retries }, (_, n) => Math.floor(n * every)));
  return Array.from({ length: requests }, (_, index) =>
    retried.has(index)
      ? [
          { index, retry: false },
          { index, retry: true },
        ]
      : [{ index, retry: false }],
  ).flat();
}

/** Runs task over items with at most `concurrency` in flight; results in item order. */
async function runPool<T, R>(items: T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const current = next++;
      results[current] = await task(items[current] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/** A valid /contact page submission, unique by its email address. */
async function submit(baseUrl: string, attempt: Attempt): Promise<Outcome> {
  const subjects = CONTACT_PAGE_SUBJECT_OPTIONS;
  const body = {
    firstName: "Bench",
    lastName: `Visitor ${attempt.index}`,
    email: emailOf(attempt.index),
    phone: "(305) 555-0100",
    company: "Load Test Inc.",
    subject: subjects[attempt.index % subjects.length]?.value,
    message: `Load test message ${attempt.index} of run ${runId}: please call me about staffing.`,
  };
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": `bench-${runId}-${attempt.index}` },
      body: JSON.stringify(body),
    });
    const json = (await response.json().catch(() => ({}))) as { id?: string };
    return { ...attempt, status: response.status, ms: performance.now() - started, id: json.id };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ...attempt, status: 0, ms: performance.now() - started, error: message };
  }
}

function printLoad(outcomes: Outcome[], seconds: number) {
  const timings = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const statuses = new Map<string, number>();
  for (const { status } of outcomes) {
    const label = status === 0 ? "network error" : String(status);
    statuses.set(label, (statuses.get(label) ?? 0) + 1);
  }
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  print(
    [
      `POST /api/contact: ${requests} submissions + ${retries} retries with the same Idempotency-Key = ${outcomes.length} requests, ${concurrency} in flight (run ${runId})`,
      `Statuses:   ${[...statuses].map(([status, n]) => `${status} × ${n}`).join(", ")}`,
      `Wall time:  ${seconds.toFixed(2)} s`,
      `Throughput: ${(outcomes.length / seconds).toFixed(1)} req/s`,
      `Latency:    p50 ${ms(percentile(timings, 0.5))} · p95 ${ms(percentile(timings, 0.95))} · max ${ms(timings.at(-1) ?? 0)}`,
    ].join("\n"),
  );
  const firstError = outcomes.find((outcome) => outcome.error);
  if (firstError) print(`First network error: ${firstError.error}`);
}

/** Mail that is queued or already handed on; "failed" and "bounced" are not. */
const LIVE_MAIL = ["pending", "stored", "sent"];

async function checkDatabase(server: BuiltServer, outcomes: Outcome[]): Promise<boolean> {
  const client = await connectToServerDatabase(server);
  try {
    const pattern = `bench-${runId}-%@example.com`;
    const stored = await client.query<{ email: string; id: string }>(
      "SELECT email, id FROM contact_messages WHERE email LIKE $1",
      [pattern],
    );
    // The acknowledgement goes to the sender; the inbox notification carries Reply-To the sender.
    const acks = await client.query<{ email: string; status: string }>(
      "SELECT to_address AS email, status FROM mail_outbox WHERE to_address LIKE $1",
      [pattern],
    );
    const notifications = await client.query<{ email: string; status: string }>(
      `SELECT headers->>'Reply-To' AS email, status FROM mail_outbox WHERE headers->>'Reply-To' LIKE $1`,
      [pattern],
    );
    return reportChecks(outcomes, stored.rows, acks.rows, notifications.rows);
  } finally {
    await client.end();
  }
}

function reportChecks(
  outcomes: Outcome[],
  stored: { email: string; id: string }[],
  acks: { email: string; status: string }[],
  notifications: { email: string; status: string }[],
): boolean {
  const firsts = outcomes.filter((outcome) => !outcome.retry);
  const accepted = firsts.filter((outcome) => outcome.status >= 200 && outcome.status < 300);
  const retried = outcomes.filter((outcome) => outcome.retry);
  const acceptedIds = new Map(accepted.map((outcome) => [emailOf(outcome.index), outcome.id]));

  const rowsByEmail = groupBy(stored, (row) => row.email);
  const storedOnce = accepted.filter((outcome) => {
    const rows = rowsByEmail.get(emailOf(outcome.index)) ?? [];
    return rows.length === 1 && rows[0]?.id === outcome.id;
  });
  const storedTwice = [...rowsByEmail.values()].filter((rows) => rows.length > 1);
  const retriesSameId = retried.filter(
    (outcome) => outcome.status === 201 && outcome.id === acceptedIds.get(emailOf(outcome.index)),
  );
  const exactlyOneLive = (mail: { email: string; status: string }[]) => {
    const byEmail = groupBy(mail, (row) => row.email);
    return accepted.filter((outcome) => {
      const rows = byEmail.get(emailOf(outcome.index)) ?? [];
      return rows.length === 1 && LIVE_MAIL.includes(rows[0]?.status ?? "");
    }).length;
  };
  const statusCounts = (mail: { status: string }[]) =>
    [...groupBy(mail, (row) => row.status)].map(([status, rows]) => `${status} ${rows.length}`).join(", ");

  const checks: [string, boolean][] = [
    [`accepted (2xx): ${accepted.length} / ${firsts.length}`, accepted.length === firsts.length],
    [
      `retries answered 201 with the first attempt's id: ${retriesSameId.length} / ${retried.length}`,
      retriesSameId.length === retried.length,
    ],
    [
      `stored exactly once (matched by email and id): ${storedOnce.length} / ${accepted.length}`,
      storedOnce.length === accepted.length,
    ],
    [`stored more than once: ${storedTwice.length}`, storedTwice.length === 0],
    [
      `rows in contact_messages for this run: ${stored.length} (expected ${accepted.length})`,
      stored.length === accepted.length,
    ],
    [
      `acknowledgement to the sender queued once: ${exactlyOneLive(acks)} / ${accepted.length} (${statusCounts(acks)})`,
      exactlyOneLive(acks) === accepted.length && acks.length === accepted.length,
    ],
    [
      `notification to the inbox queued once: ${exactlyOneLive(notifications)} / ${accepted.length} (${statusCounts(notifications)})`,
      exactlyOneLive(notifications) === accepted.length && notifications.length === accepted.length,
    ],
  ];
  print("");
  for (const [label, ok] of checks) print(`${ok ? "ok  " : "FAIL"} ${label}`);
  return checks.every(([, ok]) => ok);
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(keyOf(item));
    if (group) group.push(item);
    else groups.set(keyOf(item), [item]);
  }
  return groups;
}

function print(text: string) {
  process.stdout.write(`${text}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:forms failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  print("FAIL");
  process.exit(1);
});
