import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and until React has hydrated the page, then true. A form whose submit
 * only works through its JavaScript handler waits for this: pressed before hydration, the browser
 * would post the form to the page itself, which has no action (405).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
