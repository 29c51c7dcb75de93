import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
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
  it("stores, reads back and deletes bytes under a key", async () => {
    await store.put("2025/03/abc-123", Readable.from([Buffer.from("hello "), Buffer.from("world")]));
    expect(await text(store.get("2025/03/abc-123"))).toBe("hello world");
    await store.delete("2025/03/abc-123");
    await expect(text(store.get("2025/03/abc-123"))).rejects.toMatchObject({ code: "ENOENT" });
    await expect(store.delete("2025/03/abc-123")).resolves.toBeUndefined();
  });

  it("leaves nothing behind when the incoming stream fails", async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error("connection lost"));
      },
    });
    await expect(store.put("2025/03/broken", failing)).rejects.toThrow("connection lost");
    expect(await filesUnderRoot()).not.toContainEqual(expect.stringContaining("broken"));
  });

  it.each(["../outside", "2025/../../etc/passwd", "/etc/passwd", "a/./b", "name.pdf", "a//b", "", "a\\b"])(
    "refuses the key %j",
    async (key) => {
      await expect(store.put(key, Readable.from([Buffer.from("x")]))).rejects.toThrow("Invalid storage key");
      expect(() => store.get(key)).toThrow("Invalid storage key");
      await expect(store.delete(key)).rejects.toThrow("Invalid storage key");
    },
  );
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
