import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { createQueryClient } from "~/lib/query-client";

/**
 * TanStack Query for the areas that fetch in the browser (portals). Public pages get their data from
 * loaders, so the root layout does not ship the query client; each portal's layout route wraps its
 * pages in this provider. One client per app instance: per request on the server, once in the browser.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
