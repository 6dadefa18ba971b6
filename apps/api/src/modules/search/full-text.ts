/**
 * Keyword search behind one small interface per engine (decision 012): FTS5 on SQLite, a weighted
 * tsvector on PostgreSQL. Keywords are reduced to word tokens first, so no search syntax from the user ever
 * reaches either query language.
 */
import { type Kysely, sql } from "kysely";
import type { Engine } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";

const MAX_TOKENS = 8;

/** Lower-case, accent-free word tokens of a keyword ("Bénéteau Océanis 40!" -> ["beneteau", "oceanis", "40"]). */
export function keywordTokens(keyword: string | undefined): string[] {
  if (!keyword) return [];
  const folded = keyword.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  return (folded.match(/[\p{L}\p{N}]+/gu) ?? []).map((t) => t.slice(0, 40)).slice(0, MAX_TOKENS);
}

/** Each token as a prefix, all required: "bene oce" finds "Beneteau Oceanis". */
const sqliteMatch = (tokens: string[]) => tokens.map((t) => `"${t}"*`).join(" ");
const pgQuery = (tokens: string[]) => tokens.map((t) => `${t}:*`).join(" & ");

/**
 * Ids of the boats matching every token, best match first (ties: newest id first). Not narrowed to public
 * boats: the search index drops the others.
 */
export async function rankedMatches(
  db: Kysely<Database>,
  engine: Engine,
  tokens: string[],
): Promise<number[]> {
  // bm25 is lower for better matches; weights favour title, brand and model over the description.
  const query =
    engine === "postgres"
      ? sql<{ id: number }>`select id from boats
          where search_vector @@ to_tsquery('simple', ${pgQuery(tokens)}) and status in ('published', 'under_offer')
          order by ts_rank(search_vector, to_tsquery('simple', ${pgQuery(tokens)})) desc, id desc`
      : sql<{ id: number }>`select rowid as id from boats_fts where boats_fts match ${sqliteMatch(tokens)}
          order by bm25(boats_fts, 10.0, 8.0, 8.0, 2.0, 1.0), rowid desc`;
  const { rows } = await query.execute(db);
  return rows.map((row) => Number(row.id));
}
