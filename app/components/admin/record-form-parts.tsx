import type { ComponentProps } from "react";
import { SubmitButton } from "~/components/forms/submit-button";
import { SelectField } from "~/components/forms/text-field";
import { Notice } from "~/components/ui/notice";

/** A console form's select of fixed choices: each value shown as is, or by its label when given. */
export function ChoiceField({
  choices,
  labels,
  ...props
}: Omit<ComponentProps<typeof SelectField>, "options"> & {
  choices: readonly string[];
  labels?: Readonly<Record<string, string>>;
}) {
  const options = choices.map((value) => ({ value, label: labels?.[value] ?? value }));
  return <SelectField {...props} options={options} />;
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
