/**
 * The Content-Security-Policy nonce of the document being rendered, for the inline scripts the root layout
 * writes itself (the colour mode script, the analytics tag); React Router's own scripts get it from
 * `<ServerRouter nonce>`. Only the server knows it: in the browser it is empty, and browsers hide a
 * rendered nonce from the DOM anyway, so hydration has nothing to compare.
 */
import { createContext, useContext } from "react";

export const NonceContext = createContext("");

export function useNonce(): string | undefined {
  return useContext(NonceContext) || undefined;
}
