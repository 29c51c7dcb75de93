import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { MenuIcon } from "~/components/ui/drawn-icon";

const loadSheet = () => import("./mobile-menu-sheet");
const MobileMenuSheet = lazy(loadSheet);

/**
 * The small-screen menu button. The sheet (Radix Dialog) loads on first use — prefetched when the
 * pointer or focus reaches the button — so pages don't ship the dialog code up front.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        className="lg:hidden"
        onPointerEnter={loadSheet}
        onFocus={loadSheet}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <MenuIcon className="size-6" />
      </Button>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
