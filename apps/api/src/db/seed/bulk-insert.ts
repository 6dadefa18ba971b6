/**
 * Multi-row inserts for millions of generated rows. Building a Kysely query per chunk would walk an AST of
 * every value (90 columns x 300 rows per boat statement), which dominated seeding time; instead the SQL text
 * for a chunk shape is compiled once by Kysely (so dialect placeholders and snake_case naming stay Kysely's)
 * and reused with fresh parameters.
 */
import { CompiledQuery, type Insertable, type Kysely, PostgresAdapter, sql } from "kysely";
import type { Database } from "../schema.ts";

/** Under SQLite's 32,766 bound variables per statement (and PostgreSQL's 65,535). */
const MAX_PARAMETERS = 32_000;

type Table = keyof Database & string;

const statements = new WeakMap<object, Map<string, string>>();

function statementFor(db: Kysely<Database>, table: Table, columns: string[], rowCount: number): string {
  // Keyed by the adapter, which a Kysely instance shares with its transactions.
  const adapter = db.getExecutor().adapter;
  let cache = statements.get(adapter);
  if (!cache) {
    cache = new Map();
    statements.set(adapter, cache);
  }
  const cacheKey = `${table}|${columns.join(",")}|${rowCount}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;

  const placeholderRow = Object.fromEntries(columns.map((column) => [column, 0]));
  const compiled = db
    .insertInto(table)
    .values(Array.from({ length: rowCount }, () => placeholderRow) as never)
    .compile();
  if (compiled.parameters.length !== rowCount * columns.length) {
    throw new Error(`Unexpected parameter layout compiling a bulk insert into ${table}`);
  }
  cache.set(cacheKey, compiled.sql);
  return compiled.sql;
}

/**
 * Inserts `rows` (all with the same keys, in the same order) in as few statements as the parameter limit
 * allows. Call inside a transaction: on SQLite one commit per chunk is what makes this fast.
 */
export async function insertRows<T extends Table>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const parameters: unknown[] = [];
    for (const row of chunk) {
      const values = row as Record<string, unknown>;
      for (const column of columns) parameters.push(values[column] ?? null);
    }
    await db.executeQuery(CompiledQuery.raw(statementFor(db, table, columns, chunk.length), parameters));
  }
}

export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * The seed writes explicit ids so child rows can point at parents without a round trip. PostgreSQL identity
 * sequences do not see explicit ids, so move them past the highest one (SQLite's rowid needs nothing).
 */
export async function syncIdSequences(db: Kysely<Database>, tables: readonly string[]): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of tables) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 0) + 1 from ${sql.table(table)}), false)`.execute(
      db,
    );
  }
}
