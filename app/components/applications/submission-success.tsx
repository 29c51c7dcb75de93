import { CircleCheckIcon } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";

/** Replaces a form once it went through; the heading takes the focus so screen readers hear it. */
export function SubmissionSuccess({ heading, children }: { heading: string; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="rounded-2xl border border-emerald-300 bg-emerald-50 p-6 text-emerald-950 sm:p-8">
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 font-semibold text-xl focus:outline-none"
      >
        <CircleCheckIcon aria-hidden="true" className="size-6 shrink-0 text-emerald-700" />
        {heading}
      </h2>
      <div className="mt-3 space-y-3 leading-7">{children}</div>
      <p className="mt-5 flex flex-wrap gap-x-6 gap-y-2">
        <Link to="/jobs" className="font-medium text-emerald-900 underline underline-offset-4">
          Browse open jobs
        </Link>
        <Link to="/" className="font-medium text-emerald-900 underline underline-offset-4">
          Back to the home page
        </Link>
      </p>
    </div>
  );
}
