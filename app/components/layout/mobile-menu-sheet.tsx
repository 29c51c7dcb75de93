import { MapPinIcon } from "lucide-react";
import type { RefObject } from "react";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "~/components/ui/sheet";
import { BRAND } from "../../../common/brand";
import { MainNavLinks } from "./main-nav-links";

type MobileMenuSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: focus goes back to it when the sheet closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** The side menu itself: 300 px wide, 400 px from the sm breakpoint (SPEC §9). Loaded on demand. */
export default function MobileMenuSheet({ open, onOpenChange, returnFocusTo }: MobileMenuSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        closeLabel="Close menu"
        className="w-[300px] sm:w-[400px]"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetTitle className="pt-2">Menu</SheetTitle>
        <SheetDescription className="sr-only">Main pages of the {BRAND.name} website</SheetDescription>
        <nav aria-label="Main">
          <ul className="flex flex-col gap-1">
            <MainNavLinks
              onNavigate={() => onOpenChange(false)}
              linkClassName="block rounded-lg px-3 py-3 font-medium text-base hover:bg-brand-50 hover:text-brand-800"
              activeClassName="bg-brand-50 text-brand-800"
              inactiveClassName="text-slate-800"
            />
          </ul>
        </nav>
        <p className="mt-auto flex items-center gap-2 border-slate-200 border-t pt-4 text-slate-600 text-sm">
          <MapPinIcon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          Offices in {BRAND.offices.join(" and ")}, Florida
        </p>
      </SheetContent>
    </Sheet>
  );
}
