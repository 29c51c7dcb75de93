import { readFileSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { DEMO_CANDIDATE } from "../../server/db/seed/candidates-data";
import { CONTACT_LIMIT_PER_IP } from "../../server/modules/contact";
import { pdfBytes } from "../../server/storage/testing/sample-files";
import { type AppCluster, startAppCluster } from "../support/app-cluster";
import type { AppProcess } from "../support/app-process";
import { type SmtpCapture, startSmtpCapture } from "../support/smtp-capture";

/*
 * Two instances of the built server on one PostgreSQL server and one bucket, as the README's
 * reference deployment runs them: what one instance does, the other sees.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

let cluster: AppCluster;
let smtp: SmtpCapture;
let first: AppProcess;
let second: AppProcess;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtpCapture();
  cluster = await startAppCluster({ instances: 2, env: { SMTP_URL: smtp.url, LOG_LEVEL: "warn" } });
  [first, second] = cluster.instances as [AppProcess, AppProcess];
});

test.afterAll(async () => {
  await cluster?.stop();
  await smtp?.close();
});

/** A contact message from its own address (as a load balancer forwards it), so no limit is shared. */
function contactMessage(app: AppProcess, sender: string, clientIp: string) {
  return fetch(`${app.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": clientIp },
    body: JSON.stringify({
      firstName: "Load",
      lastName: "Test",
      email: sender,
      subject: "other",
      message: "Checking that every acknowledged message is kept.",
    }),
  });
}

test("started together, the instances migrate and seed the database once", async () => {
  for (const app of cluster.instances) expect((await fetch(`${app.url}/readyz`)).status).toBe(200);

  const db = await cluster.connect();
  try {
    const journal = JSON.parse(readFileSync(path.resolve("server/db/migrations/meta/_journal.json"), "utf8"));
    const migrations = await db.query("select count(*)::int as n from drizzle.__drizzle_migrations");
    expect(migrations.rows[0].n).toBe(journal.entries.length);
    const candidates = await db.query("select count(*)::int as n from candidates where email = $1", [
      DEMO_CANDIDATE.email,
    ]);
    expect(candidates.rows[0].n).toBe(1);
    const jobs = await db.query("select count(*)::int as n, count(distinct title)::int as titles from jobs");
    expect(jobs.rows[0].n).toBeGreaterThan(0);
    expect(jobs.rows[0].n).toBe(jobs.rows[0].titles);
  } finally {
    await db.end();
  }
});

test("a session made on one instance works on the other, and signing out on it ends it on both", async () => {
  const signIn = await fetch(`${first.url}/api/candidates/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.10" },
    body: JSON.stringify({ email: DEMO_CANDIDATE.email, password: DEMO_CANDIDATE.password }),
  });
  expect(signIn.status).toBe(200);
  const { token } = (await signIn.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };

  const profile = await fetch(`${second.url}/api/candidates/profile`, { headers: auth });
  expect(profile.status).toBe(200);
  expect(((await profile.json()) as { email: string }).email).toBe(DEMO_CANDIDATE.email);

  expect((await fetch(`${second.url}/api/candidates/logout`, { method: "POST", headers: auth })).status).toBe(
    204,
  );
  expect((await fetch(`${first.url}/api/candidates/profile`, { headers: auth })).status).toBe(401);
});

test("a rate limit counts the requests both instances took", async () => {
  const clientIp = "198.51.100.20";
  const statuses: number[] = [];
  for (let i = 0; i <= CONTACT_LIMIT_PER_IP.limit; i++) {
    const app = i % 2 === 0 ? first : second;
    statuses.push((await contactMessage(app, `limit-${i}@example.com`, clientIp)).status);
  }
  expect(statuses).toEqual([...Array(CONTACT_LIMIT_PER_IP.limit).fill(201), 429]);
});

test("a file uploaded through one instance downloads from the other, from the bucket", async () => {
  const signIn = await fetch(`${second.url}/api/candidates/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.30" },
    body: JSON.stringify({ email: DEMO_CANDIDATE.email, password: DEMO_CANDIDATE.password }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const resume = pdfBytes(20_000);
  const form = new FormData();
  form.append("resume", new Blob([new Uint8Array(resume)], { type: "application/pdf" }), "two-instances.pdf");

  const upload = await fetch(`${first.url}/api/candidates/resume`, {
    method: "PUT",
    headers: auth,
    body: form,
  });
  expect(upload.status).toBe(200);
  const download = await fetch(`${second.url}/api/candidates/resume`, { headers: auth });
  expect(download.status).toBe(200);
  expect(download.headers.get("content-disposition")).toContain("two-instances.pdf");
  expect(Buffer.from(await download.arrayBuffer()).equals(resume)).toBe(true);
  // Nothing on either instance's disk: the bytes are in the bucket only.
  for (const dataDir of cluster.dataDirs)
    expect(await fs.readdir(dataDir).catch(() => [])).not.toContain("uploads");
});

test("each email queued on either instance is delivered once", async () => {
  const senders = Array.from({ length: 30 }, (_, i) => `once-${i}@example.com`);
  const responses = await Promise.all(
    senders.map((sender, i) => contactMessage(i % 2 === 0 ? first : second, sender, `203.0.113.${i + 1}`)),
  );
  expect(responses.map((response) => response.status)).toEqual(senders.map(() => 201));

  // Each message sends the agency a notification and the sender an acknowledgement.
  const about = (sender: string) => smtp.messages.filter((message) => message.raw.includes(sender));
  await expect
    .poll(() => senders.filter((sender) => about(sender).length >= 2).length, { timeout: 60_000 })
    .toBe(senders.length);
  // Both workers poll every 2 s: a second delivery would have come by now.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  for (const sender of senders) {
    expect(
      about(sender)
        .flatMap((message) => message.envelope.to)
        .filter((to) => to === sender),
    ).toEqual([sender]);
    expect(about(sender)).toHaveLength(2);
  }
});

test("kill -9 of one instance under write load loses no acknowledged write", async () => {
  const acknowledged: string[] = [];
  let killed = false;
  const deadline = Date.now() + 6_000;

  // 20 writers, each alternating between the instances and moving to the survivor when the first dies.
  const writer = async (w: number) => {
    for (let n = 0; Date.now() < deadline; n++) {
      const app = killed || n % 2 === 0 ? second : first;
      try {
        const response = await contactMessage(app, `load-${w}-${n}@example.com`, `10.1.${w}.${n % 250}`);
        if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
      } catch {
        // The killed instance's connections break: those writes were never acknowledged.
      }
    }
  };
  const writers = Array.from({ length: 20 }, (_, w) => writer(w));
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  first.child.kill("SIGKILL");
  killed = true;
  await Promise.all(writers);

  expect(acknowledged.length).toBeGreaterThan(100);
  const db = await cluster.connect();
  try {
    const { rows } = await db.query("select id from contact_messages where id = any($1::uuid[])", [
      acknowledged,
    ]);
    expect(rows).toHaveLength(acknowledged.length);
  } finally {
    await db.end();
  }
  // The survivor goes on serving.
  expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
});
