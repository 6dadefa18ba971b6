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

/**
 * Run before any module: zod (the forms' schemas) probes once whether it may compile validators with
 * `new Function`. Under the site's policy the probe fails quietly, but the browser reports it as a violation;
 * zod's interpreted mode is fast enough for forms. Set through zod's global, which its modules read when they
 * load, so zod itself stays out of pages that do not use it.
 */
export const zodJitlessScript = "(globalThis.__zod_globalConfig??={}).jitless=true;";
