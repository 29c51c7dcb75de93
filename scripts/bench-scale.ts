/**
 * npm run bench:scale — throughput with one app instance and with two, in one run. On a fresh clone:
 * `npm install && npm run build` first (BUILD_DIR picks another build folder).
 *
 * Starts the reference deployment in small (tests/support/app-cluster.ts: the built server twice on
 * one PostgreSQL server and one S3-compatible bucket, demo data seeded once), then drives it with
 * --clients concurrent clients (default 16), first all on one instance (the other idle, out of the
 * balancer), then spread evenly over both, as a round-robin load balancer would: --seconds each
 * (default 10) after a 2 s warm-up, alternating for --rounds (default 3) so that drift on a shared
 * machine falls on both sides alike. It counts the answers of:
 *   - job search: GET /api/jobs over the searches bench:jobs makes (scripts/lib/job-searches.ts)
 *   - contact writes: POST /api/contact, each from its own client address (so no limit is hit)
 * and prints requests per second, p50 and p95, and the two-instance figure over the one-instance one.
 * Options: --clients N, --seconds N, --rounds N.
 */
import { startAppCluster } from "../tests/support/app-cluster";
import { JOB_SEARCHES } from "./lib/job-searches";
import { numberOption } from "./lib/number-option";
import { percentile } from "./lib/percentile";

const clients = numberOption("bench:scale", "--clients", 16);
const seconds = numberOption("bench:scale", "--seconds", 10);
const rounds = numberOption("bench:scale", "--rounds", 3);
const WARM_UP_MS = 2_000;

type Load = { name: string; send: (baseUrl: string, n: number) => Promise<Response>; expected: number };

const LOADS: Load[] = [
  {
    name: "job search (GET /api/jobs)",
    expected: 200,
    send: (baseUrl, n) =>
      fetch(`${baseUrl}/api/jobs?${JOB_SEARCHES[n % JOB_SEARCHES.length]}`, { headers: clientAddress(n) }),
  },
  {
    name: "contact writes (POST /api/contact)",
    expected: 201,
    send: (baseUrl, n) =>
      fetch(`${baseUrl}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", ...clientAddress(n) },
        body: JSON.stringify({
          firstName: "Bench",
          lastName: "Scale",
          email: `bench-${n}@example.com`,
          subject: "other",
          message: "A message from the scale benchmark.",
        }),
      }),
  },
];

/** A different client address for each request, as a load balancer forwards it (trusted from loopback). */
function clientAddress(n: number) {
  return { "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
}

type Result = { perSecond: number; p50: number; p95: number; failures: number };

let sequence = 0;

type Sample = { timings: number[]; failures: number };

/** `clients` loops, client i on urls[i mod N], for the warm-up and then the measured seconds. */
async function drive(urls: string[], load: Load, sample: Sample): Promise<void> {
  const measureFrom = Date.now() + WARM_UP_MS;
  const until = measureFrom + seconds * 1000;
  const client = async (i: number) => {
    const baseUrl = urls[i % urls.length] as string;
    while (Date.now() < until) {
      const started = performance.now();
      const response = await load.send(baseUrl, sequence++).catch(() => undefined);
      await response?.arrayBuffer();
      if (Date.now() < measureFrom) continue;
      if (response?.status === load.expected) sample.timings.push(performance.now() - started);
      else sample.failures++;
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
}

function resultOf({ timings, failures }: Sample): Result {
  timings.sort((a, b) => a - b);
  return {
    perSecond: timings.length / (seconds * rounds),
    p50: percentile(timings, 0.5),
    p95: percentile(timings, 0.95),
    failures,
  };
}

process.stderr.write("bench:scale: starting two instances…\n");
const cluster = await startAppCluster({ instances: 2, env: { LOG_LEVEL: "warn" } });
const urls = cluster.instances.map((app) => app.url);
const samples = LOADS.map(() => ({ one: { timings: [], failures: 0 }, two: { timings: [], failures: 0 } }));
try {
  for (let round = 1; round <= rounds; round++) {
    for (const [i, load] of LOADS.entries()) {
      const sample = samples[i] as { one: Sample; two: Sample };
      process.stderr.write(`bench:scale: round ${round}/${rounds}, ${load.name}…\n`);
      await drive(urls.slice(0, 1), load, sample.one);
      await drive(urls, load, sample.two);
    }
  }
} finally {
  await cluster.stop();
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const rows = LOADS.map((load, i) => {
  const sample = samples[i] as { one: Sample; two: Sample };
  const [a, b] = [resultOf(sample.one), resultOf(sample.two)];
  return `| ${load.name} | ${a.perSecond.toFixed(0)}/s | ${b.perSecond.toFixed(0)}/s | ${(b.perSecond / a.perSecond).toFixed(2)}× | ${ms(a.p50)} / ${ms(a.p95)} | ${ms(b.p50)} / ${ms(b.p95)} | ${a.failures + b.failures} |`;
});
process.stdout.write(
  [
    "",
    `${clients} concurrent clients, ${rounds} rounds of ${seconds} s (after a ${WARM_UP_MS / 1000} s warm-up each) on one instance, then on both, alternating; one PostgreSQL server and one bucket.`,
    "",
    "| Load | 1 instance | 2 instances | Ratio | p50 / p95 (1) | p50 / p95 (2) | Failures |",
    "|---|---:|---:|---:|---:|---:|---:|",
    ...rows,
    "",
  ].join("\n"),
);
