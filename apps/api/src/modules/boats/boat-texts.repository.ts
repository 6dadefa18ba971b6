import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

export interface BoatTextRow {
  locale: string;
  title: string | null;
  description: string;
}

/** A boat's texts in other languages than its own, by locale code. */
export function findBoatTexts(db: Kysely<Database>, boatId: number): Promise<BoatTextRow[]> {
  return db
    .selectFrom("boatTexts")
    .select(["locale", "title", "description"])
    .where("boatId", "=", boatId)
    .orderBy("locale")
    .execute();
}

/** The boat's own language (its `title` and `description`). */
export async function findBoatLanguage(db: Kysely<Database>, boatId: number): Promise<string | undefined> {
  const row = await db.selectFrom("boats").select("language").where("id", "=", boatId).executeTakeFirst();
  return row?.language;
}

/**
 * Replaces the boat's texts in other languages and keeps `boats.translated_text` in step: full-text search
 * indexes that column beside the original (FTS5 triggers on SQLite, the generated tsvector on PostgreSQL), and
 * the update is logged for the search workers like any edit of the boat.
 */
export async function writeBoatTexts(
  trx: Kysely<Database>,
  boatId: number,
  texts: BoatTextRow[],
): Promise<void> {
  await trx.deleteFrom("boatTexts").where("boatId", "=", boatId).execute();
  if (texts.length > 0) {
    await trx
      .insertInto("boatTexts")
      .values(texts.map((t) => ({ boatId, locale: t.locale, title: t.title, description: t.description })))
      .execute();
  }
  const translatedText = texts.map((t) => [t.title, t.description].filter(Boolean).join(" ")).join(" ");
  await trx
    .updateTable("boats")
    .set({ translatedText: translatedText === "" ? null : translatedText })
    .where("id", "=", boatId)
    .execute();
}
