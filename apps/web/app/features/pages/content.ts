/**
 * The long-form documents of content/pages (types.ts there): placeholders filled on the server, and the two
 * inline marks (`code`, [link](/path)) split into segments for the renderer. Pure, shared by the server
 * loader, the renderer and the completeness test.
 */
import type { ContentBlock, ContentDocument } from "./content/types.ts";

export const CONTENT_PLACEHOLDERS = [
  "brand",
  "supportEmail",
  "tokenCookie",
  "oldTokenCookie",
  "responseHours",
  "staleAfterDays",
] as const;
export type ContentValues = Record<(typeof CONTENT_PLACEHOLDERS)[number], string>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholder names a text uses. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

function fill(text: string, values: ContentValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as keyof ContentValues] : whole,
  );
}

function mapBlock(block: ContentBlock, change: (text: string) => string): ContentBlock {
  if (typeof block === "string") return change(block);
  if ("list" in block) return { list: block.list.map(change) };
  return {
    table: { head: block.table.head.map(change), rows: block.table.rows.map((row) => row.map(change)) },
  };
}

/** The document with every text (title, description, lead, headings, blocks) passed through `change`. */
export function mapDocumentTexts(
  document: ContentDocument,
  change: (text: string) => string,
): ContentDocument {
  return {
    title: change(document.title),
    description: change(document.description),
    lead: document.lead.map(change),
    sections: document.sections.map((section) => ({
      id: section.id,
      heading: change(section.heading),
      blocks: section.blocks.map((block) => mapBlock(block, change)),
    })),
  };
}

export function fillDocument(document: ContentDocument, values: ContentValues): ContentDocument {
  return mapDocumentTexts(document, (text) => fill(text, values));
}

/** Every text of a document, for checks (placeholders, translations). */
export function documentTexts(document: ContentDocument): string[] {
  const texts = [document.title, document.description, ...document.lead];
  for (const section of document.sections) {
    texts.push(section.heading);
    for (const block of section.blocks) {
      if (typeof block === "string") texts.push(block);
      else if ("list" in block) texts.push(...block.list);
      else texts.push(...block.table.head, ...block.table.rows.flat());
    }
  }
  return texts;
}

export type InlineSegment =
  | { kind: "text"; text: string }
  | { kind: "code"; text: string }
  | { kind: "link"; text: string; href: string };

const INLINE = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** "See the [plans](/pricing) and `team_id`" -> text, link, text, code segments. */
export function parseInline(text: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) segments.push({ kind: "text", text: text.slice(last, match.index) });
    if (match[1] !== undefined) segments.push({ kind: "code", text: match[1] });
    else segments.push({ kind: "link", text: match[2]!, href: match[3]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: "text", text: text.slice(last) });
  return segments;
}
