import { CircleSlashIcon, HouseIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

type RequestRefusedPageProps = { status: number; message?: string };

/**
 * What a request the page cannot use shows (a form sent as something else, a broken form, a method
 * the page does not take): a 4xx in words, never "Something went wrong".
 */
export function RequestRefusedPage({ status, message }: RequestRefusedPageProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <CircleSlashIcon aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
        {status} This request couldn&apos;t be processed
      </h1>
      <p className="mt-4 text-lg text-slate-600">
        {message ?? "The page received something it can't use. Please go back and try again."}
      </p>
      <div className="mt-8">
        <Button asChild size="lg">
          <Link to="/" reloadDocument>
            <HouseIcon aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
      </div>
    </section>
  );
}
