/**
 * Values of a page's loader data that only its static parts read (lib/static-part.tsx): a search page's cards,
 * catalog and filters' counts, a boat page's boat and similar boats, a page's JSON-LD (lib/json-ld.tsx). The
 * browser never renders them on the first view (a static part keeps the server's markup), so in a document the
 * loader gives a stand-in for each instead, `{ "$pageOnly": id }`, and keeps the value for the
 * server's render (entry.server.tsx hands it to the parts through `PageOnlyValues`). That is React Router's
 * encoding of the values, the bytes of its script and the browser's decoding of them saved. A client-side
 * navigation's data (a `.data` request) is not a document: the values go whole, as the parts then render them.
 *
 * The request's map of kept values is set by the server build's entry (server-app.ts) for document requests
 * only; without one (a `.data` request, `react-router dev`, a unit test) `pageOnly` gives the value itself.
 */
import { createContext, type RouterContextProvider } from "react-router";
import { PAGE_ONLY_KEY, type PageOnly } from "./static-part.tsx";

/** The values a document's stand-ins name, by id; null for a request that is not a document. */
export const pageOnlyContext = createContext<Map<string, unknown> | null>(null);

/** `value` for a page's static parts only: a stand-in in a document (an object; null and plain values as they are). */
export function pageOnly<T>(context: Readonly<RouterContextProvider>, value: T): PageOnly<T> {
  const kept = context.get(pageOnlyContext);
  if (kept === null || value === null || typeof value !== "object") return value as unknown as PageOnly<T>;
  const id = String(kept.size + 1);
  kept.set(id, value);
  return { [PAGE_ONLY_KEY]: id } as unknown as PageOnly<T>;
}
