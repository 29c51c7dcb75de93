import { ArrowRightIcon, FileTextIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { BRAND } from "../../../common/brand";

/** The pitch and the two ways in: build a resume or browse jobs. */
export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-20 text-center sm:px-6 sm:py-28 lg:px-8">
        <h1
          id="hero-heading"
          className="mx-auto max-w-3xl font-bold text-4xl text-slate-900 tracking-tight sm:text-5xl lg:text-6xl"
        >
          Connect With Top Talent &amp; Opportunities
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
          AI-driven staffing and recruitment from Miami and Fort Lauderdale, helping Florida employers and job
          seekers find the right fit since {BRAND.founded}.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/resume-builder">
              <FileTextIcon aria-hidden="true" />
              Build Your Resume
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/jobs">
              Browse Jobs
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
