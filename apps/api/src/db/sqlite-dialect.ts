/**
 * node:sqlite behind Kysely's own SqliteDialect. Kysely speaks to a better-sqlite3-shaped object; this adapter
 * gives DatabaseSync that shape (docs/decisions/003-database.md): statements that return columns are readers,
 * and parameters are normalised because node:sqlite binds neither booleans nor Dates.
 */
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { type SqliteDatabase, SqliteDialect, type SqliteStatement } from "kysely";

function bindable(value: unknown): SQLInputValue {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as SQLInputValue;
}

/**
 * SQLite's built-in `lower()` folds ASCII only, so a search for "é" missed "É" on SQLite while PostgreSQL
 * (and JavaScript, which lowers the user's text) fold all of Unicode. Every connection replaces it with
 * JavaScript's lowering, so `lower(column) like lower(pattern)` means the same on both engines. It stays
 * deterministic (expression indexes use it); text conversions follow the built-in: null stays null, numbers
 * and blobs are read as text. About 0.35 µs more per call than the built-in.
 */
function unicodeLower(value: SQLInputValue): SQLInputValue {
  if (value === null) return null;
  if (typeof value === "string") return value.toLowerCase();
  if (value instanceof Uint8Array) return Buffer.from(value).toString("utf8").toLowerCase();
  return String(value).toLowerCase();
}

/** Prepared statements kept per connection: the app's queries are a bounded set of shapes. */
const STATEMENT_CACHE_SIZE = 500;

interface Prepared {
  statement: StatementSync;
  /** Kept with the statement: `columns()` builds an object per column (about 40 µs for a boat row's 80). */
  reader: boolean;
}

function toKyselyDatabase(database: DatabaseSync): SqliteDatabase {
  const statements = new Map<string, Prepared>();
  const prepared = (sqlText: string): Prepared => {
    let entry = statements.get(sqlText);
    if (!entry) {
      const statement = database.prepare(sqlText);
      entry = { statement, reader: statement.columns().length > 0 };
      statements.set(sqlText, entry);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
    }
    return entry;
  };
  const bind = (parameters: ReadonlyArray<unknown>) => parameters.map(bindable);
  return {
    close: () => database.close(),
    prepare(sqlText: string): SqliteStatement {
      const { statement, reader } = prepared(sqlText);
      return {
        reader,
        all: (parameters) => statement.all(...bind(parameters)),
        run: (parameters) => {
          const result = statement.run(...bind(parameters));
          return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
        },
        // A stream keeps its statement busy until it ends: it gets one of its own.
        iterate: (parameters) => database.prepare(sqlText).iterate(...bind(parameters)),
      };
    },
  };
}

/**
 * Page cache per connection, in KiB (docs/decisions/033-search-cpu-and-memory.md). The operating system
 * caches the file as well, so a page SQLite no longer holds costs a copy from memory, not a disk read: the
 * caches only need the hot pages (indexes, reference lists, recent boats). 64 MiB each, as before, filled up
 * with the boats every index load reads once, and cost 64 MiB of RSS per search worker and as much again for
 * the API's own connection. Search workers read cards and keyword matches; the API's connection serves
 * everything else and writes.
 */
const WRITER_CACHE_KB = 16 * 1024;
const READER_CACHE_KB = 8 * 1024;

/**
 * A connection to a SQLite file. `readOnly` (search workers): it never writes, so it neither sets the journal
 * mode nor refreshes statistics, and never waits on a writer (WAL lets it read while one writes).
 */
export function openSqlite(file: string, options: { readOnly?: boolean } = {}): DatabaseSync {
  const readOnly = options.readOnly ?? false;
  const database = new DatabaseSync(file, { timeout: 5000, readOnly });
  database.function("lower", { deterministic: true, varargs: false }, unicodeLower);
  if (readOnly) {
    database.exec(`PRAGMA temp_store = MEMORY; PRAGMA cache_size = -${READER_CACHE_KB};`);
    return database;
  }
  database.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = NORMAL;
    PRAGMA foreign_keys = ON;
    PRAGMA temp_store = MEMORY;
    PRAGMA cache_size = -${WRITER_CACHE_KB};
  `);
  // Refreshes the planner's statistics when they are stale (cheap otherwise): without them SQLite picks
  // poor join orders for the search queries.
  database.exec("PRAGMA optimize = 0x10002;");
  return database;
}

export function createSqliteDialect(file: string, options: { readOnly?: boolean } = {}): SqliteDialect {
  return new SqliteDialect({ database: async () => toKyselyDatabase(openSqlite(file, options)) });
}
