import { useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { adminSend } from "~/components/admin/admin-api";
import { BlogCoverForm } from "~/components/admin/blog-cover-form";
import { fieldsOf } from "~/components/admin/form-controls";
import { MarkdownField } from "~/components/admin/markdown-field";
import { RecordForm } from "~/components/admin/record-form-parts";
import { PageTitle } from "~/components/admin/table-controls";
import { TextareaField, TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { loadAdminRecord } from "~/lib/admin-guard.server";
import { type AdminBlogPost, getAdminBlogPost } from "../../../server/modules/blog";
import type { Route } from "./+types/blog-edit";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadAdminRecord(request, async () => ({
    post: params.id ? await getAdminBlogPost(params.id) : null,
  }));
}

type Message = { tone: "success" | "error"; text: string };

/** "Five Resume Fixes (2027)!" → "five-resume-fixes-2027". */
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120);

/** Create (/admin/blog/new, saved as a draft) or edit a post: Markdown body with a preview, publish, cover. */
export default function AdminBlogEdit({ loaderData }: Route.ComponentProps) {
  const post: AdminBlogPost | null = loaderData.post;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<Message | null>(null);
  const [saving, setSaving] = useState(false);
  const [body, setBody] = useState(post?.body ?? "");
  const [slug, setSlug] = useState(post?.slug ?? "");
  const [slugEdited, setSlugEdited] = useState(Boolean(post));

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    const values = {
      title: text("title"),
      slug,
      excerpt: text("excerpt"),
      authorName: text("authorName"),
      category: text("category"),
      tags: text("tags")
        .split(",")
        .map((tag) => tag.trim())
        .filter(Boolean),
      body,
      ...(post?.coverImage ? { coverAlt: text("coverAlt") } : {}),
    };
    setSaving(true);
    const result = post
      ? await adminSend<AdminBlogPost>("PUT", `/api/admin/blog/${post.id}`, values)
      : await adminSend<AdminBlogPost>("POST", "/api/admin/blog", values);
    setSaving(false);
    setErrors(result.ok ? {} : result.fields);
    if (!result.ok) return setMessage({ tone: "error", text: result.message });
    if (!post) return navigate(`/admin/blog/${result.data.id}`);
    setMessage({ tone: "success", text: "Saved." });
    await revalidator.revalidate();
  }

  async function setStatus(status: "published" | "draft") {
    if (!post) return;
    const result = await adminSend("POST", `/api/admin/blog/${post.id}/status`, { status });
    setMessage(
      result.ok
        ? {
            tone: "success",
            text: status === "published" ? "Published: the post is on /blog now." : "Back to draft.",
          }
        : { tone: "error", text: result.message },
    );
    await revalidator.revalidate();
  }

  const field = fieldsOf("post", errors);

  return (
    <>
      <PageTitle>{post ? `Edit post: ${post.title}` : "New post"}</PageTitle>
      <div className="mb-4 flex flex-wrap items-center gap-3 text-slate-600 text-sm">
        <Link to="/admin/blog" className="underline">
          Back to posts
        </Link>
        {post ? (
          <>
            <span>Status: {post.status === "published" ? "Published" : "Draft"}</span>
            {post.status === "draft" ? (
              <Button type="button" onClick={() => setStatus("published")}>
                Publish
              </Button>
            ) : (
              <>
                <Button type="button" variant="outline" onClick={() => setStatus("draft")}>
                  Unpublish
                </Button>
                <a href={`/blog/${post.slug}`} className="underline">
                  View on the site
                </a>
              </>
            )}
          </>
        ) : (
          <span>A new post is saved as a draft; publish it once it is ready.</span>
        )}
      </div>
      {message ? (
        <Notice tone={message.tone} className="mb-4">
          {message.text}
        </Notice>
      ) : null}
      <RecordForm onSubmit={save} saving={saving} submitLabel={post ? "Save changes" : "Create draft"}>
        <TextField
          {...field("title")}
          label="Title"
          className="sm:col-span-2"
          defaultValue={post?.title}
          required
          maxLength={200}
          onChange={(event) => {
            if (!slugEdited) setSlug(slugOf(event.target.value));
          }}
        />
        <TextField
          {...field("slug")}
          label="Slug (the address: /blog/slug)"
          className="sm:col-span-2"
          value={slug}
          onChange={(event) => {
            setSlug(event.target.value);
            setSlugEdited(true);
          }}
          required
          maxLength={120}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
        />
        <TextareaField
          {...field("excerpt")}
          label="Excerpt (shown in lists)"
          className="sm:col-span-2"
          rows={2}
          defaultValue={post?.excerpt}
          maxLength={500}
        />
        <TextField {...field("authorName")} label="Author" defaultValue={post?.authorName} required />
        <TextField {...field("category")} label="Category" defaultValue={post?.category} required />
        <TextField
          {...field("tags")}
          label="Tags (comma-separated)"
          className="sm:col-span-2"
          defaultValue={post?.tags.join(", ")}
        />
        <MarkdownField
          id="post-body"
          label="Body"
          value={body}
          onChange={setBody}
          error={errors.body}
          rows={16}
          className="sm:col-span-2"
        />
        {post?.coverImage ? (
          <TextField
            {...field("coverAlt")}
            label="Cover description (alt text)"
            className="sm:col-span-2"
            defaultValue={post.coverAlt ?? ""}
            maxLength={300}
          />
        ) : null}
      </RecordForm>
      {post ? (
        <BlogCoverForm
          post={post}
          onDone={async (done) => {
            setMessage(done);
            await revalidator.revalidate();
          }}
        />
      ) : null}
    </>
  );
}
