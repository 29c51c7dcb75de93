import { useState } from "react";
import { errorIdOf } from "~/components/ui/form-controls";
import { adminSend } from "./admin-api";

/** The class of a console form's <select>, matching the inputs' height. */
export const selectClass = "h-11 w-full rounded-md border border-slate-300 bg-white px-3";

/** id, name and the invalid state tied to a field's inline error, for each control of a form. */
export function controlsOf(prefix: string, errors: Record<string, string>) {
  return (name: string) => ({
    id: `${prefix}-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? errorIdOf(`${prefix}-${name}`) : undefined,
  });
}

/**
 * A console form's save: POST to the collection for a new record, PUT to the record for an edit;
 * the API's message and per-field errors are kept to show, and the saved record is handed back.
 */
export function useRecordSave<Saved>(collectionUrl: string, id: string | number | undefined) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  async function save(body: unknown): Promise<Saved | null> {
    setSaving(true);
    const result =
      id === undefined
        ? await adminSend<Saved>("POST", collectionUrl, body)
        : await adminSend<Saved>("PUT", `${collectionUrl}/${id}`, body);
    setSaving(false);
    setErrors(result.ok ? {} : result.fields);
    setMessage(result.ok ? null : result.message);
    return result.ok ? result.data : null;
  }
  return { errors, message, saving, save };
}
