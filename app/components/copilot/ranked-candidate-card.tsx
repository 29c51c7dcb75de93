import type { ReactNode } from "react";
import { type AnonymisedCandidate, MATCHING_LEVEL_LABELS } from "../../../common/matching";

/** "12 years · Senior": what the resume says of experience, or nothing when it says neither. */
export function experienceOf(candidate: Pick<AnonymisedCandidate, "yearsOfExperience" | "level">): string {
  return [
    candidate.yearsOfExperience !== null ? `${candidate.yearsOfExperience} years` : null,
    candidate.level ? MATCHING_LEVEL_LABELS[candidate.level] : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

function SkillList({ candidate }: { candidate: AnonymisedCandidate }) {
  if (candidate.matchedSkills.length === 0 && candidate.missingSkills.length === 0) return null;
  return (
    <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
      <div className="min-w-0">
        <dt className="font-semibold text-slate-900">Skills shown</dt>
        <dd>
          {candidate.matchedSkills.length > 0 ? (
            <ul className="list-disc break-words pl-5 text-slate-700">
              {candidate.matchedSkills.map((skill) => (
                <li key={`${skill.requirement}-${skill.skill}`}>
                  {skill.skill}
                  <span className="text-slate-600"> — “{skill.evidence}”</span>
                </li>
              ))}
            </ul>
          ) : (
            <span className="text-slate-600">None of the listed skills</span>
          )}
        </dd>
      </div>
      <div className="min-w-0">
        <dt className="font-semibold text-slate-900">Skills not found</dt>
        <dd className="break-words text-slate-700">
          {candidate.missingSkills.length > 0
            ? candidate.missingSkills.map((skill) => skill.skill).join(", ")
            : "None"}
        </dd>
      </div>
    </dl>
  );
}

/**
 * One ranked candidate (the demo's sample pool, a client's order): rank and `title`, the score, the
 * `subtitle` and `summary`, the points of every weighted criterion with its reason (folded unless
 * `criteriaOpen`), and the skills matched (with the resume line) and missing. `children` follow:
 * the client's badges, identity and actions.
 */
export function RankedCandidateCard({
  candidate,
  title,
  subtitle,
  summary,
  criteriaOpen = false,
  children,
}: {
  candidate: AnonymisedCandidate;
  title: string;
  subtitle?: ReactNode;
  summary?: ReactNode;
  criteriaOpen?: boolean;
  children?: ReactNode;
}) {
  const headingId = `candidate-${candidate.ref}`;
  return (
    <article
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="break-words font-semibold text-lg text-slate-900">
          {candidate.rank}. {title}
        </h3>
        <p className="font-bold text-brand-800">Score {candidate.score} / 100</p>
      </div>
      {subtitle ? <p className="break-words text-slate-600 text-sm">{subtitle}</p> : null}
      {summary ? <p className="mt-3 text-slate-800">{summary}</p> : null}
      <details className="mt-3" open={criteriaOpen}>
        <summary className="cursor-pointer rounded-sm font-semibold text-brand-700 text-sm hover:text-brand-800">
          Points by criterion
        </summary>
        <ul className="mt-2 space-y-1 break-words text-slate-700 text-sm">
          {candidate.criteria
            .filter((criterion) => criterion.weight > 0)
            .map((criterion) => (
              <li key={criterion.criterion}>
                <span className="font-medium text-slate-900">
                  {criterion.label}: {criterion.points} of {criterion.maxPoints}
                </span>{" "}
                — {criterion.reason}
              </li>
            ))}
        </ul>
      </details>
      <SkillList candidate={candidate} />
      {children}
    </article>
  );
}
