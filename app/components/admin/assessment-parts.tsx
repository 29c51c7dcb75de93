import { NavLink } from "react-router";
import { cn } from "~/lib/utils";
import {
  ATTEMPT_STATUS_LABELS,
  type AttemptStatus,
  type StaffAssessment,
  type StaffAttemptRow,
} from "../../../common/assessments";

/**
 * The assessments console's pages as tabs: the sittings, the accommodations, and each assessment's
 * question bank. The current one is marked for screen readers (aria-current) as well as drawn.
 */
export function AssessmentTabs({ assessments }: { assessments: Pick<StaffAssessment, "id" | "title">[] }) {
  const tabs = [
    { to: "/admin/assessments", label: "Sittings", end: true },
    { to: "/admin/assessments/accommodations", label: "Accommodations", end: true },
    ...assessments.map((assessment) => ({
      to: `/admin/assessments/${assessment.id}/items`,
      label: `Question bank: ${assessment.title}`,
      end: false,
    })),
  ];
  return (
    <nav aria-label="Assessment pages" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                cn(
                  "block rounded-md border px-3 py-2 font-medium text-sm focus-visible:outline-2 focus-visible:outline-ocean-700",
                  isActive
                    ? "border-ocean-700 bg-ocean-700 text-white"
                    : "border-slate-300 bg-white text-slate-900 hover:border-ocean-700",
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The candidate's name when the sitting belongs to an account, else the visitor's email. */
export const personOf = (person: StaffAttemptRow["person"]) => person.name ?? person.email;

/** "Passed", "Not passed", or a dash while there is no result (or the sitting was reset). */
export function passLabel(row: Pick<StaffAttemptRow, "passed" | "reset">): string {
  if (row.reset || row.passed === null) return "—";
  return row.passed ? "Passed" : "Not passed";
}

const STATUS_TONES: Record<AttemptStatus, string> = {
  in_progress: "border-ocean-700/40 bg-cyan-50 text-slate-900",
  submitted: "border-green-700/40 bg-green-50 text-green-900",
  timed_out: "border-amber-700/40 bg-amber-50 text-amber-900",
};

/** The status in words (the colour only repeats them), and "Reset" when staff reset the sitting. */
export function AttemptStatusBadge({ row }: { row: Pick<StaffAttemptRow, "status" | "reset"> }) {
  const badge = "inline-block rounded border px-2 py-0.5 font-medium text-xs";
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className={cn(badge, STATUS_TONES[row.status])}>{ATTEMPT_STATUS_LABELS[row.status]}</span>
      {row.reset ? (
        <span className={cn(badge, "border-slate-400 bg-slate-100 text-slate-800")}>Reset</span>
      ) : null}
    </span>
  );
}

/** "1 min 35 s", "40 s": the time a person spent on a question. */
export function durationLabel(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes > 0 ? `${minutes} min ${rest} s` : `${rest} s`;
}

/** "62%" of a 0–1 share, or a dash before there is one. */
export const shareLabel = (share: number | null) => (share === null ? "—" : `${Math.round(share * 100)}%`);

/** Fewer sittings than this say too little about an item to call it bad. */
export const REVIEW_MIN_ATTEMPTS = 5;

/**
 * Why an item looks bad from how often it is answered right (its p-value), or null: almost nobody
 * gets it (a wrong key or a confusing wording) or almost everybody does (it tells no one apart).
 */
export function itemReview(statistic: { attempts: number; pValue: number | null }): string | null {
  if (statistic.pValue === null || statistic.attempts < REVIEW_MIN_ATTEMPTS) return null;
  if (statistic.pValue < 0.2) return "Very hard: check the answer key and the wording";
  if (statistic.pValue > 0.95) return "Very easy: it tells candidates apart very little";
  return null;
}
