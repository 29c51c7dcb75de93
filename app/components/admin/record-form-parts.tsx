import type { ComponentProps } from "react";
import { SubmitButton } from "~/components/forms/submit-button";
import { Notice } from "~/components/ui/notice";
import { selectClass } from "./form-controls";

/** A console form's <select> of fixed choices: each value shown as is, or by its label when given. */
export function ChoiceSelect({
  choices,
  labels,
  ...props
}: Omit<ComponentProps<"select">, "className" | "children"> & {
  choices: readonly string[];
  labels?: Record<string, string>;
}) {
  return (
    <select {...props} className={selectClass}>
      {choices.map((value) =>
        labels ? (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ) : (
          <option key={value}>{value}</option>
        ),
      )}
    </select>
  );
}

/** Why the last save failed, above the form. */
export function SaveFailure({ message }: { message: string | null }) {
  return message ? (
    <Notice tone="error" className="mb-4">
      {message}
    </Notice>
  ) : null;
}

/** The form's submit button, full width of the grid: "Saving…" while the save runs. */
export function SaveButton({ saving, label }: { saving: boolean; label: string }) {
  return (
    <div className="sm:col-span-2">
      <SubmitButton pending={saving} pendingLabel="Saving…">
        {label}
      </SubmitButton>
    </div>
  );
}
