/**
 * British English pages: the en-US texts with British spelling. The wording is the same in both, so it lives
 * once, in en-US.ts; this module lists only the words spelt differently. Dates are not in the texts (the
 * "Last updated" date is formatted per locale), so spelling is the only difference.
 */

import { DOCUMENT_NAMES, type PageContent } from "#app/features/pages/content/types.ts";
import { mapDocumentTexts } from "#app/features/pages/content.ts";
import enUS from "./en-US.ts";

/**
 * American spelling -> British spelling, whole words, in the forms the en-US texts use. "license" is a noun
 * there (British "licence"); the verb is "license" in both, so a text that used the verb would need its own
 * entry rather than this one.
 */
export const BRITISH_SPELLINGS: Readonly<Record<string, string>> = {
  authorize: "authorise",
  behavioral: "behavioural",
  color: "colour",
  customized: "customised",
  license: "licence",
  meters: "metres",
};

const AMERICAN_WORD = new RegExp(`\\b(${Object.keys(BRITISH_SPELLINGS).join("|")})\\b`, "gi");

/** The text with its American spellings made British, keeping a capital first letter. */
export function toBritishSpelling(text: string): string {
  return text.replace(AMERICAN_WORD, (word) => {
    const british = BRITISH_SPELLINGS[word.toLowerCase()]!;
    return word[0] === word[0]!.toUpperCase() ? british[0]!.toUpperCase() + british.slice(1) : british;
  });
}

const content = Object.fromEntries(
  DOCUMENT_NAMES.map((name) => [name, mapDocumentTexts(enUS[name], toBritishSpelling)]),
) as PageContent;

export default content;
