import { Skeleton } from "~/components/ui/skeleton";

/** What the portal shows while it reads the stored session and checks it with the server. */
export function PortalSkeleton() {
  return (
    <div
      className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[15rem_1fr] lg:px-8 lg:py-12"
      aria-busy="true"
    >
      <p role="status" className="sr-only">
        Loading your account…
      </p>
      <div className="space-y-3">
        <Skeleton className="h-20 w-full rounded-xl" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
      </div>
      <div className="space-y-4">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    </div>
  );
}
