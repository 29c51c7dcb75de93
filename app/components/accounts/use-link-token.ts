import { useEffect, useState } from "react";
import { useQueryParams } from "~/components/candidate/use-query-params";

/**
 * The one-time token of an emailed link (…?token=…), read once; it then leaves the address bar as
 * soon as the page runs, so it stays out of history and of anything shared afterwards (the server
 * sends these pages with Referrer-Policy: no-referrer). "" when the page opened without one.
 */
export function useLinkToken(): string {
  const params = useQueryParams();
  const [token] = useState(() => params.get("token") ?? "");

  useEffect(() => {
    if (params.has("token")) window.history.replaceState(window.history.state, "", window.location.pathname);
  }, [params]);

  return token;
}
