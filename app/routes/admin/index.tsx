import { redirect } from "react-router";

/** Until the admin dashboard and its sign-in guard land, /admin leads to the sign-in page. */
export function loader() {
  throw redirect("/admin/login");
}

// The loader always redirects; the component keeps this a page route rather than a resource route.
export default function AdminIndex() {
  return null;
}
