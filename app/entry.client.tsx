import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * Resolves once the server-rendered page has been painted: a frame callback, then a task after
 * that frame. A hidden tab paints nothing, so it hydrates at once. Hydrating after the first paint
 * keeps script work from holding the page's first frame back when the scripts arrive early.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === "hidden") return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

void afterFirstPaint().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
