import { SparklesIcon } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { SubmitButton } from "~/components/forms/submit-button";
import { type FieldProps, SelectField, TextareaField, TextField } from "~/components/forms/text-field";
import {
  DRAFTING_LIMITS,
  DRAFTING_TEXTS,
  formatPaySuggestion,
  type OrderDraft,
} from "../../../common/copilot-drafting";
import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_TYPE_LABELS } from "../../../common/job-format";
import { EMPLOYMENT_TYPES, SALARY_PERIODS, WORKPLACE_TYPES } from "../../../common/jobs";
import { MATCHING_LEVEL_LABELS, MATCHING_LEVELS } from "../../../common/matching";

const WORK_TYPE_OPTIONS = EMPLOYMENT_TYPES.map((value) => ({ value, label: EMPLOYMENT_TYPE_LABELS[value] }));
const WORKPLACE_OPTIONS = WORKPLACE_TYPES.map((value) => ({ value, label: WORKPLACE_TYPE_LABELS[value] }));
const LEVEL_OPTIONS = MATCHING_LEVELS.map((value) => ({ value, label: MATCHING_LEVEL_LABELS[value] }));
const PERIOD_OPTIONS = SALARY_PERIODS.map((value) => ({
  value,
  label: value === "hour" ? "An hour" : "A year",
}));

/** One item a line: lists are edited as plain text, which every keyboard and screen reader handles. */
const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** The draft's lists (responsibilities, skills, screening questions), each a LinesField. */
type DraftListKey = {
  [Key in keyof OrderDraft]: OrderDraft[Key] extends string[] ? Key : never;
}[keyof OrderDraft];

/**
 * A list edited one item a line. It keeps the text as typed (an empty line while adding an item) and
 * reports the non-empty lines; a new draft remounts the form (its key), which resets the text.
 */
function LinesField({
  value,
  onLines,
  rows,
  ...field
}: FieldProps & { value: string[]; onLines: (lines: string[]) => void; rows?: number }) {
  const [text, setText] = useState(value.join("\n"));
  return (
    <TextareaField
      {...field}
      hint="One a line."
      rows={rows}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onLines(linesOf(event.target.value));
      }}
    />
  );
}

/**
 * The few sentences (or pasted description) the assistant drafts from, and its Draft button; `actions`
 * go beside the button, `children` below (an alert).
 */
export function DescribeRoleForm({
  text,
  onText,
  error,
  drafting,
  onSubmit,
  placeholder,
  actions,
  children,
  className,
}: {
  text: string;
  onText: (text: string) => void;
  error: string | undefined;
  drafting: boolean;
  onSubmit: (event: FormEvent) => void;
  placeholder?: string;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <form className={`space-y-4 ${className ?? ""}`} onSubmit={onSubmit} noValidate>
      <TextareaField
        id="role-description"
        label={DRAFTING_TEXTS.describeLabel}
        hint={DRAFTING_TEXTS.describeHint}
        rows={6}
        maxLength={DRAFTING_LIMITS.text}
        value={text}
        error={error}
        placeholder={placeholder}
        onChange={(event) => onText(event.target.value)}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={drafting} pendingLabel="Drafting…" icon={<SparklesIcon aria-hidden="true" />}>
          {DRAFTING_TEXTS.draftButton}
        </SubmitButton>
        {actions}
      </div>
      {children}
    </form>
  );
}

/** The server's field errors under a prefix ("draft.title" → "title"), for DraftForm's `errors`. */
export function fieldsUnder(fields: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([key, message]) =>
      key === prefix
        ? [[prefix, message]]
        : key.startsWith(`${prefix}.`)
          ? [[key.slice(prefix.length + 1), message]]
          : [],
    ),
  );
}

const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text));

/**
 * Every field of a drafted order, editable (issue 22). Errors are the server's per-field messages
 * (keys as the draft schema names them: "title", "pay.min", "experience.minYears"…). `forSubmission`
 * (a client's order, ADR 0025) marks the place and pay as needed, since the agency needs them.
 */
