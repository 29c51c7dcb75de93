import { useState } from "react";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { adminSend } from "./admin-api";

type Done = { tone: "success" | "error"; text: string };

/** The post's cover: what it is now, a new upload (JPEG, PNG or WebP up to 5 MB) with its alt text, or none. */
export function BlogCoverForm({
  post,
  onDone,
}: {
  post: { id: number; coverImage: string | null; coverAlt: string | null };
  onDone: (done: Done) => Promise<void>;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function upload(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    const result = await adminSend("POST", `/api/admin/blog/${post.id}/cover`, new FormData(form));
    setBusy(false);
    setErrors(result.ok ? {} : result.fields);
    if (result.ok) form.reset();
    await onDone(
      result.ok
        ? { tone: "success", text: "The new cover is saved." }
        : { tone: "error", text: result.message },
    );
  }

  async function remove() {
    const result = await adminSend("POST", `/api/admin/blog/${post.id}/cover/removal`, {});
    await onDone(
      result.ok
        ? { tone: "success", text: "The cover is removed." }
        : { tone: "error", text: result.message },
    );
  }

  return (
    <section aria-labelledby="cover-heading" className="mt-10 max-w-3xl">
      <h2 id="cover-heading" className="font-semibold text-lg text-slate-900">
        Cover image
      </h2>
      {post.coverImage ? (
        <div className="mt-3">
          <img
            src={post.coverImage}
            alt={post.coverAlt ?? ""}
            width={1200}
            height={630}
            className="aspect-[40/21] w-full max-w-md rounded-md border border-slate-200 bg-brand-50 object-cover"
          />
          <Button type="button" variant="outline" className="mt-2" onClick={remove}>
            Remove cover
          </Button>
        </div>
      ) : (
        <p className="mt-2 text-slate-600 text-sm">No cover: the post is shown without an image.</p>
      )}
      <form onSubmit={upload} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          id="cover-file"
          label="New cover (JPEG, PNG or WebP, up to 5 MB; 1200×630 fits best)"
          error={errors.file}
          name="file"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          required
        />
        <TextField
          id="cover-alt"
          label="What the cover shows (alt text)"
          error={errors.coverAlt}
          name="coverAlt"
          required
          maxLength={300}
        />
        <div className="sm:col-span-2">
          <SubmitButton pending={busy} pendingLabel="Uploading…">
            Upload cover
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
