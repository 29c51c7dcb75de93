import { FormSubmit } from "~/components/forms/form-submit";

/** A registration form's last lines: why the server refused it, if it did, and the full-width submit. */
export function CreateAccountSubmit({ refusal, sending }: { refusal: string | null; sending: boolean }) {
  return (
    <FormSubmit
      refusal={refusal}
      className="w-full"
      pending={sending}
      pendingLabel="Creating your account..."
    >
      Create Account
    </FormSubmit>
  );
}

/** Under an account form whose submission runs in the browser: "`doing` needs JavaScript turned on." */
export function NeedsJavaScript({ doing }: { doing: string }) {
  return (
    <noscript>
      <p className="mt-4 text-center text-slate-700 text-sm">{`${doing} needs JavaScript turned on.`}</p>
    </noscript>
  );
}
