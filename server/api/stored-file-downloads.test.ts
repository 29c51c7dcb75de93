import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setupApiCaller } from "../../tests/support/admin-test-client";
import { insertApplication, insertJob, insertSignedInCandidate } from "../../tests/support/records";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { candidateDocuments, storedFiles } from "../db/schema";
import { BLOG_COVER_PURPOSE } from "../modules/blog";
import { fileStore } from "../storage";
import { newStorageKey } from "../storage/storage-key";
import { type LocalS3, startLocalS3 } from "../storage/testing/local-s3";
import { PNG_BYTES, pdfBytes } from "../storage/testing/sample-files";

const { db } = setupTestDatabase();
const MISSING = { error: "This file is no longer available." };

/** A file in the store and its stored_files row, as an upload leaves them. */
async function storeFile(bytes: Buffer, contentType: string, purpose: string) {
  const storageKey = newStorageKey();
  await fileStore().put(storageKey, Readable.from([bytes]));
  const [row] = await db()
    .insert(storedFiles)
    .values({ storageKey, originalName: "file", contentType, sizeBytes: bytes.length, sha256: "-", purpose })
    .returning();
  if (!row) throw new Error("stored_files insert failed");
  return row;
}

type Download = { path: string; headers: Record<string, string>; storageKey: string; bytes: Buffer };
type Caller = { adminCookie: () => string };

/** Every route that sends stored bytes, each set up with a record of its own. */
const DOWNLOAD_ROUTES: [string, (run: string, caller: Caller) => Promise<Download>][] = [
  [
    "a candidate's own resume",
    async (run) => {
      const bytes = pdfBytes(2048);
      const file = await storeFile(bytes, "application/pdf", "resume");
      const { token } = await insertSignedInCandidate(db(), {
        email: `own-resume-${run}@example.com`,
        resumeFileId: file.id,
      });
      return { path: "/api/candidates/resume", headers: bearer(token), storageKey: file.storageKey, bytes };
    },
  ],
  [
    "a candidate's resume in the console",
    async (run, caller) => {
      const bytes = pdfBytes(2048);
      const file = await storeFile(bytes, "application/pdf", "resume");
      const { id } = await insertSignedInCandidate(db(), {
        email: `console-resume-${run}@example.com`,
        resumeFileId: file.id,
      });
      const path = `/api/admin/candidates/${id}/resume`;
      return { path, headers: cookie(caller), storageKey: file.storageKey, bytes };
    },
  ],
  [
    "an application's resume",
    async (run, caller) => {
      const bytes = pdfBytes(2048);
      const file = await storeFile(bytes, "application/pdf", "resume");
      const job = await insertJob(db());
      const application = await insertApplication(db(), {
        jobId: job.id,
        fullName: "Ana Tester",
        email: `applicant-${run}@example.com`,
        resumeFileId: file.id,
      });
      const path = `/api/admin/applications/${application.id}/resume`;
      return { path, headers: cookie(caller), storageKey: file.storageKey, bytes };
    },
  ],
  [
    "a contractor's own document",
    async (run) => {
      const { id, token } = await insertSignedInCandidate(db(), { email: `contractor-${run}@example.com` });
      const { documentId, file, bytes } = await insertDocument(id);
      const path = `/api/candidates/documents/${documentId}/file`;
      return { path, headers: bearer(token), storageKey: file.storageKey, bytes };
    },
  ],
  [
    "a contractor's document in the console",
    async (run, caller) => {
      const { id } = await insertSignedInCandidate(db(), { email: `documents-${run}@example.com` });
      const { documentId, file, bytes } = await insertDocument(id);
      const path = `/api/admin/documents/${documentId}/file`;
      return { path, headers: cookie(caller), storageKey: file.storageKey, bytes };
    },
  ],
];

