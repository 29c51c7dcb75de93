import { type FormEvent, useState } from "react";
import { SubmitButton } from "~/components/forms/submit-button";
import { SelectField, TextareaField, TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/form-controls";
import { Notice } from "~/components/ui/notice";
import {
  ASSESSMENT_LIMITS,
  type ItemKind,
  type StaffAssessment,
  type StaffItemVersion,
  type StaffItemWithHistory,
} from "../../../common/assessments";
import { adminSend } from "./admin-api";

/** Option boxes the form offers; the API takes 2 to this many (empty boxes are left out). */
const OPTION_SLOTS = 6;
const SLOTS = Array.from({ length: OPTION_SLOTS }, (_, slot) => slot);

type Target =
  | { mode: "new"; assessmentId: string; sections: StaffAssessment["sections"] }
  | { mode: "edit"; item: StaffItemWithHistory };

/** The first error of a field or of any of its parts ("options.2", "rubric.minWords"). */
const errorOf = (errors: Record<string, string>, field: string) =>
  errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];

const wholeNumberOrText = (value: FormDataEntryValue | null) => {
  const text = String(value ?? "").trim();
  return /^\d+$/.test(text) ? Number(text) : text;
};

/**
 * The body the API takes from the form: the filled option boxes in order, and the key as indexes into
 * them (a key on an empty box is no key, so the API names it); a rubric for a written item.
 */
function itemBody(kind: ItemKind, values: FormData) {
  const slots = Array.from({ length: OPTION_SLOTS }, (_, slot) =>
    String(values.get(`option-${slot}`) ?? "").trim(),
  );
  const filled = slots.flatMap((text, slot) => (text ? [slot] : []));
  const indexOf = (name: string) => {
    const slot = values.get(name);
    const index = slot === null ? -1 : filled.indexOf(Number(slot));
    return index === -1 ? null : index;
  };
  const common = {
    prompt: values.get("prompt"),
    passage: values.get("passage"),
    changeNote: values.get("changeNote"),
  };
  if (kind === "written")
    return {
      ...common,
      rubric: {
        minWords: wholeNumberOrText(values.get("minWords")),
        maxWords: wholeNumberOrText(values.get("maxWords")),
        resolutionWords: String(values.get("resolutionWords") ?? "")
          .split(",")
          .map((word) => word.trim())
          .filter(Boolean),
      },
    };
  const options = filled.map((slot) => slots[slot]);
  return kind === "single-choice"
    ? { ...common, options, correctOption: indexOf("correct") }
    : { ...common, options, bestOption: indexOf("best"), worstOption: indexOf("worst") };
}

function KeyRadio({
  name,
  slot,
  label,
  checked,
}: {
  name: string;
  slot: number;
  label: string;
  checked: boolean;
}) {
  return (
    <label className="flex items-center gap-2 text-slate-800 text-sm">
      <input
        type="radio"
        name={name}
        value={slot}
        defaultChecked={checked}
        className="size-4 accent-brand-700"
      />
      <span className="sr-only">Option {slot + 1} is the </span>
      {label}
    </label>
  );
}

/** The option boxes with the answer key beside each: the right one, or the best and the worst. */
function OptionFields({
  kind,
  current,
  errors,
  prefix,
}: {
  kind: Exclude<ItemKind, "written">;
  current: StaffItemVersion | null;
  errors: Record<string, string>;
  prefix: string;
}) {
  const slotOf = (id: string | null | undefined) =>
    current?.options.findIndex((option) => option.id === id) ?? -1;
  const keyError =
    kind === "single-choice" ? errors.correctOption : (errors.bestOption ?? errors.worstOption);
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium text-slate-900 text-sm">
        Options (2 to {OPTION_SLOTS}; leave the rest empty) and the answer key
      </legend>
      <FieldError id={`${prefix}-options`} error={errorOf(errors, "options")} />
      <FieldError id={`${prefix}-key`} error={keyError} />
      {SLOTS.map((slot) => (
        <div key={slot} className="flex flex-wrap items-end gap-x-4 gap-y-2">
          <TextField
            id={`${prefix}-option-${slot}`}
            name={`option-${slot}`}
            label={`Option ${slot + 1}`}
            defaultValue={current?.options[slot]?.text ?? ""}
            maxLength={ASSESSMENT_LIMITS.option}
            className="min-w-56 flex-1"
          />
          <div className="flex gap-4 pb-3">
            {kind === "single-choice" ? (
              <KeyRadio
                name="correct"
                slot={slot}
                label="right answer"
                checked={slot === slotOf(current?.correctOption)}
              />
            ) : (
              <>
                <KeyRadio
                  name="best"
                  slot={slot}
                  label="best"
                  checked={slot === slotOf(current?.bestOption)}
                />
                <KeyRadio
                  name="worst"
                  slot={slot}
                  label="worst"
                  checked={slot === slotOf(current?.worstOption)}
                />
              </>
            )}
          </div>
        </div>
      ))}
    </fieldset>
  );
}

