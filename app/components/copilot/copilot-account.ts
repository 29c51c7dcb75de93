import { useQuery } from "@tanstack/react-query";
import { createContext, useContext, useEffect, useSyncExternalStore } from "react";
import { httpStatusOf } from "~/lib/api-errors";
import { clearCopilotToken, readCopilotToken, subscribeToCopilotToken } from "~/lib/copilot-session";
import type { CopilotAccount } from "../../../common/copilot-accounts";

export const COPILOT_ME_URL = "/api/copilot/me";

/** The stored token; undefined until the browser has read storage (always so on the server). */
export function useStoredCopilotToken(): string | null | undefined {
  return useSyncExternalStore(subscribeToCopilotToken, readCopilotToken, () => undefined);
}

export type CopilotAccountState =
  | { status: "checking" }
  | { status: "signed-out" }
  /** The server could not be reached: the token stays, the page offers to try again. */
  | { status: "unreachable"; retry: () => void }
  | { status: "signed-in"; account: CopilotAccount; token: string };

/**
 * Who is signed in to the client area: asked of the server whenever a token is stored. A refusal
 * (the session ended, the member was removed) forgets the token; the frame then goes to sign-in.
 */
export function useCopilotAccount(): CopilotAccountState {
  const token = useStoredCopilotToken();
  const me = useQuery<CopilotAccount>({
    // The token is part of the key, so one person's account never shows for the next sign-in.
    queryKey: [COPILOT_ME_URL, token],
    enabled: Boolean(token),
    retry: false,
  });
  // A 4xx is the server's answer (ended, removed); a 5xx or no answer leaves the token alone.
  const status = me.error ? httpStatusOf(me.error) : null;
  const refused = status !== null && status < 500;

  useEffect(() => {
    if (refused) clearCopilotToken();
  }, [refused]);

  if (token === undefined) return { status: "checking" };
  if (token === null || refused) return { status: "signed-out" };
  if (me.error) return { status: "unreachable", retry: () => void me.refetch() };
  if (!me.data) return { status: "checking" };
  return { status: "signed-in", account: me.data, token };
}

/** The signed-in account, which the client frame hands its pages once its guard let them in. */
export const CopilotAccountContext = createContext<CopilotAccount | null>(null);

export function useClientAccount(): CopilotAccount {
  const account = useContext(CopilotAccountContext);
  if (!account) throw new Error("useClientAccount is only for pages inside the copilot client frame");
  return account;
}

/** Where a client lands after signing in when no page was asked for. */
export const COPILOT_HOME = "/copilot/client/dashboard";

/** The signed-in pages a sign-in may return to (never another site, nor a sign-in page). */
const RETURN_PAGES =
  /^\/copilot\/client\/(dashboard|candidates|settings|support|subscribe|payment-setup|billing)(\?[^\\\s]*)?$/i;

export function safeCopilotReturnTo(value: string | null): string {
  return value && !value.includes("//") && RETURN_PAGES.test(value) ? value : COPILOT_HOME;
}
