import { CircleAlertIcon } from "~/components/ui/drawn-icon";

/** Why the server refused the whole submission (not one field), above the submit button; announced at once. */
export function FormAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="flex gap-2 rounded-lg bg-red-50 p-3 text-red-800 text-sm">
      <CircleAlertIcon className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}
