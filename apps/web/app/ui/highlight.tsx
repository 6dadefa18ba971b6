/**
 * Marks where a search's text occurs in a value, so a list shows why each row matched. The match is the
 * API's for keyword lists (apps/api/src/lib/word-match.ts, `anyContains`): the whole query as a substring,
 * ignoring case.
 */

/** `text` cut into the pieces that match `query` (case-insensitive) and the pieces between them. */
export function matchParts(text: string, query: string): { text: string; isMatch: boolean }[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [{ text, isMatch: false }];
  const parts: { text: string; isMatch: boolean }[] = [];
  let start = 0;
  let index = 0;
  while (index + needle.length <= text.length) {
    if (text.slice(index, index + needle.length).toLowerCase() === needle) {
      if (index > start) parts.push({ text: text.slice(start, index), isMatch: false });
      parts.push({ text: text.slice(index, index + needle.length), isMatch: true });
      index += needle.length;
      start = index;
    } else {
      index += 1;
    }
  }
  if (start < text.length) parts.push({ text: text.slice(start), isMatch: false });
  return parts;
}

/** `text` with each occurrence of `query` in a `<mark>`. */
export function Highlight({ text, query }: { text: string; query: string }) {
  return matchParts(text, query).map((part, index) =>
    part.isMatch ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one string, in a fixed order
      <mark key={index} className="rounded-sm bg-accent font-semibold text-accent-foreground">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
