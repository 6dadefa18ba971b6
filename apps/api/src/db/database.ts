/**
 * Opens the database named by the configuration: node:sqlite by default, PostgreSQL for `postgres://` URLs.
 * Both engines hand back the same shapes: ISO-8601 UTC strings for timestamps and numbers for bigints.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";
import { createSqliteDialect } from "./sqlite-dialect.ts";

export type Engine = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** What was opened (a `postgres://` URL or a SQLite file): search workers open it again. */
  url: string;
  close(): Promise<void>;
}

const PG_INT8 = 20;
const PG_NUMERIC = 1700;
const PG_TIMESTAMPTZ = 1184;
const PG_TIMESTAMP = 1114;

let pgParsersInstalled = false;
function installPgParsers(): void {
  if (pgParsersInstalled) return;
  pgParsersInstalled = true;
  // Money is stored in minor units, far below 2^53: a JS number is exact.
  pg.types.setTypeParser(PG_INT8, (value) => Number.parseInt(value, 10));
  pg.types.setTypeParser(PG_NUMERIC, (value) => Number.parseFloat(value));
  pg.types.setTypeParser(PG_TIMESTAMPTZ, (value) => new Date(value).toISOString());
  pg.types.setTypeParser(PG_TIMESTAMP, (value) => new Date(`${value}Z`).toISOString());
}

export function engineOf(url: string): Engine {
  return /^postgres(ql)?:\/\//.test(url) ? "postgres" : "sqlite";
}

/**
 * `url` is a `postgres://` URL or a SQLite file path (`:memory:` allowed). `readOnly` opens a SQLite file
 * for reading only (search workers); PostgreSQL connections are the same either way.
 */
export function openDatabase(
  url: string,
  options: { poolSize?: number; readOnly?: boolean } = {},
): DatabaseHandle {
  const engine = engineOf(url);
  if (engine === "postgres") {
    installPgParsers();
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      plugins: [new CamelCasePlugin()],
    });
    return { db, engine, url, close: () => db.destroy() };
  }
  const file = url.replace(/^sqlite:(\/\/)?/, "");
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const db = new Kysely<Database>({
    dialect: createSqliteDialect(file, { readOnly: options.readOnly }),
    plugins: [new CamelCasePlugin()],
  });
  return { db, engine, url: file, close: () => db.destroy() };
}

export const nowIso = (): string => new Date().toISOString();

/**
 * Whether `lower()` folds letters beyond ASCII, as every case-insensitive search needs (decision 003).
 * SQLite's connections always do; a PostgreSQL database does unless it was created with the C or POSIX
 * character classes (`LC_CTYPE`), where "É" is not the capital of "é".
 */
export async function foldsUnicodeCase(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ folded: string }>`select lower('ÉØ') as folded`.execute(db);
  return rows[0]?.folded === "éø";
}
