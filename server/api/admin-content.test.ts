import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { setupAdminTestClient, testAdmin } from "../../tests/support/admin-test-client";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { adminAuditLog, blogPosts, storedFiles, webinarRegistrations, webinars } from "../db/schema";
import { blogCoverFileId, getPublishedPost, listPublishedPosts } from "../modules/blog";
import { listWebinars } from "../modules/webinars";
import { PNG_BYTES, pdfBytes } from "../storage/testing/sample-files";

const dataDir = await mkdtemp(path.join(os.tmpdir(), "staffing-admin-content-"));
const database = setupTestDatabase();
const app = setupTestApp({ DATA_DIR: dataDir });
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const { call } = setupAdminTestClient(database, app, "maria.admin-content@example.com");
const admin = testAdmin;

beforeEach(async () => {
  await database
    .db()
    .execute(sql`TRUNCATE blog_posts, webinars, webinar_registrations, admin_audit_log CASCADE`);
});

const validPost = {
  title: "Five resume fixes for 2027",
  slug: "five-resume-fixes-2027",
  excerpt: "Small changes that get more interviews.",
  body: "## Start with the summary\n\nKeep it **short**.",
  authorName: "Olivia Park",
  category: "Career advice",
  tags: ["Resumes"],
};
const validWebinar = {
  title: "Hiring in a tight market",
  slug: "hiring-tight-market",
  summary: "What works for employers this winter.",
  audience: "employers",
  hostName: "Olivia Park",
  hostTitle: "Director of Recruiting",
  startsAt: "2099-12-03T12:00",
  durationMinutes: "45",
  capacity: "100",
};

async function createPost(values: Record<string, unknown> = {}) {
  const response = await call("admin", "POST", "/api/admin/blog", { ...validPost, ...values });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; slug: string; status: string };
}
async function lastAudit() {
  const [entry] = await database
    .db()
    .select()
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.createdAt))
    .limit(1);
  return entry;
}
/** Uploads a PNG cover to the post; its public address. */
async function uploadPngCover(postId: number): Promise<string> {
  const response = await call(
    "admin",
    "POST",
    `/api/admin/blog/${postId}/cover`,
    coverForm(PNG_BYTES, "cover.png"),
  );
  expect(response.status).toBe(200);
  return (await response.json()).coverImage;
}
/** The stored_files row behind an uploaded cover's address. */
async function storedCover(coverImage: string) {
  const [row] = await database
    .db()
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(eq(storedFiles.id, blogCoverFileId(coverImage) ?? ""));
  return row;
}
function coverForm(bytes: Buffer, name: string, coverAlt = "A recruiter reviewing a resume") {
  const form = new FormData();
  form.set("coverAlt", coverAlt);
  form.set("file", new Blob([new Uint8Array(bytes)]), name);
  return form;
}

describe("who may call the blog and webinar API", () => {
  const endpoints: [string, string, unknown?][] = [
    ["GET", "/api/admin/blog"],
    ["POST", "/api/admin/blog", validPost],
    ["PUT", "/api/admin/blog/1", validPost],
    ["POST", "/api/admin/blog/1/status", { status: "published" }],
    ["POST", "/api/admin/blog/1/cover/removal", {}],
    ["DELETE", "/api/admin/blog/1"],
    ["DELETE", "/api/admin/webinars/1"],
    ["GET", "/api/admin/webinars"],
    ["POST", "/api/admin/webinars", validWebinar],
    ["GET", "/api/admin/webinars/1/registrants"],
    ["GET", "/api/admin/webinars/1/registrants.csv"],
  ];
  it.each(endpoints)("%s %s: 401 anonymous, 403 with a candidate's token", async (method, urlPath, body) => {
    expect((await call("anonymous", method, urlPath, body)).status).toBe(401);
    expect((await call("candidate", method, urlPath, body)).status).toBe(403);
  });
});

