import { createContext, useContext } from "react";

/** The CSP nonce of the current response; browsers hide it after load, so it is empty on the client. */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
