import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";

/**
 * Markup the server rendered once from components the browser never downloads (see
 * render-static.server.tsx). Clicks on its same-site links still navigate in the app, without a
 * full page load, as a React Router <Link> would.
 */
export function ServerHtml({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a") : null;
      if (!anchor || anchor.target || anchor.hasAttribute("download")) return;
      if (anchor.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(anchor.pathname + anchor.search + anchor.hash);
    };
    container.addEventListener("click", onClick);
    return () => container.removeEventListener("click", onClick);
  }, [navigate]);

  // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by our own components on the server
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
