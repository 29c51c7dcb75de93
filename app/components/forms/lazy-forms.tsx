import { lazy, Suspense } from "react";
import { cn } from "~/lib/utils";

// ADR 0003: the forms are server rendered into the HTML but their code is a chunk of its own, loaded
// while the page hydrates rather than listed in the first load (it would take / and /contact over
// 130 KB). The schemas (zod) load later still, on the first focus or submit.
const HomeContactForm = lazy(() =>
  import("~/components/home/home-contact-form").then((module) => ({ default: module.HomeContactForm })),
);
const ContactPageForm = lazy(() =>
  import("~/components/contact/contact-page-form").then((module) => ({ default: module.ContactPageForm })),
);

const placeholderClass = "rounded-2xl border border-slate-200 bg-white shadow-sm";

export function LazyHomeContactForm() {
  return (
    <Suspense fallback={<div className={cn(placeholderClass, "min-h-[38rem]")} />}>
      <HomeContactForm />
    </Suspense>
  );
}

export function LazyContactPageForm({ className }: { className?: string }) {
  return (
    <Suspense fallback={<div className={cn(placeholderClass, "min-h-[44rem]", className)} />}>
      <ContactPageForm className={className} />
    </Suspense>
  );
}
