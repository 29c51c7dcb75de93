import { useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";

/**
 * "Delete" in a table row, asking first in a modal dialog (the native <dialog>: focus moves into it
 * and stays there, Escape closes it, focus returns to the button). Nothing is sent until "Delete" in
 * the dialog is pressed.
 */
export function ConfirmDeleteAction({
  title,
  consequence,
  onConfirm,
}: {
  /** What is deleted, as the row shows it. */
  title: string;
  /** One sentence on what deleting does, e.g. "It disappears from /blog at once." */
  consequence: string;
  onConfirm: () => Promise<void>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      dialog.current?.close();
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        aria-label={`Delete ${title}`}
        className="rounded border border-red-300 bg-white px-2 py-1 text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700"
      >
        Delete
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-slate-200 p-5 text-left text-slate-900 shadow-xl backdrop:bg-slate-900/50"
      >
        <h2 id={headingId} className="font-semibold text-lg">
          Delete “{title}”?
        </h2>
        <p className="mt-2 text-slate-700 text-sm">{consequence} This can't be undone.</p>
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => dialog.current?.close()} disabled={busy}>
            Keep it
          </Button>
          <Button
            onClick={confirm}
            disabled={busy}
            className="bg-red-700 hover:bg-red-800 focus-visible:outline-red-700"
          >
            {busy ? "Deleting…" : "Delete"}
          </Button>
        </div>
      </dialog>
    </>
  );
}
