/**
 * A page's structured data for search engines (schema.org JSON-LD), written in its body at the end of the
 * public layout's `<main>`. Its loader builds the blocks (lib/boat-seo.ts, lib/organization-seo.ts) and gives
 * them as `jsonLd: pageOnly(context, blocks)` in its data; `PageJsonLd` renders the deepest route's.
 *
 * The scripts are a static part (lib/static-part.tsx): the browser keeps the server's, so a document carries
 * the blocks once, in the markup, where they were in the head through React Router's `<Meta>` before, which
 * needed them a second time in the loader data to render the head again when the page hydrates. Search engines
 * read JSON-LD anywhere in a document.
 */
import { useMatches } from "react-router";
import type { JsonLd } from "./json-ld-scripts.tsx";
import { type PageOnly, staticPart } from "./static-part.tsx";

const JsonLdPart = staticPart("json-ld", () => import("./json-ld-scripts.tsx").then((m) => m.JsonLdScripts));

/** What a page's loader data carries of its JSON-LD: null when it has none. */
export type PageJsonLdData = PageOnly<JsonLd[]> | null;

/** The JSON-LD blocks of the deepest route whose loader data has some (`jsonLd`). */
export function PageJsonLd() {
  const blocks = useMatches()
    .map((match) => (match.loaderData as { jsonLd?: PageJsonLdData } | null | undefined)?.jsonLd)
    .findLast((jsonLd) => jsonLd != null);
  return blocks ? <JsonLdPart blocks={blocks} /> : null;
}
