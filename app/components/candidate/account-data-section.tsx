import { DownloadIcon, Trash2Icon } from "lucide-react";
import { Dialog } from "radix-ui";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { serverErrorMessage } from "~/lib/api-errors";
import { clearCandidateSession } from "~/lib/candidate-session";
import { toast } from "~/lib/use-toast";
import { ConfirmDialogActions, ConfirmDialogPanel, DANGER_BUTTON_CLASS } from "./confirm-dialog";
import { CurrentPasswordField } from "./password-field";
import { useApiSubmit } from "./use-api-submit";

/** "Your data" on /candidate/profile: a copy of everything we hold, and deleting the account. */
export function AccountDataSection() {
  return (
    <section
      aria-labelledby="your-data"
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="your-data" className="font-semibold text-slate-900 text-xl">
        Your data
      </h2>
      <DownloadData />
      <DeleteAccount />
    </section>
  );
}

/** The export needs the bearer token, so it comes through the API client as a file download. */
function DownloadData() {
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function download() {
    setDownloading(true);
    setProblem(null);
    try {
      const response = await apiRequest("GET", "/api/candidates/export");
      const name =
        /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ??
        "candidate-data.json";
      const url = URL.createObjectURL(await response.blob());
      const link = Object.assign(document.createElement("a"), { href: url, download: name });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      setProblem(serverErrorMessage(error) ?? "We could not prepare your data. Please try again.");
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-slate-900">Download my data</h3>
      <p className="text-slate-600 text-sm">
        A file (JSON) with your account details, applications and their history, interviews, offers,
        placements, timesheets, paystubs, benefits, documents, saved jobs, job alerts, referrals, support
        tickets, consultations, assessment results, saved resumes, your candidate database and AI matching
        choices, and the list of files you uploaded.
      </p>
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      <Button type="button" variant="outline" onClick={() => void download()} disabled={downloading}>
        <DownloadIcon aria-hidden="true" />
        {downloading ? "Preparing..." : "Download My Data"}
      </Button>
    </div>
  );
}

/** Asks for the password in a dialog; on success the browser forgets the session and goes home. */
function DeleteAccount() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const { sending, errors, setErrors, outcome, submit } = useApiSubmit();
  const leaving = useRef<string | null>(null);

  // Leaving the portal after the deletion: the browser forgets the session and says what happened.
  useEffect(
    () => () => {
      if (leaving.current === null) return;
      clearCandidateSession();
      toast({ title: "Account deleted", description: leaving.current });
    },
    [],
  );

  function onOpenChange(next: boolean) {
    if (sending) return;
    setOpen(next);
    if (!next) {
      setPassword("");
      setErrors({});
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) {
      setErrors({ password: "Please enter your password to confirm." });
      return;
    }
    void submit(
      async () =>
        (await apiRequest("POST", "/api/candidates/account/delete", { password })).json() as Promise<{
          message: string;
        }>,
      {
        success: async ({ message }) => {
          leaving.current = message;
          // The session is cleared once the portal has gone (below): while it is on screen, its guard
          // would send a signed-out browser to the sign-in page instead.
          await navigate("/", { replace: true });
          return null;
        },
        failure: "We could not delete your account. Please try again.",
      },
    );
  }

  return (
    <div className="space-y-3 border-slate-200 border-t pt-5">
      <h3 className="font-semibold text-slate-900">Delete my account</h3>
      <p className="text-slate-600 text-sm">
        This deletes your account, applications, saved jobs, job alerts, referrals and uploaded resumes for
        good. Placements and timesheets are payroll records we must keep; they stay without a link to you.
        Download your data first if you want a copy.
      </p>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Trigger asChild>
          <Button
            type="button"
            variant="outline"
            className="border-red-700 text-red-800 hover:border-red-800 hover:text-red-900"
          >
            <Trash2Icon aria-hidden="true" />
            Delete My Account
          </Button>
        </Dialog.Trigger>
        <ConfirmDialogPanel
          title="Delete your account?"
          description="This cannot be undone. Enter your password to confirm."
        >
          <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
            {outcome?.tone === "error" && !errors.password ? (
              <Notice tone="error">{outcome.text}</Notice>
            ) : null}
            <CurrentPasswordField
              id="delete-account-password"
              name="password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={errors.password}
            />
            <ConfirmDialogActions sending={sending}>
              <SubmitButton className={DANGER_BUTTON_CLASS} pending={sending} pendingLabel="Deleting...">
                Delete My Account
              </SubmitButton>
            </ConfirmDialogActions>
          </form>
        </ConfirmDialogPanel>
      </Dialog.Root>
    </div>
  );
}
