import { apiRequest } from "~/lib/api-client";
import { serverErrorMessage } from "~/lib/api-errors";
import { toast } from "~/lib/use-toast";

/**
 * A file the API serves only with the bearer token, so a plain link cannot fetch it: it comes through
 * the API client and is handed to the browser as a download. A failure shows a toast with the
 * server's message, or `failureMessage`.
 */
export async function downloadFromApi(path: string, fileName: string, failureMessage: string): Promise<void> {
  try {
    const response = await apiRequest("GET", path);
    saveBlobAs(await response.blob(), fileName);
  } catch (error) {
    toast({
      variant: "destructive",
      title: "Download failed",
      description: serverErrorMessage(error) ?? failureMessage,
    });
  }
}

/** Hands a file made or fetched by the page to the browser as a download. */
export function saveBlobAs(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
