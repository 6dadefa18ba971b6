/**
 * A page's JSON-LD blocks as `<script type="application/ld+json">` elements: the markup of the `json-ld` static
 * part (json-ld.tsx). Its module loads in the browser only when a page's blocks change after the first view.
 */

import { scriptJson } from "./script-json.ts";

/** One schema.org block (lib/boat-seo.ts, lib/organization-seo.ts build them). */
export type JsonLd = Record<string, unknown>;

export function JsonLdScripts({ blocks }: { blocks: JsonLd[] }) {
  return blocks.map((block, index) => (
    <script
      // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are a fixed list of the page's data
      key={index}
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element (scriptJson)
      dangerouslySetInnerHTML={{ __html: scriptJson(block) }}
    />
  ));
}
