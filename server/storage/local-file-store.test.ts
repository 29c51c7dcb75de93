import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalFileStore } from "./local-file-store";
import { newStorageKey } from "./storage-key";

let rootDir = "";
let store: LocalFileStore;

beforeAll(async () => {
  rootDir = await mkdtemp(path.join(os.tmpdir(), "staffing-file-store-"));
  store = new LocalFileStore(rootDir);
});
afterAll(() => rm(rootDir, { recursive: true, force: true }));

async function filesUnderRoot() {
  const entries = await readdir(rootDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe("LocalFileStore", () => {
  it("leaves no partial file behind when the incoming stream fails", async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error("connection lost"));
      },
    });
    await expect(store.put("2025/03/broken", failing)).rejects.toThrow("connection lost");
    expect(await filesUnderRoot()).toEqual([]);
  });
});

describe("newStorageKey", () => {
  it("is year/month/uuid in UTC and never the same twice", () => {
    const now = new Date("2025-12-31T23:30:00-05:00");
    expect(newStorageKey(now)).toMatch(
      /^2026\/01\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(newStorageKey(now)).not.toBe(newStorageKey(now));
  });
});