async function insertDocument(candidateId: string) {
  const bytes = pdfBytes(1024);
  const file = await storeFile(bytes, "application/pdf", "document");
  const [document] = await db()
    .insert(candidateDocuments)
    .values({ candidateId, type: "w4", status: "uploaded", fileId: file.id, uploadedAt: new Date() })
    .returning({ id: candidateDocuments.id });
  if (!document) throw new Error("candidate_documents insert failed");
  return { documentId: document.id, file, bytes };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const cookie = (caller: Caller) => ({ cookie: caller.adminCookie() });

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/** The app's storage settings for each store; the bucket's server starts before the app. */
const STORES: [string, () => Promise<{ env: Record<string, string>; stop: () => Promise<void> }>][] = [
  ["local disk", async () => ({ env: {}, stop: async () => {} })],
  [
    "an S3 bucket",
    async () => {
      const s3: LocalS3 = await startLocalS3();
      vi.stubEnv("AWS_ACCESS_KEY_ID", s3.env.AWS_ACCESS_KEY_ID);
      vi.stubEnv("AWS_SECRET_ACCESS_KEY", s3.env.AWS_SECRET_ACCESS_KEY);
      return { env: { STORAGE_URL: s3.storageUrl }, stop: s3.stop };
    },
  ],
];

describe.each(STORES)("stored files on %s", (storeName, startStore) => {
  // Filled before setupTestApp's own beforeAll reads it, which runs after this one.
  const env: Record<string, string> = {};
  let stopStore = async () => {};
  beforeAll(async () => {
    const store = await startStore();
    stopStore = store.stop;
    Object.assign(env, store.env, { DATA_DIR: await mkdtemp(path.join(os.tmpdir(), "staffing-downloads-")) });
  });
  const app = setupTestApp(env);
  const caller = setupApiCaller(app);
  afterAll(async () => {
    vi.unstubAllEnvs();
    await stopStore();
    if (env.DATA_DIR) await rm(env.DATA_DIR, { recursive: true, force: true });
  });
  const run = storeName.replace(/\W+/g, "-");

  describe.each(DOWNLOAD_ROUTES)("%s", (_route, setUp) => {
    let download: Download;
    beforeAll(async () => {
      download = await setUp(run, caller);
    });
    const get = () => fetch(`${app.url}${download.path}`, { headers: download.headers });

    it("streams the bytes, then answers 404 with a clear message once they are gone", async () => {
      const found = await get();
      expect(found.status).toBe(200);
      expect(Buffer.from(await found.arrayBuffer())).toEqual(download.bytes);

      await fileStore().delete(download.storageKey);
      const gone = await get();
      expect(gone.status).toBe(404);
      expect(gone.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await gone.json()).toEqual(MISSING);
    });
  });

  it("serves a blog cover, and the site's 404 once its bytes are gone", async () => {
    const cover = await storeFile(PNG_BYTES, "image/png", BLOG_COVER_PURPOSE);
    const address = `${app.url}/blog/cover-${cover.id}.png`;
    const found = await fetch(address);
    expect(found.status).toBe(200);
    expect(Buffer.from(await found.arrayBuffer())).toEqual(PNG_BYTES);

    await fileStore().delete(cover.storageKey);
    expect((await fetch(address)).status).toBe(404);
  });

  it("keeps an upload where STORAGE_URL says: under DATA_DIR/uploads only on local disk", async () => {
    const { token } = await insertSignedInCandidate(db(), { email: `uploader-${run}@example.com` });
    const form = new FormData();
    form.append("type", "w4");
    const bytes = pdfBytes(4096);
    form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), "w4.pdf");
    const uploaded = await fetch(`${app.url}/api/candidates/documents`, {
      method: "POST",
      headers: bearer(token),
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    const file = await fetch(`${app.url}/api/candidates/documents/${id}/file`, { headers: bearer(token) });
    expect(Buffer.from(await file.arrayBuffer())).toEqual(bytes);

    const written = await filesUnder(env.DATA_DIR ?? "");
    expect(written).toHaveLength(storeName === "local disk" ? 1 : 0);
  });
});
