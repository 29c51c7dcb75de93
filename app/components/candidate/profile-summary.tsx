import { CheckCircle2Icon, FileTextIcon } from "lucide-react";
import type { CandidateProfile } from "../../../common/candidate-options";
import { downloadResume } from "./download-resume";

/** The day in Miami, e.g. "November 22, 2026", so server and browser print the same words. */
const agencyDay = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", dateStyle: "long" });

/** The candidate's account details, as the profile call returned them. */
export function ProfileSummary({ candidate }: { candidate: CandidateProfile }) {
  const rows: { term: string; value: React.ReactNode }[] = [
    { term: "Name", value: `${candidate.firstName} ${candidate.lastName}` },
    {
      term: "Email",
      value: (
        <span className="inline-flex flex-wrap items-center gap-2">
          <span className="break-all">{candidate.email}</span>
          {candidate.emailVerified ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 font-medium text-green-800 text-xs">
              <CheckCircle2Icon aria-hidden="true" className="size-3.5" />
              Verified
            </span>
          ) : null}
        </span>
      ),
    },
    { term: "Phone", value: candidate.phone },
    { term: "Text messages", value: candidate.smsConsent ? "Yes, per the SMS Terms" : "No" },
    {
      term: "Resume",
      value: candidate.resume ? (
        <a
          href="/api/candidates/resume"
          onClick={(event) => {
            event.preventDefault();
            void downloadResume(candidate.resume?.fileName ?? "resume");
          }}
          className="inline-flex items-center gap-1 rounded-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          <FileTextIcon aria-hidden="true" className="size-4" />
          {candidate.resume.fileName}
        </a>
      ) : (
        "None on file"
      ),
    },
    { term: "Member since", value: agencyDay.format(new Date(candidate.createdAt)) },
  ];
  return (
    <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {rows.map(({ term, value }) => (
        <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
          <dt className="font-medium text-slate-600 text-sm">{term}</dt>
          <dd className="text-slate-900 text-sm">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
