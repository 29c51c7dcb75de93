import { Link } from "react-router";
import { SquareBulletList } from "~/components/marketing/square-bullet-list";
import { ResumeBuilder } from "~/components/resume-builder/resume-builder";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { useHydrated } from "~/lib/use-hydrated";
import type { Route } from "./+types/resume-builder";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Free Resume Builder",
    description:
      "Write your resume in the browser with a live preview, four ATS-friendly templates and resume checks, then download it as PDF, DOCX or JSON Resume, or apply to our jobs with it.",
    path: "/resume-builder",
    appUrl: appUrlFrom(matches),
  });
}

const WHAT_YOU_GET = [
  "Start from your current PDF or Word resume, a JSON Resume file, or an example for your role.",
  "See every page as it will print, in four templates applicant tracking systems read well.",
  "Your work is saved in this browser as you type; nothing is sent anywhere until you download or save it.",
];

/**
 * The builder works on this browser's draft (localStorage), so the server renders the page's frame
 * and introduction and the editor mounts once the page runs in the browser. Its code (dnd-kit, the
 * layout engine, the fonts) is this route's own: no other page loads it (ADR 0003).
 */
export default function ResumeBuilderPage() {
  const inBrowser = useHydrated();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-10 pb-6 sm:px-6 lg:px-8">
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">For job seekers</p>
          <h1 className="mt-2 text-balance font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
            Resume builder
          </h1>
          <div className="mt-4 max-w-3xl text-base text-slate-700 leading-7">
            <p>Build a clear, professional resume in minutes, free.</p>
            <SquareBulletList items={WHAT_YOU_GET} />
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        {inBrowser ? (
          <ResumeBuilder />
        ) : (
          <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
            The editor opens here once the page has loaded; it needs JavaScript. Without it, you can still{" "}
            <Link to="/upload-resume" className="font-semibold text-brand-800 underline underline-offset-2">
              send us your resume
            </Link>{" "}
            or{" "}
            <Link to="/jobs" className="font-semibold text-brand-800 underline underline-offset-2">
              browse our jobs
            </Link>
            .
          </p>
        )}
      </div>
    </>
  );
}
