/**
 * Completeness of the long-form page texts: every locale has every document and every section of it, with the
 * same shape as en-US (so nothing was left out), translated (not English copied), using only known
 * placeholders and links to pages that exist.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@keel/contracts/locales";
import { describe, expect, it } from "vitest";
import {
  CONTENT_PLACEHOLDERS,
  documentTexts,
  fillDocument,
  parseInline,
  placeholdersIn,
} from "#app/features/pages/content.ts";
import { STATIC_PAGES } from "#app/features/seo/index.ts";
import enGB, { BRITISH_SPELLINGS, toBritishSpelling } from "./pages/en-GB.ts";
import enUS from "./pages/en-US.ts";
import es from "./pages/es.ts";
import fr from "./pages/fr.ts";
import it_ from "./pages/it.ts";
import { type ContentBlock, type ContentDocument, DOCUMENT_NAMES, type PageContent } from "./types.ts";

const CONTENT: Record<Locale, PageContent> = { "en-US": enUS, "en-GB": enGB, fr, it: it_, es };
const reference = CONTENT[DEFAULT_LOCALE];

const shapeOf = (block: ContentBlock) =>
  typeof block === "string"
    ? "paragraph"
    : "list" in block
      ? `list(${block.list.length})`
      : `table(${block.table.head.length}x${block.table.rows.length})`;

const wordCount = (document: ContentDocument) =>
  documentTexts(document)
    .join(" ")
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word)).length;

describe.each(LOCALES)("content of %s", (locale) => {
  const content = CONTENT[locale];

  it.each(DOCUMENT_NAMES)("has the %s document with every section of en-US, in order and in full", (name) => {
    const document = content[name];
    const expected = reference[name];
    expect(document.sections.map((s) => s.id)).toEqual(expected.sections.map((s) => s.id));
    expect(document.lead).toHaveLength(expected.lead.length);
    for (const [index, section] of document.sections.entries()) {
      expect(section.blocks.map(shapeOf), `${name}#${section.id}`).toEqual(
        expected.sections[index]!.blocks.map(shapeOf),
      );
    }
    for (const text of documentTexts(document)) expect(text.trim(), `${name}: an empty text`).not.toBe("");
  });

  it("uses only known placeholders, and no link syntax in titles and descriptions", () => {
    for (const name of DOCUMENT_NAMES) {
      for (const text of documentTexts(content[name])) {
        for (const placeholder of placeholdersIn(text))
          expect(CONTENT_PLACEHOLDERS, `${name}: {${placeholder}}`).toContain(placeholder);
      }
      const { title, description } = content[name];
      // The support address is filled in as a link: fine in the text, wrong in a <title> or meta description.
      expect(`${title} ${description}`).not.toMatch(/\{supportEmail\}|\[|`/);
    }
  });

  it("links only to pages of the site or to e-mail addresses", () => {
    const known = new Set(STATIC_PAGES);
    for (const name of DOCUMENT_NAMES) {
      for (const text of documentTexts(content[name])) {
        for (const segment of parseInline(text)) {
          if (segment.kind === "link") expect(known, `${name}: ${segment.href}`).toContain(segment.href);
        }
      }
    }
  });

  it("has substantial legal texts that cover the cookies, GDPR, UK GDPR and California", () => {
    expect(wordCount(content.terms)).toBeGreaterThan(1500);
    expect(wordCount(content.privacy)).toBeGreaterThan(1300);
    expect(wordCount(content.about)).toBeGreaterThan(450);
    const privacy = documentTexts(content.privacy).join("\n");
    for (const mention of [
      "`{tokenCookie}`",
      "`team_id`",
      "`locale`",
      "argon2id",
      "ICO",
      "California",
      "CPRA",
    ])
      expect(privacy, mention).toContain(mention);
    expect(privacy).toMatch(/GDPR|RGPD/);
  });
});

describe.each(["fr", "it", "es"] as const)("%s content", (locale) => {
  it("is translated, not English copied", () => {
    for (const name of DOCUMENT_NAMES) {
      const english = new Set(documentTexts(reference[name]));
      const copied = documentTexts(CONTENT[locale][name]).filter((text) => {
        const words = text.replace(/`[^`]*`|\{[^}]*\}/g, " ").match(/\p{L}+/gu) ?? [];
        return english.has(text) && words.length >= 3;
      });
      expect(copied, name).toEqual([]);
    }
  });
});

describe("en-GB content", () => {
  it("uses British spelling", () => {
    const text = DOCUMENT_NAMES.flatMap((name) => documentTexts(enGB[name])).join("\n");
    expect(text).not.toMatch(/\b(licen[s]e to|color-mode|behavioral|authorize|customized|meters)\b/);
    expect(text).toContain("behavioural");
    expect(text).toContain("a worldwide, non-exclusive, royalty-free licence");
  });

  it("is en-US text for text, but for the listed spellings, each of which en-US uses", () => {
    for (const name of DOCUMENT_NAMES) {
      const american = documentTexts(enUS[name]);
      const british = documentTexts(enGB[name]);
      expect(british).toHaveLength(american.length);
      for (const [index, text] of american.entries()) {
        let expected = text;
        for (const [us, gb] of Object.entries(BRITISH_SPELLINGS))
          expected = expected.replace(new RegExp(`\\b${us}\\b`, "g"), gb);
        expect(british[index], `${name}: ${text}`).toBe(expected);
      }
    }
    const americanText = DOCUMENT_NAMES.flatMap((name) => documentTexts(enUS[name])).join("\n");
    for (const us of Object.keys(BRITISH_SPELLINGS))
      expect(americanText, `${us} is not in the en-US texts`).toMatch(new RegExp(`\\b${us}\\b`));
  });

  it("keeps a capital letter when it changes a word's spelling", () => {
    expect(toBritishSpelling("License and color; a colorful meter")).toBe(
      "Licence and colour; a colorful meter",
    );
  });
});

describe("fillDocument", () => {
  it("fills every placeholder it knows and leaves the text otherwise unchanged", () => {
    const filled = fillDocument(reference.privacy, {
      brand: "Keel",
      supportEmail: "[help@keel.example](mailto:help@keel.example)",
      tokenCookie: "keel_token",
      oldTokenCookie: "keel_old_token",
      responseHours: "48",
      staleAfterDays: "60",
    });
    const texts = documentTexts(filled);
    expect(texts.some((text) => /\{\w+\}/.test(text))).toBe(false);
    expect(texts.join("\n")).toContain("`keel_token`");
    expect(filled.sections.map((s) => s.id)).toEqual(reference.privacy.sections.map((s) => s.id));
  });
});
