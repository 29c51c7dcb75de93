import type { ReactNode } from "react";
import { fieldsUnder } from "~/components/copilot/draft-form";
import { TextField } from "~/components/forms/text-field";
import {
  MATCHING_CRITERIA,
  MATCHING_CRITERION_LABELS,
  MATCHING_WEIGHT_MAX,
  type MatchingCriterion,
  type MatchingWeights,
} from "../../../common/matching";

/** What a weight input holds as typed: a number, or the text until it is one. */
export type WeightInputs = Record<MatchingCriterion, string>;

/** The inputs' text for saved or default weights. */
export const weightInputsOf = (weights: MatchingWeights): WeightInputs =>
  Object.fromEntries(
    MATCHING_CRITERIA.map((criterion) => [criterion, String(weights[criterion])]),
  ) as WeightInputs;

/** What the weight inputs send: numbers, or null for an empty box (the server names it). */
export const weightsOf = (inputs: WeightInputs) =>
  Object.fromEntries(
    MATCHING_CRITERIA.map((criterion) => [
      criterion,
      inputs[criterion].trim() === "" ? null : Number(inputs[criterion]),
    ]),
  ) as unknown as MatchingWeights;

/**
 * The server's field errors under `weights` as the panel shows them: "weights" for the whole set
 * (all zero), "weights.<criterion>" for one box.
 */
export function weightFieldErrors(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldsUnder(fields, "weights")).map(([key, message]) => [
      key === "weights" ? key : `weights.${key}`,
      message,
    ]),
  );
}

/**
 * The criteria's weights as number inputs (0–100). `hint` says when the ranking follows them (as
 * typed, or once applied); `children` end the panel (an Apply button); `disabled` shows them read-only.
 */
export function WeightInputsPanel({
  weights,
  onChange,
  errors,
  hint = "The list re-ranks as you change them.",
  disabled = false,
  children,
}: {
  weights: WeightInputs;
  onChange: (weights: WeightInputs) => void;
  errors: Record<string, string>;
  hint?: string;
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <fieldset disabled={disabled} className="min-w-0 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-medium text-slate-900 text-sm">
        Criterion weights (0 to {MATCHING_WEIGHT_MAX})
      </legend>
      <p className="text-slate-600 text-sm">
        Only their proportions matter: a criterion at 0 is left out. {hint}
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
      {children}
    </fieldset>
  );
}
