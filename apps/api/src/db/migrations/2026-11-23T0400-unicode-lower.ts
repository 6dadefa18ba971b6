/**
 * Connections to SQLite now replace `lower()` with a Unicode lowering (db/sqlite-dialect.ts), so the two
 * expression indexes built with the ASCII-only built-in are rebuilt with it; otherwise a brand named "ÉLAN"
 * would sit in `brands_name` under "Élan" and lookups by `lower(name)` would miss it. PostgreSQL's `lower()`
 * follows the database's LC_CTYPE (Unicode unless C/POSIX): nothing to rebuild there. Frozen in time.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed against no app schema
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`reindex groups_code_lower`.execute(db);
  await sql`reindex brands_name`.execute(db);
}

export async function down(): Promise<void> {}
