import { DownloadIcon } from "lucide-react";
import { memo, useState } from "react";
import { saveBlobAs } from "~/components/candidate/api-download";
import { Button } from "~/components/ui/button";
import { apiRequest } from "~/lib/api-client";
import { serverErrorMessage } from "~/lib/api-errors";
import { toast } from "~/lib/use-toast";
import { resumePlainText, toJsonResume } from "../../../common/resume-builder";
import type { ResumeDocument } from "../../../common/resume-document";
import type { ResumeExportFormat } from "../../../common/saved-resumes";

/** "Maria Gonzalez - Resume", as the server names the PDF and DOCX. */
export function exportFileBase(doc: ResumeDocument): string {
  const name = doc.contact.fullName.replace(/[\\/:*?"<>|]+/g, " ").trim();
  return name ? `${name} - Resume` : "Resume";
}

/** The file name the server gave (Content-Disposition), or ours. */
function attachmentName(response: Response, fallback: string): string {
  const header = response.headers.get("Content-Disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/**
 * PDF and DOCX are made by the server from the document sent with the click; JSON Resume and plain
 * text are made here, so they never leave the browser.
 */
export const ExportMenu = memo(function ExportMenu({
  currentDocument,
}: {
  currentDocument: () => ResumeDocument;
}) {
  const [exporting, setExporting] = useState<ResumeExportFormat | null>(null);

  async function exportFromServer(format: ResumeExportFormat) {
    setExporting(format);
    const doc = currentDocument();
    try {
      const response = await apiRequest("POST", `/api/resume-builder/export?format=${format}`, {
        document: doc,
      });
      saveBlobAs(await response.blob(), attachmentName(response, `${exportFileBase(doc)}.${format}`));
    } catch (error) {
      toast({
        variant: "destructive",
        title: `The ${format.toUpperCase()} could not be made`,
        description:
          serverErrorMessage(error) ??
          "Please try again in a moment. Your resume is still saved in this browser.",
      });
    } finally {
      setExporting(null);
    }
  }

  function exportHere(kind: "json" | "txt") {
    const doc = currentDocument();
    const [body, type] =
      kind === "json"
        ? [`${JSON.stringify(toJsonResume(doc), null, 2)}\n`, "application/json"]
        : [resumePlainText(doc), "text/plain;charset=utf-8"];
    saveBlobAs(new Blob([body], { type }), `${exportFileBase(doc)}.${kind}`);
  }

  return (
    <section aria-labelledby="resume-export-heading" className="space-y-3">
      <h2 id="resume-export-heading" className="font-semibold text-lg text-slate-900">
        Download
      </h2>
      <div className="grid grid-cols-2 gap-2">
        <Button
          onClick={() => exportFromServer("pdf")}
          disabled={exporting !== null}
          aria-label="Download PDF"
        >
          <DownloadIcon aria-hidden="true" /> {exporting === "pdf" ? "Making PDF…" : "PDF"}
        </Button>
        <Button
          variant="outline"
          onClick={() => exportFromServer("docx")}
          disabled={exporting !== null}
          aria-label="Download DOCX"
        >
          <DownloadIcon aria-hidden="true" /> {exporting === "docx" ? "Making DOCX…" : "DOCX"}
        </Button>
        <Button variant="outline" onClick={() => exportHere("json")} aria-label="Download JSON Resume">
          <DownloadIcon aria-hidden="true" /> JSON Resume
        </Button>
        <Button variant="outline" onClick={() => exportHere("txt")} aria-label="Download plain text">
          <DownloadIcon aria-hidden="true" /> Plain text
        </Button>
      </div>
      <p className="text-slate-600 text-xs">PDF and DOCX are made on our server and not kept there.</p>
    </section>
  );
});
