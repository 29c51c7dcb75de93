import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/** A grey placeholder block; the pulse stops for people who prefer reduced motion. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      className={cn("animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none", className)}
      {...props}
    />
  );
}
