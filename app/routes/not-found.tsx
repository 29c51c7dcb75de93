import { data } from "react-router";
import { NotFoundPage } from "~/components/layout/not-found-page";
import { BRAND } from "../../common/brand";

/** Every unknown address answers 404 with the 404 page inside the site layout. */
export function loader() {
  throw data(null, { status: 404 });
}

export function meta() {
  return [{ title: `404 Page Not Found | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

/**
 * The thrown 404 is caught here rather than in the root boundary: the root layout (header state,
 * query cache) then stays mounted when visitors move between this page and the others.
 */
export function ErrorBoundary() {
  return <NotFoundPage />;
}

// A component keeps this a page route: a loader-only module would be a resource route returning raw data.
export default function NotFound() {
  return <NotFoundPage />;
}
