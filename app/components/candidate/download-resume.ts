import { apiRequest } from "~/lib/api-client";
import { serverErrorMessage } from "~/lib/api-errors";
import { toast } from "~/lib/use-toast";

/**
 * The resume needs the bearer token, so a plain link cannot fetch it: the file comes through the API
 * client and is handed to the browser as a download.
 */
export async function downloadResume(fileName: string): Promise<void> {
  try {
    const response = await apiRequest("GET", "/api/candidates/resume");
    const url = URL.createObjectURL(await response.blob());
    const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    toast({
      variant: "destructive",
      title: "Download failed",
      description: serverErrorMessage(error) ?? "We could not download your resume. Please try again.",
    });
  }
}