describe("blog posts", () => {
  it("creates a draft that the public blog does not show, then publishes it there", async () => {
    const post = await createPost();
    expect(post.status).toBe("draft");
    await expect(getPublishedPost(post.slug)).rejects.toThrow("couldn't find");
    expect((await listPublishedPosts({})).posts).toHaveLength(0);

    const published = await call("admin", "POST", `/api/admin/blog/${post.id}/status`, {
      status: "published",
    });
    expect(published.status).toBe(200);
    expect((await getPublishedPost(post.slug)).title).toBe(validPost.title);
    expect((await listPublishedPosts({})).posts.map((p) => p.slug)).toEqual([post.slug]);
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      action: "blog_post.published",
      entityId: String(post.id),
      actorEmail: admin.email,
    });
    expect(audit?.before).toMatchObject({ status: "draft" });
    expect(audit?.after).toMatchObject({ status: "published" });

    await call("admin", "POST", `/api/admin/blog/${post.id}/status`, { status: "draft" });
    await expect(getPublishedPost(post.slug)).rejects.toThrow("couldn't find");
    expect((await lastAudit())?.action).toBe("blog_post.unpublished");
  });

  it("lists, searches and sorts posts for the console", async () => {
    await createPost();
    await createPost({ title: "Interview questions nurses hear", slug: "nurse-interview-questions" });
    const all = await (await call("admin", "GET", "/api/admin/blog?sort=title&dir=asc")).json();
    expect(all.rows.map((row: { slug: string }) => row.slug)).toEqual([
      "five-resume-fixes-2027",
      "nurse-interview-questions",
    ]);
    const found = await (await call("admin", "GET", "/api/admin/blog?q=nurse")).json();
    expect(found).toMatchObject({ total: 1, rows: [{ slug: "nurse-interview-questions" }] });
  });

  it("refuses bad input with a message per field", async () => {
    const empty = await call("admin", "POST", "/api/admin/blog", {
      ...validPost,
      title: " ",
      slug: "Not a Slug!",
    });
    expect(empty.status).toBe(400);
    const { fields } = await empty.json();
    expect(fields.title).toBe("Title is required.");
    expect(fields.slug).toMatch(/lower-case letters/);
  });

  it("refuses a duplicate slug on create and on edit with 400 on the slug", async () => {
    const first = await createPost();
    const duplicate = await call("admin", "POST", "/api/admin/blog", validPost);
    expect(duplicate.status).toBe(400);
    expect((await duplicate.json()).fields.slug).toMatch(/already uses this slug/);

    const second = await createPost({ slug: "another-post" });
    const edit = await call("admin", "PUT", `/api/admin/blog/${second.id}`, {
      ...validPost,
      slug: first.slug,
    });
    expect(edit.status).toBe(400);
    expect((await edit.json()).fields.slug).toMatch(/already uses this slug/);
  });

  it("edits a post with the change audited before and after", async () => {
    const post = await createPost();
    const response = await call("admin", "PUT", `/api/admin/blog/${post.id}`, {
      ...validPost,
      title: "Six resume fixes",
    });
    expect(response.status).toBe(200);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: "blog_post.updated", entityType: "blog_post" });
    expect(audit?.before).toMatchObject({ title: validPost.title });
    expect(audit?.after).toMatchObject({ title: "Six resume fixes" });
    expect((await call("admin", "GET", "/api/admin/blog/999999")).status).toBe(404);
    expect((await call("admin", "GET", "/api/admin/blog/not-an-id")).status).toBe(404);
  });

  it("takes a PNG cover, serves it at its public address and shows it on the published post", async () => {
    const post = await createPost();
    const response = await call(
      "admin",
      "POST",
      `/api/admin/blog/${post.id}/cover`,
      coverForm(PNG_BYTES, "cover.png"),
    );
    expect(response.status).toBe(200);
    const { coverImage, coverAlt } = await response.json();
    expect(coverImage).toMatch(/^\/blog\/cover-[0-9a-f-]{36}\.png$/);
    expect(coverAlt).toBe("A recruiter reviewing a resume");
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: "blog_post.cover_changed" });
    expect(audit?.before).toMatchObject({ coverImage: null });
    expect(audit?.after).toMatchObject({ coverImage });

    const image = await fetch(`${app.url}${coverImage}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG_BYTES)).toBe(true);

    await call("admin", "POST", `/api/admin/blog/${post.id}/status`, { status: "published" });
    expect(await getPublishedPost(post.slug)).toMatchObject({ coverImage, coverAlt });

    const removed = await call("admin", "POST", `/api/admin/blog/${post.id}/cover/removal`, {});
    expect((await removed.json()).coverImage).toBeNull();
    expect((await lastAudit())?.action).toBe("blog_post.cover_removed");
  });

  it("refuses a PDF renamed .png with 415 and a cover without a description with 400", async () => {
    const post = await createPost();
    const pdf = await call(
      "admin",
      "POST",
      `/api/admin/blog/${post.id}/cover`,
      coverForm(pdfBytes(), "cover.png"),
    );
    expect(pdf.status).toBe(415);
    expect((await pdf.json()).error).toBe("Upload a JPEG, PNG or WebP file.");
    const noAlt = await call(
      "admin",
      "POST",
      `/api/admin/blog/${post.id}/cover`,
      coverForm(PNG_BYTES, "c.png", " "),
    );
    expect(noAlt.status).toBe(400);
    expect((await noAlt.json()).fields.coverAlt).toBe("Cover description is required.");
    const [row] = await database.db().select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row?.coverImage).toBeNull();
  });

  it("takes a WebP cover and refuses one over 5 MB with 413", async () => {
    const post = await createPost();
    // RIFF header, "WEBP", a VP8L chunk: enough for detection by content.
    const webp = Buffer.concat([
      Buffer.from("RIFF"),
      Buffer.from([0x1a, 0, 0, 0]),
      Buffer.from("WEBPVP8L"),
      Buffer.from([0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0]),
    ]);
    const ok = await call("admin", "POST", `/api/admin/blog/${post.id}/cover`, coverForm(webp, "cover.webp"));
    expect(ok.status).toBe(200);
    expect((await ok.json()).coverImage).toMatch(/\.webp$/);
    const huge = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await call(
      "admin",
      "POST",
      `/api/admin/blog/${post.id}/cover`,
      coverForm(huge, "big.png"),
    );
    expect(tooBig.status).toBe(413);
  });

  it("deletes a replaced or removed cover's stored file once the change has committed", async () => {
    const post = await createPost();
    const first = await uploadPngCover(post.id);
    const second = await uploadPngCover(post.id);
    expect((await fetch(`${app.url}${first}`)).status).toBe(404);
    expect((await fetch(`${app.url}${second}`)).status).toBe(200);
    expect(await storedCover(first)).toBeUndefined();
    expect(await storedCover(second)).toBeDefined();

    await call("admin", "POST", `/api/admin/blog/${post.id}/cover/removal`, {});
    expect((await fetch(`${app.url}${second}`)).status).toBe(404);
    expect(await storedCover(second)).toBeUndefined();
  });

  it("deletes a post: gone from the blog, audited with the post as it was, its cover file deleted", async () => {
    const post = await createPost();
    const coverImage = await uploadPngCover(post.id);
    await call("admin", "POST", `/api/admin/blog/${post.id}/status`, { status: "published" });

    const deleted = await call("admin", "DELETE", `/api/admin/blog/${post.id}`);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: true, id: post.id });
    await expect(getPublishedPost(post.slug)).rejects.toThrow("couldn't find");
    expect((await call("admin", "GET", `/api/admin/blog/${post.id}`)).status).toBe(404);
    expect((await fetch(`${app.url}${coverImage}`)).status).toBe(404);
    expect(await storedCover(coverImage)).toBeUndefined();
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      action: "blog_post.deleted",
      entityType: "blog_post",
      entityId: String(post.id),
      actorEmail: admin.email,
      after: null,
    });
    expect(audit?.before).toMatchObject({ title: validPost.title, status: "published", coverImage });

    expect((await call("admin", "DELETE", `/api/admin/blog/${post.id}`)).status).toBe(404);
    expect((await call("admin", "DELETE", "/api/admin/blog/not-an-id")).status).toBe(404);
  });

  it("does not serve other stored files at a cover's address", async () => {
    const response = await fetch(`${app.url}/blog/cover-00000000-0000-4000-8000-000000000000.png`);
    expect(response.status).toBe(404);
  });
});

describe("webinars", () => {
  async function createWebinar(values: Record<string, unknown> = {}) {
    const response = await call("admin", "POST", "/api/admin/webinars", { ...validWebinar, ...values });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: number; slug: string; startsAt: string };
  }

  it("creates a webinar on New York time, shown on /webinars at once and audited", async () => {
    const webinar = await createWebinar();
    expect(webinar.startsAt).toBe("2099-12-03T17:00:00.000Z");
    const listed = await listWebinars();
    expect(listed.upcoming.map((w) => w.slug)).toEqual([validWebinar.slug]);
    expect(listed.upcoming[0]?.schedule.time).toBe("12:00 PM – 12:45 PM EST");
    expect(await lastAudit()).toMatchObject({ action: "webinar.created", entityId: String(webinar.id) });

    const edited = await call("admin", "PUT", `/api/admin/webinars/${webinar.id}`, {
      ...validWebinar,
      status: "cancelled",
    });
    expect(edited.status).toBe(200);
    expect((await listWebinars()).upcoming[0]?.closedReason).toBe("cancelled");
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: "webinar.updated" });
    expect(audit?.before).toMatchObject({ status: "scheduled" });
    expect(audit?.after).toMatchObject({ status: "cancelled" });
  });

  it("refuses bad input with a message per field", async () => {
    const response = await call("admin", "POST", "/api/admin/webinars", {
      ...validWebinar,
      title: "",
      slug: "bad slug",
      startsAt: "2099-02-30T10:00",
      durationMinutes: "0",
      capacity: "-3",
    });
    expect(response.status).toBe(400);
    const { fields } = await response.json();
    expect(Object.keys(fields).sort()).toEqual(["capacity", "durationMinutes", "slug", "startsAt", "title"]);
    await createWebinar();
    const duplicate = await call("admin", "POST", "/api/admin/webinars", validWebinar);
    expect(duplicate.status).toBe(400);
    expect((await duplicate.json()).fields.slug).toMatch(/already uses this slug/);
  });

  it("lists registrants and exports them as CSV with formulas made harmless", async () => {
    const webinar = await createWebinar();
    await database
      .db()
      .insert(webinarRegistrations)
      .values([
        {
          webinarId: webinar.id,
          name: '=HYPERLINK("http://evil")',
          email: "a@example.com",
          company: "+Acme, Inc.",
        },
        { webinarId: webinar.id, name: "Dana Cole", email: "dana@example.com", company: null },
      ]);
    const list = await (await call("admin", "GET", `/api/admin/webinars/${webinar.id}/registrants`)).json();
    expect(list).toMatchObject({ total: 2, webinar: { slug: validWebinar.slug, registered: 2 } });

    const csv = await call("admin", "GET", `/api/admin/webinars/${webinar.id}/registrants.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe(
      'attachment; filename="hiring-tight-market-registrants.csv"',
    );
    const lines = (await csv.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("name,email,company,registered_at");
    expect(lines.slice(1).sort()).toEqual([
      expect.stringMatching(/^"'=HYPERLINK\(""http:\/\/evil""\)",a@example\.com,"'\+Acme, Inc\.",\d{4}-/),
      expect.stringMatching(/^Dana Cole,dana@example\.com,,\d{4}-/),
    ]);

    const lower = await call("admin", "PUT", `/api/admin/webinars/${webinar.id}`, {
      ...validWebinar,
      capacity: "1",
    });
    expect(lower.status).toBe(400);
    expect((await lower.json()).fields.capacity).toMatch(/2 people have registered/);
    const [row] = await database.db().select().from(webinars).where(eq(webinars.id, webinar.id));
    expect(row?.capacity).toBe(100);
  });

  it("deletes a webinar nobody registered for, audited with it as it was", async () => {
    const webinar = await createWebinar();
    const deleted = await call("admin", "DELETE", `/api/admin/webinars/${webinar.id}`);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: true, id: webinar.id });
    expect((await listWebinars()).upcoming).toHaveLength(0);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: "webinar.deleted", entityId: String(webinar.id), after: null });
    expect(audit?.before).toMatchObject({ slug: validWebinar.slug, capacity: 100 });
    expect((await call("admin", "DELETE", `/api/admin/webinars/${webinar.id}`)).status).toBe(404);
  });

  it("refuses to delete a webinar with registrants (409: cancel it instead), keeping them", async () => {
    const webinar = await createWebinar();
    await database
      .db()
      .insert(webinarRegistrations)
      .values({ webinarId: webinar.id, name: "Dana Cole", email: "dana@example.com" });
    const auditBefore = await lastAudit();
    const refused = await call("admin", "DELETE", `/api/admin/webinars/${webinar.id}`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatch(
      /^People have registered for this webinar.*cancelled instead/,
    );
    expect(await database.db().select().from(webinarRegistrations)).toHaveLength(1);
    expect(await database.db().select().from(webinars)).toHaveLength(1);
    expect((await lastAudit())?.id).toBe(auditBefore?.id);
  });

  it("answers 404 for an unknown webinar", async () => {
    expect((await call("admin", "GET", "/api/admin/webinars/424242/registrants.csv")).status).toBe(404);
    expect((await call("admin", "PUT", "/api/admin/webinars/424242", validWebinar)).status).toBe(404);
  });
});
