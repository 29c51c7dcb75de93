import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { Skeleton } from "~/components/ui/skeleton";
import { serverErrorMessage } from "~/lib/api-errors";

/** A client page's query while it loads, named for assistive technology. */
export function QueryLoading({ what }: { what: string }) {
  return (
    <div aria-busy="true">
      <span className="sr-only">Loading {what}</span>
      <Skeleton className="h-16 w-full" />
    </div>
  );
}

/** A client page's query that failed: the server's words, and a way to try again. */
export function QueryLoadFailed({ what, error, retry }: { what: string; error: unknown; retry: () => void }) {
  return (
    <Notice tone="error" title={`We could not load ${what}`}>
      {serverErrorMessage(error) ?? "Please try again."}
      <Button className="mt-3 block" variant="outline" onClick={retry}>
        Try again
      </Button>
    </Notice>
  );
}
