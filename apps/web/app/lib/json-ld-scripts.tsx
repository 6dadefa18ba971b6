/**
 * A page's JSON-LD blocks as `<script type="application/ld+json">` elements: the markup of the `json-ld` static
 * part (json-ld.tsx). Its module loads in the browser only when a page's blocks change after the first view.
 */

/** One schema.org block (lib/boat-seo.ts, lib/organization-seo.ts build them). */
export type JsonLd = Record<string, unknown>;

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/** JSON inside a `<script>`: `<`, `>`, `&` and the two line separators escaped, so no text can end the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE_IN_SCRIPT,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

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