export function DraftForm({
  draft,
  onChange,
  errors,
  forSubmission = false,
}: {
  draft: OrderDraft;
  onChange: (draft: OrderDraft) => void;
  errors: Record<string, string>;
  forSubmission?: boolean;
}) {
  const set = <Key extends keyof OrderDraft>(key: Key, value: OrderDraft[Key]) =>
    onChange({ ...draft, [key]: value });
  /** A list's lines, its message and its change, for its LinesField. */
  const listField = (key: DraftListKey) => ({
    value: draft[key],
    error: errors[key],
    onLines: (lines: string[]) => set(key, lines),
  });
  const payRange = formatPaySuggestion(draft.pay);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        id="draft-title"
        label="Job title"
        className="sm:col-span-2"
        value={draft.title}
        maxLength={DRAFTING_LIMITS.title}
        error={errors.title}
        onChange={(event) => set("title", event.target.value)}
      />
      <TextareaField
        id="draft-summary"
        label="Summary"
        className="sm:col-span-2"
        rows={3}
        value={draft.summary}
        maxLength={DRAFTING_LIMITS.summary}
        error={errors.summary}
        onChange={(event) => set("summary", event.target.value)}
      />
      <LinesField
        id="draft-responsibilities"
        label="Responsibilities"
        className="sm:col-span-2"
        {...listField("responsibilities")}
      />
      <LinesField id="draft-must-have" label="Must-have skills" rows={4} {...listField("mustHaveSkills")} />
      <LinesField
        id="draft-nice-to-have"
        label="Nice-to-have skills"
        optional
        rows={4}
        {...listField("niceToHaveSkills")}
      />
      <TextField
        id="draft-min-years"
        label="Years of experience (minimum)"
        optional
        type="number"
        inputMode="numeric"
        min={0}
        max={DRAFTING_LIMITS.years}
        value={draft.experience.minYears ?? ""}
        error={errors["experience.minYears"]}
        onChange={(event) =>
          set("experience", { ...draft.experience, minYears: numberOrNull(event.target.value) })
        }
      />
      <SelectField
        id="draft-level"
        label="Level"
        anyLabel="Any level"
        options={LEVEL_OPTIONS}
        value={draft.experience.level ?? ""}
        error={errors["experience.level"]}
        onChange={(event) =>
          set("experience", {
            ...draft.experience,
            level: (event.target.value || null) as OrderDraft["experience"]["level"],
          })
        }
      />
      <TextField
        id="draft-education"
        label="Education"
        optional
        className="sm:col-span-2"
        value={draft.education}
        maxLength={DRAFTING_LIMITS.education}
        error={errors.education}
        onChange={(event) => set("education", event.target.value)}
      />
      <SelectField
        id="draft-work-type"
        label="Work type"
        options={WORK_TYPE_OPTIONS}
        value={draft.schedule.workType}
        error={errors["schedule.workType"]}
        onChange={(event) =>
          set("schedule", {
            ...draft.schedule,
            workType: event.target.value as OrderDraft["schedule"]["workType"],
          })
        }
      />
      <TextField
        id="draft-hours"
        label="Hours or shift"
        optional
        value={draft.schedule.hours}
        maxLength={DRAFTING_LIMITS.hours}
        error={errors["schedule.hours"]}
        onChange={(event) => set("schedule", { ...draft.schedule, hours: event.target.value })}
      />
      <SelectField
        id="draft-workplace"
        label="On-site, hybrid or remote"
        options={WORKPLACE_OPTIONS}
        value={draft.location.workplaceType}
        error={errors["location.workplaceType"]}
        onChange={(event) =>
          set("location", {
            ...draft.location,
            workplaceType: event.target.value as OrderDraft["location"]["workplaceType"],
          })
        }
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="draft-city"
          label="City"
          optional={!forSubmission}
          hint={forSubmission ? "For a remote role, where it reports to." : undefined}
          value={draft.location.city ?? ""}
          maxLength={DRAFTING_LIMITS.place}
          error={errors["location.city"]}
          onChange={(event) => set("location", { ...draft.location, city: event.target.value || null })}
        />
        <TextField
          id="draft-state"
          label="State"
          optional={!forSubmission}
          value={draft.location.state ?? ""}
          maxLength={DRAFTING_LIMITS.place}
          error={errors["location.state"]}
          onChange={(event) => set("location", { ...draft.location, state: event.target.value || null })}
        />
      </div>
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4 sm:col-span-2">
        <legend className="px-1 font-medium text-slate-900 text-sm">Pay range</legend>
        <p id="draft-pay-note" className="text-slate-700 text-sm">
          {payRange ? <strong className="text-slate-900">Suggested: {payRange}. </strong> : null}
          {draft.pay.note}
        </p>
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            id="draft-pay-min"
            label="Lowest pay ($)"
            optional={!forSubmission}
            type="number"
            inputMode="numeric"
            min={0}
            value={draft.pay.min ?? ""}
            error={errors["pay.min"]}
            describedBy="draft-pay-note"
            onChange={(event) => set("pay", { ...draft.pay, min: numberOrNull(event.target.value) })}
          />
          <TextField
            id="draft-pay-max"
            label="Highest pay ($)"
            optional={!forSubmission}
            type="number"
            inputMode="numeric"
            min={0}
            value={draft.pay.max ?? ""}
            error={errors["pay.max"]}
            onChange={(event) => set("pay", { ...draft.pay, max: numberOrNull(event.target.value) })}
          />
          <SelectField
            id="draft-pay-period"
            label="Paid"
            options={PERIOD_OPTIONS}
            value={draft.pay.period}
            error={errors["pay.period"]}
            onChange={(event) =>
              set("pay", { ...draft.pay, period: event.target.value as OrderDraft["pay"]["period"] })
            }
          />
        </div>
      </fieldset>
      <LinesField
        id="draft-screening"
        label="Screening questions"
        className="sm:col-span-2"
        {...listField("screeningQuestions")}
      />
    </div>
  );
}
