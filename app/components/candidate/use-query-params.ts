import { useMemo } from "react";
import { useLocation } from "react-router";

/**
 * The current URL's query, read only. (React Router's useSearchParams would add its setter's code
 * to the router chunk every page loads; these pages only read.)
 */
export function useQueryParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
