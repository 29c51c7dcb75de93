import { TextField } from "~/components/forms/text-field";
import type { DemoRankedCandidate } from "../../../common/copilot-drafting";
import {
  MATCHING_CRITERIA,
  MATCHING_CRITERION_LABELS,
  MATCHING_LEVEL_LABELS,
  MATCHING_WEIGHT_MAX,
  type MatchingCriterion,
} from "../../../common/matching";

/** What a weight input holds as typed: a number, or the text until it is one. */
export type WeightInputs = Record<MatchingCriterion, string>;

/** The criteria's weights as number inputs (0–100); the page re-ranks when they change. */
export function WeightInputsPanel({
  weights,
  onChange,
  errors,
}: {
  weights: WeightInputs;
  onChange: (weights: WeightInputs) => void;
  errors: Record<string, string>;
}) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-medium text-slate-900 text-sm">
        Criterion weights (0 to {MATCHING_WEIGHT_MAX})
      </legend>
      <p className="text-slate-600 text-sm">
        Only their proportions matter: a criterion at 0 is left out. The list re-ranks as you change them.
      </p>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {MATCHING_CRITERIA.map((criterion) => (
          <TextField
            key={criterion}
            id={`weight-${criterion}`}
            label={MATCHING_CRITERION_LABELS[criterion]}
            type="number"
            inputMode="numeric"
            min={0}
            max={MATCHING_WEIGHT_MAX}
            step={1}
            value={weights[criterion]}
            error={errors[`weights.${criterion}`]}
            onChange={(event) => onChange({ ...weights, [criterion]: event.target.value })}
          />
        ))}
      </div>
      {errors.weights ? (
        <p role="alert" className="mt-3 font-medium text-red-700 text-sm">
          {errors.weights}
        </p>
      ) : null}
    </fieldset>
  );
}

function SkillList({ candidate }: { candidate: DemoRankedCandidate }) {
  if (candidate.matchedSkills.length === 0 && candidate.missingSkills.length === 0) return null;
  return (
    <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
      <div>
        <dt className="font-semibold text-slate-900">Skills shown</dt>
        <dd>
          {candidate.matchedSkills.length > 0 ? (
            <ul className="list-disc pl-5 text-slate-700">
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
      <div>
        <dt className="font-semibold text-slate-900">Skills not found</dt>
        <dd className="text-slate-700">
          {candidate.missingSkills.length > 0
            ? candidate.missingSkills.map((skill) => skill.skill).join(", ")
            : "None"}
        </dd>
      </div>
    </dl>
  );
}

/** The ranked sample candidates, each with its score, explanation and the points of every criterion. */
export function DemoRankedList({ candidates }: { candidates: DemoRankedCandidate[] }) {
  return (
    <ol aria-label="Ranked sample candidates" className="space-y-4">
      {candidates.map((candidate) => (
        <li key={candidate.ref} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold text-lg text-slate-900">
              {candidate.rank}. {candidate.label}
            </h3>
            <p className="font-bold text-brand-800">Score {candidate.score} / 100</p>
          </div>
          <p className="text-slate-600 text-sm">
            {candidate.headline}
            {candidate.yearsOfExperience !== null ? ` · ${candidate.yearsOfExperience} years` : ""}
            {candidate.level ? ` · ${MATCHING_LEVEL_LABELS[candidate.level]}` : ""}
          </p>
          <p className="mt-3 text-slate-800">{candidate.explanation}</p>
          <details className="mt-3">
            <summary className="cursor-pointer rounded-sm font-semibold text-brand-700 text-sm hover:text-brand-800">
              Points by criterion
            </summary>
            <ul className="mt-2 space-y-1 text-slate-700 text-sm">
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
        </li>
      ))}
    </ol>
  );
}
