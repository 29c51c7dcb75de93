import { ArrowRightIcon, FileTextIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { BRAND } from "../../../common/brand";

export function meta() {
  return [
    { title: `${BRAND.name} | Connect With Top Talent & Opportunities` },
    {
      name: "description",
      content: `${BRAND.name} is an AI-driven staffing and recruitment agency in Miami and Fort Lauderdale, Florida, connecting employers and job seekers since ${BRAND.founded}.`,
    },
  ];
}

export default function Home() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-20 text-center sm:px-6 sm:py-28 lg:px-8">
        <h1 className="mx-auto max-w-3xl font-bold text-4xl text-slate-900 tracking-tight sm:text-5xl lg:text-6xl">
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
