import { XIcon } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/** A modal panel that slides in from the right edge (Radix Dialog: focus trap, Escape, focus return). */
export const Sheet = Dialog.Root;
export const SheetClose = Dialog.Close;

type SheetContentProps = ComponentProps<typeof Dialog.Content> & {
  /** Accessible name of the close button in the corner. */
  closeLabel?: string;
};

export function SheetContent({ className, children, closeLabel = "Close", ...props }: SheetContentProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none" />
      <Dialog.Content
        className={cn(
          "fixed inset-y-0 right-0 z-50 flex h-full max-w-full flex-col gap-4 overflow-y-auto bg-white p-6 shadow-xl focus:outline-none",
          "data-[state=closed]:animate-sheet-out-right data-[state=open]:animate-sheet-in-right motion-reduce:animate-none",
          className,
        )}
        {...props}
      >
        {children}
        <Dialog.Close
          aria-label={closeLabel}
          className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <XIcon aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof Dialog.Title>) {
  return <Dialog.Title className={cn("font-semibold text-lg text-slate-900", className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof Dialog.Description>) {
  return <Dialog.Description className={cn("text-slate-600 text-sm", className)} {...props} />;
}
