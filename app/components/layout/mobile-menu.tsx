import { MapPinIcon, MenuIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import { BRAND } from "../../../common/brand";
import { MainNavLinks } from "./main-nav-links";

/** The small-screen side menu: 300 px wide, 400 px from the sm breakpoint (SPEC §9). */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu" className="lg:hidden">
          <MenuIcon aria-hidden="true" className="size-6" />
        </Button>
      </SheetTrigger>
      <SheetContent closeLabel="Close menu" className="w-[300px] sm:w-[400px]">
        <SheetTitle className="pt-2">Menu</SheetTitle>
        <SheetDescription className="sr-only">Main pages of the {BRAND.name} website</SheetDescription>
        <nav aria-label="Main">
          <ul className="flex flex-col gap-1">
            <MainNavLinks
              onNavigate={close}
              linkClassName="block rounded-lg px-3 py-3 font-medium text-base text-slate-800 hover:bg-brand-50 hover:text-brand-800"
              activeClassName="bg-brand-50 text-brand-800"
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
