import { useState } from "react";
import { adminSend } from "./admin-api";

/**
 * id, name and error of each field of a console form, spread into the form kit's fields:
 * `<TextField {...field("title")} label="Title" />`.
 */
export function fieldsOf(prefix: string, errors: Record<string, string>) {
  return (name: string) => ({ id: `${prefix}-${name}`, name, error: errors[name] });
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
