import { useEffect, useRef, useState } from "react";
import { TextareaField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { adminSend } from "./admin-api";

/**
 * A Markdown textarea with a preview rendered on the server by server/markdown (the same module
 * as the public pages), so what the admin sees is what the site will show.
 */
export function MarkdownField({
  id,
  label,
  value,
  onChange,
  error,
  rows = 10,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  rows?: number;
  className?: string;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);

  const live = preview !== null;
  const latest = useRef(value);
  latest.current = value;

  async function showPreview() {
    const markdown = latest.current;
    const result = await adminSend<{ html: string }>("POST", "/api/admin/markdown-preview", { markdown });
    if (markdown !== latest.current) return; // typed on meanwhile: the next refresh shows it
    setPreview(result.ok ? result.data.html : null);
    setPreviewError(result.ok ? null : result.message);
  }

  // Once opened, the preview follows the text, half a second after typing stops.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshes on each change of the text
  useEffect(() => {
    if (!live) return;
    const timer = setTimeout(showPreview, 500);
    return () => clearTimeout(timer);
  }, [value]);

  return (
    <div className={className}>
      <TextareaField
        id={id}
        name={id}
        label={`${label} (Markdown)`}
        error={error}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button type="button" variant="outline" onClick={showPreview} className="mt-2">
        {live ? "Refresh preview" : `Preview ${label.toLowerCase()}`}
      </Button>
      {previewError ? (
        <p role="alert" className="mt-2 font-medium text-red-700 text-sm">
          {previewError}
        </p>
      ) : null}
      {preview !== null ? (
        <section
          aria-label={`${label} preview`}
          className="prose mt-3 max-w-none rounded-md border border-slate-200 bg-white p-4"
        >
          {/* Rendered by server/markdown: raw HTML escaped, unsafe links dropped. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized server-rendered Markdown */}
          <div dangerouslySetInnerHTML={{ __html: preview }} />
        </section>
      ) : null}
    </div>
  );
}
