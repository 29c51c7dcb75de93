import { RotateCwIcon, TriangleAlertIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

type ErrorPageProps = {
  /** Technical details, only ever passed in development. */
  details?: string;
};

/** What an unexpected failure shows: a friendly message and a way forward, never a stack trace in production. */
export function ErrorPage({ details }: ErrorPageProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <TriangleAlertIcon aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
        Something went wrong
      </h1>
      <p className="mt-4 text-lg text-slate-600">
        We&apos;re sorry, this page couldn&apos;t be loaded. Please try again in a moment.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={() => window.location.reload()}>
          <RotateCwIcon aria-hidden="true" />
          Try Again
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/" reloadDocument>
            Back to Home
          </Link>
        </Button>
      </div>
      {details ? (
        <pre className="mt-10 max-w-full overflow-x-auto rounded-lg bg-slate-100 p-4 text-left text-slate-800 text-xs">
          {details}
        </pre>
      ) : null}
    </section>
  );
}
