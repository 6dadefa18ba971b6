/**
 * What the Node server knows about a request that React Router does not: the visitor's address (for the
 * API's per-IP rate limits) and the build id (for new-version detection). server.ts fills it through the
 * server build's entry (app/server-app.ts); under `react-router dev` the defaults apply.
 */
import { createContext } from "react-router";

export interface RequestInfo {
  clientIp: string | null;
  /** Id of the running build; empty disables new-version detection (development). */
  buildId: string;
  /**
   * This response's Content-Security-Policy nonce, drawn by server.ts; the document carries it on its inline
   * scripts and entry.server sends the policy. Empty (under `react-router dev`) sends no policy.
   */
  nonce: string;
}

export const requestInfoContext = createContext<RequestInfo>({ clientIp: null, buildId: "", nonce: "" });