function RubricFields({
  current,
  errors,
  prefix,
}: {
  current: StaffItemVersion | null;
  errors: Record<string, string>;
  prefix: string;
}) {
  const rubric = current?.rubric;
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium text-slate-900 text-sm">How the reply is scored</legend>
      <FieldError id={`${prefix}-rubric`} error={errorOf(errors, "rubric")} />
      <div className="flex flex-wrap gap-4">
        <TextField
          id={`${prefix}-min-words`}
          name="minWords"
          inputMode="numeric"
          label="Fewest words"
          defaultValue={rubric?.minWords ?? ""}
          className="w-40"
        />
        <TextField
          id={`${prefix}-max-words`}
          name="maxWords"
          inputMode="numeric"
          label="Most words"
          defaultValue={rubric?.maxWords ?? ""}
          className="w-40"
        />
      </div>
      <TextField
        id={`${prefix}-resolution-words`}
        name="resolutionWords"
        label="Resolution words (comma-separated)"
        hint="A reply that uses one of them earns the resolution points."
        defaultValue={rubric?.resolutionWords.join(", ") ?? ""}
      />
    </fieldset>
  );
}

/**
 * Adds a question to a section of the bank, or edits one (a new version: sittings keep the version
 * they showed). Which answer fields show depends on the section's kind.
 */
export function ItemForm({
  target,
  onSaved,
  onClose,
}: {
  target: Target;
  onSaved: (item: StaffItemWithHistory) => Promise<void>;
  onClose?: () => void;
}) {
  const editing = target.mode === "edit";
  const [sectionKey, setSectionKey] = useState(
    editing ? target.item.sectionKey : (target.sections[0]?.key ?? ""),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const kind: ItemKind = editing
    ? target.item.kind
    : (target.sections.find((section) => section.key === sectionKey)?.kind ?? "single-choice");
  const current = editing ? target.item.current : null;
  const prefix = editing ? `item-${target.item.id}` : "new-item";

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = itemBody(kind, new FormData(event.currentTarget));
    setSaving(true);
    const result = editing
      ? await adminSend<StaffItemWithHistory>("PUT", `/api/admin/assessments/items/${target.item.id}`, body)
      : await adminSend<StaffItemWithHistory>("POST", `/api/admin/assessments/${target.assessmentId}/items`, {
          ...body,
          sectionKey,
        });
    setSaving(false);
    setErrors(result.ok ? {} : result.fields);
    setFailure(result.ok ? null : result.message);
    if (result.ok) await onSaved(result.data);
  }

  return (
    <form
      onSubmit={(event) => void save(event)}
      noValidate
      aria-label={editing ? `Edit question ${target.item.key}` : "Add a question"}
      className="mt-4 max-w-3xl space-y-4"
    >
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      {editing ? null : (
        <SelectField
          id={`${prefix}-section`}
          name="sectionKey"
          label="Section"
          value={sectionKey}
          onChange={(event) => setSectionKey(event.target.value)}
          options={target.sections.map((section) => ({ value: section.key, label: section.title }))}
          error={errors.sectionKey}
        />
      )}
      <TextareaField
        id={`${prefix}-passage`}
        name="passage"
        label="Passage (a policy or a record the question is about)"
        optional
        rows={3}
        maxLength={ASSESSMENT_LIMITS.passage}
        defaultValue={current?.passage ?? ""}
        error={errors.passage}
      />
      <TextareaField
        id={`${prefix}-prompt`}
        name="prompt"
        label="Question"
        required
        rows={3}
        maxLength={ASSESSMENT_LIMITS.prompt}
        defaultValue={current?.prompt ?? ""}
        error={errors.prompt}
      />
      {kind === "written" ? (
        <RubricFields key={sectionKey} current={current} errors={errors} prefix={prefix} />
      ) : (
        <OptionFields key={sectionKey} kind={kind} current={current} errors={errors} prefix={prefix} />
      )}
      <TextField
        id={`${prefix}-change-note`}
        name="changeNote"
        label="Change note (shown in the history)"
        optional
        maxLength={ASSESSMENT_LIMITS.changeNote}
        error={errors.changeNote}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={saving} pendingLabel="Saving…">
          {editing ? "Save as a new version" : "Add question"}
        </SubmitButton>
        {onClose ? (
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
