/**
 * Long-form texts of the public pages (about, terms of use, privacy policy, how results are ordered), one module per locale under
 * content/pages/. They are prose, not interface labels, so they live outside the flat texts files
 * that every page embeds (docs/decisions/020-public-pages-and-sitemaps.md): the server loads the request's
 * locale on demand and the page receives one document as loader data.
 *
 * Text may use these placeholders, filled on the server: {brand}, {supportEmail}, {tokenCookie},
 * {responseHours}, {staleAfterDays}; and two inline marks: `code` and [a link](/contact) (site paths are localised).
 */

/** A paragraph, a bulleted list, or a small table (head row, then body rows). */
export type ContentBlock =
  | string
  | { list: readonly string[] }
  | { table: { head: readonly string[]; rows: readonly (readonly string[])[] } };

export interface ContentSection {
  /** Stable anchor, the same in every locale ("cookies"), so links to a section survive translation. */
  id: string;
  heading: string;
  blocks: readonly ContentBlock[];
}

export interface ContentDocument {
  /** The page's h1 and the base of its meta title. */
  title: string;
  /** Meta description: one or two sentences. */
  description: string;
  /** Paragraphs under the title. */
  lead: readonly string[];
  sections: readonly ContentSection[];
}

export const DOCUMENT_NAMES = ["about", "terms", "privacy", "ordering"] as const;
export type DocumentName = (typeof DOCUMENT_NAMES)[number];

export type PageContent = Record<DocumentName, ContentDocument>;

/** Date of the legal texts' current version (ISO), shown as "Last updated" and used as the sitemap lastmod. */
export const LEGAL_UPDATED = "2026-11-22";
