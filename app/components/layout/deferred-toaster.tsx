import { lazy, Suspense, useEffect, useState } from "react";
import { useToast } from "~/lib/use-toast";

const Toaster = lazy(() => import("~/components/ui/toaster").then((module) => ({ default: module.Toaster })));

/**
 * Mounts the Toaster once the page is idle after hydration, or at once when a toast is raised
 * earlier (the toast store keeps it meanwhile). Radix Toast stays out of every page's first load.
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(timer);
  }, []);

  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
