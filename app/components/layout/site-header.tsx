import { MainNavLinks } from "./main-nav-links";
import { MobileMenu } from "./mobile-menu";
import { SiteLogo } from "./site-logo";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-slate-200 border-b bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20 lg:px-8">
        <SiteLogo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <MainNavLinks
              linkClassName="rounded-lg px-3 py-2 font-medium text-sm hover:bg-brand-50 hover:text-brand-800 xl:px-4"
              activeClassName="text-brand-800 underline decoration-2 decoration-brand-600 underline-offset-8"
              inactiveClassName="text-slate-700"
            />
          </ul>
        </nav>
        <MobileMenu />
      </div>
    </header>
  );
}
