/**
 * Keyword search behind one small interface per engine (ARCHITECTURE section 3): FTS5 on SQLite, a weighted
 * tsvector on PostgreSQL. Keywords are reduced to word tokens first, so no search syntax from the user ever
 * reaches either query language.
 */
import { type RawBuilder, sql } from "kysely";
import type { Engine } from "../../db/database.ts";

const MAX_TOKENS = 8;

/** Lower-case, accent-free word tokens of a keyword ("Bénéteau Océanis 40!" -> ["beneteau", "oceanis", "40"]). */
export function keywordTokens(keyword: string | undefined): string[] {
  if (!keyword) return [];
  const folded = keyword.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  return (folded.match(/[\p{L}\p{N}]+/gu) ?? []).map((t) => t.slice(0, 40)).slice(0, MAX_TOKENS);
}

export interface FullText {
  /** A condition on `boats` that holds when every token matches (the last one as a prefix). */
  matches(tokens: string[]): RawBuilder<boolean>;
  /** A relevance score for ordering, higher first. */
  relevance(tokens: string[]): RawBuilder<number>;
}

/** Each token as a prefix, all required: "bene oce" finds "Beneteau Oceanis". */
const sqliteMatch = (tokens: string[]) => tokens.map((t) => `"${t}"*`).join(" ");
const pgQuery = (tokens: string[]) => tokens.map((t) => `${t}:*`).join(" & ");

const sqliteFullText: FullText = {
  matches: (tokens) =>
    sql<boolean>`boats.id in (select rowid from boats_fts where boats_fts match ${sqliteMatch(tokens)})`,
  // bm25 is lower for better matches; weights favour title, brand and model over the description.
  relevance: (tokens) =>
    sql<number>`-(select bm25(boats_fts, 10.0, 8.0, 8.0, 2.0, 1.0) from boats_fts where boats_fts.rowid = boats.id and boats_fts match ${sqliteMatch(tokens)})`,
};

const postgresFullText: FullText = {
  matches: (tokens) => sql<boolean>`boats.search_vector @@ to_tsquery('simple', ${pgQuery(tokens)})`,
  relevance: (tokens) => sql<number>`ts_rank(boats.search_vector, to_tsquery('simple', ${pgQuery(tokens)}))`,
};

export function fullTextFor(engine: Engine): FullText {
  return engine === "postgres" ? postgresFullText : sqliteFullText;
}
