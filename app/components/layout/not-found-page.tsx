import { BriefcaseIcon, HouseIcon, SearchXIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** SPEC §2/§8: what an unknown address shows (the response status is 404). */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <SearchXIcon aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
        404 Page Not Found
      </h1>
      <p className="mt-4 text-lg text-slate-600">
        Sorry, we couldn&apos;t find the page you&apos;re looking for. It may have moved, or the address may
        be mistyped.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/">
            <HouseIcon aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/jobs">
            <BriefcaseIcon aria-hidden="true" />
            Browse Jobs
          </Link>
        </Button>
      </div>
    </section>
  );
}
