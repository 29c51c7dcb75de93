import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";

/** The confirm button's look for what cannot be undone. */
export const DANGER_BUTTON_CLASS = "bg-red-700 hover:bg-red-800 focus-visible:outline-red-700";

/**
 * A portal confirmation dialog's panel, inside a Dialog.Root the caller controls: the overlay, the
 * centred card with its title and description, then `children` (the actions, or a form ending with
 * them).
 */
export function ConfirmDialogPanel({
  title,
  description,
  children,
  onCloseAutoFocus,
}: {
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
  /** Where focus goes on closing: by default back to the trigger; preventDefault to place it yourself. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
      <Dialog.Content
        onCloseAutoFocus={onCloseAutoFocus}
        className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-white p-6 shadow-xl focus:outline-none"
      >
        <Dialog.Title className="font-semibold text-lg text-slate-900">{title}</Dialog.Title>
        <Dialog.Description className="text-slate-600 text-sm">{description}</Dialog.Description>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/** The dialog's buttons: Cancel (closes it), then the confirm button given as `children`. */
export function ConfirmDialogActions({ sending, children }: { sending: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Dialog.Close asChild>
        <Button type="button" variant="outline" disabled={sending}>
          Cancel
        </Button>
      </Dialog.Close>
      {children}
    </div>
  );
}
