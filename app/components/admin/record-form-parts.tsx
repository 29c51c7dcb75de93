import type { ComponentProps, FormEvent, ReactNode } from "react";
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

/**
 * A console record's form: why the last save failed (when the page shows no message of its own),
 * the fields in two columns, and the save button, which says "Saving…" while the save runs.
 */
export function RecordForm({
  onSubmit,
  failure,
  saving,
  submitLabel,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  failure?: string | null;
  saving: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      {failure ? (
        <Notice tone="error" className="mb-4">
          {failure}
        </Notice>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="grid max-w-3xl gap-4 sm:grid-cols-2">
        {children}
        <div className="sm:col-span-2">
          <SubmitButton pending={saving} pendingLabel="Saving…">
            {submitLabel}
          </SubmitButton>
        </div>
      </form>
    </>
  );
}
