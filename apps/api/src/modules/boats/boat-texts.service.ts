/**
 * A boat's title and description in other languages than its own (docs/decisions/050-texts-per-locale.md).
 * The original stays in `boats.title`/`description`/`language`; `boat_texts` holds one row per other locale.
 * The listing editor writes them through the boat's PATCH (`texts`); broker feeds call `replaceBoatTexts`.
 */
import type { TBoatDetail, TBoatTextsInput } from "@keel/contracts/boat-editor";
import { isLocale, type Locale } from "@keel/contracts/locales";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import {
  type BoatTextRow,
  findBoatLanguage,
  findBoatTexts,
  writeBoatTexts,
} from "./boat-texts.repository.ts";

/** The refusal of a text in the boat's own language, in the one error shape (path `body.texts.{locale}`). */
function originalLanguageError(locale: string): AppError {
  return new AppError("VALIDATION_FAILED", "error.validation", {
    details: [
      {
        path: `body.texts.${locale}`,
        code: "original_language",
        message: "the boat's own language is its title and description, not a translation",
      },
    ],
  });
}

/** Rows in a stable order (by locale), without a locale the contract does not know. */
function toRows(texts: TBoatTextsInput): BoatTextRow[] {
  return (Object.entries(texts) as [Locale, { title: string | null; description: string }][])
    .filter(([locale, text]) => isLocale(locale) && text !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([locale, text]) => ({ locale, title: text.title ?? null, description: text.description }));
}

/**
 * Replaces a boat's texts in other languages, in the caller's transaction (the editor's save, a feed's
 * import). `texts` has been read through `ZBoatTextsInput` (bounds, trimming); locales left out are removed.
 * `language` is the boat's own language once the caller's edit applies (read from the boat when omitted): a
 * text in that language is refused with VALIDATION_FAILED, so no translation ever hides the original.
 * The team scope is the caller's: it has found the boat in the team first.
 */
export async function replaceBoatTexts(
  trx: Kysely<Database>,
  boatId: number,
  texts: TBoatTextsInput,
  language?: string,
): Promise<void> {
  const own = language ?? (await findBoatLanguage(trx, boatId));
  if (own !== undefined && texts[own as Locale] !== undefined) throw originalLanguageError(own);
  await writeBoatTexts(trx, boatId, toRows(texts));
}

/**
 * After the boat's own language changed without new texts: a text it had in that language is dropped, since
 * the original now speaks it (one text per language, and the original wins).
 */
export async function dropTextInOwnLanguage(
  trx: Kysely<Database>,
  boatId: number,
  language: string,
): Promise<void> {
  const rows = await findBoatTexts(trx, boatId);
  if (rows.some((row) => row.locale === language)) {
    await writeBoatTexts(
      trx,
      boatId,
      rows.filter((row) => row.locale !== language),
    );
  }
}

/** The boat's texts by locale, as the editor loads them. */
export async function getBoatTexts(db: Kysely<Database>, boatId: number): Promise<TBoatDetail["texts"]> {
  const rows = await findBoatTexts(db, boatId);
  const texts: TBoatDetail["texts"] = {};
  for (const row of rows) {
    if (isLocale(row.locale)) texts[row.locale] = { title: row.title, description: row.description };
  }
  return texts;
}
