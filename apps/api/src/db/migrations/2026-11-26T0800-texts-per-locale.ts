/**
 * Listings and partners in the reader's language (docs/decisions/050-texts-per-locale.md).
 * - `boat_texts.title` may be null: a seller who writes a French description keeps the original title, and
 *   the page shows that title until the seller writes one in French.
 * - `partner_texts`: a partner's description in other languages; `partners.language` names the language of
 *   `partners.description` (every partner so far wrote in English).
 * Frozen in time: imports nothing from the app.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed against no app schema
type Db = Kysely<any>;

/** SQLite cannot drop a NOT NULL: the table is rebuilt (nothing references it, no trigger reads it). */
async function rebuildBoatTexts(db: Db, isTitleRequired: boolean): Promise<void> {
  await db.schema
    .createTable("boat_texts_next")
    .addColumn("boat_id", "integer", (c) => c.notNull().references("boats.id").onDelete("cascade"))
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => (isTitleRequired ? c.notNull() : c))
    .addColumn("description", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("boat_texts_next_pk", ["boat_id", "locale"])
    .execute();
  const title = isTitleRequired ? sql`coalesce(t.title, b.title)` : sql`t.title`;
  await sql`insert into boat_texts_next (boat_id, locale, title, description)
    select t.boat_id, t.locale, ${title}, t.description from boat_texts t join boats b on b.id = t.boat_id`.execute(
    db,
  );
  await db.schema.dropTable("boat_texts").execute();
  await db.schema.alterTable("boat_texts_next").renameTo("boat_texts").execute();
}

export async function up(db: Db): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (isPostgres) await sql`alter table boat_texts alter column title drop not null`.execute(db);
  else await rebuildBoatTexts(db, false);

  await db.schema
    .alterTable("partners")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en-US"))
    .execute();
  await db.schema
    .createTable("partner_texts")
    .addColumn("partner_id", "integer", (c) => c.notNull().references("partners.id").onDelete("cascade"))
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("partner_texts_pk", ["partner_id", "locale"])
    .execute();
}

export async function down(db: Db): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropTable("partner_texts").execute();
  await db.schema.alterTable("partners").dropColumn("language").execute();
  if (isPostgres) {
    await sql`update boat_texts t set title = b.title from boats b where b.id = t.boat_id and t.title is null`.execute(
      db,
    );
    await sql`alter table boat_texts alter column title set not null`.execute(db);
  } else await rebuildBoatTexts(db, true);
}
