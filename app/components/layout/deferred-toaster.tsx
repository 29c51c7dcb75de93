import { lazy, Suspense, useEffect, useState } from "react";
import { useToast } from "~/lib/use-toast";

const loadToaster = () => import("~/components/ui/toaster");
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/** Fetches the Toaster's code once the visitor is on a form, where most toasts come from. */
function prefetchOnFormFocus(event: FocusEvent) {
  if (!(event.target instanceof Element) || !event.target.closest("form")) return;
  document.removeEventListener("focusin", prefetchOnFormFocus);
  loadToaster().catch(() => {});
}

/**
 * Mounts the Toaster (Radix Toast, about 17 KB on the wire) when the first toast is raised, and keeps
 * it from then on; the toast store holds the toast meanwhile. A visitor who never sees a toast never
 * downloads it (ADR 0003). Its code is fetched ahead when focus enters a form.
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);

  useEffect(() => {
    document.addEventListener("focusin", prefetchOnFormFocus);
    return () => document.removeEventListener("focusin", prefetchOnFormFocus);
  }, []);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
