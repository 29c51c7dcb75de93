import { lazy } from "react";

// Error pages load only when an error happens, not with every page's JavaScript.
export const LazyNotFoundPage = lazy(() =>
  import("./not-found-page").then((module) => ({ default: module.NotFoundPage })),
);
export const LazyErrorPage = lazy(() =>
  import("./error-page").then((module) => ({ default: module.ErrorPage })),
);
export const LazyRequestRefusedPage = lazy(() =>
  import("./request-refused-page").then((module) => ({ default: module.RequestRefusedPage })),
);
