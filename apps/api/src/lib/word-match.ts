/**
 * Keyword matching for small directories (partners, professionals): every word must appear in at least one
 * of the columns, case-insensitively, as a substring. Boats have real full text (modules/search); these lists
 * hold hundreds of rows, where a LIKE per word is exact, portable across both engines and fast enough.
 */
import { type Expression, type RawBuilder, type SqlBool, sql } from "kysely";

const MAX_WORDS = 8;

/** The keyword's words, lower-cased (JavaScript's full Unicode lowering), at most eight. */
export function keywordWords(keyword: string | undefined): string[] {
  if (!keyword) return [];
  return [...new Set(keyword.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, MAX_WORDS);
}

/** `%text%` with LIKE's wildcards and the escape character taken literally (use with `escape '\\'`). */
export const containsPattern = (word: string): string => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A column by its (qualified) name, such as `teams.name`, or any text expression. */
export type TextColumn = string | Expression<string | null>;

/**
 * A condition true when one of `columns` contains `text`, ignoring case, the same on both engines:
 * `lower(column) like '%text%'` with the text lowered here and its `%`, `_` and `\` taken literally (on SQLite,
 * `lower()` folds all of Unicode too: docs/decisions/003-database.md). User text travels as a bound parameter.
 */
export function anyContains(columns: readonly TextColumn[], text: string): RawBuilder<SqlBool> {
  const pattern = containsPattern(text.toLowerCase());
  const clauses = columns.map((column) => {
    const ref = typeof column === "string" ? sql.ref(column) : column;
    return sql`lower(${ref}) like ${pattern} escape '\\'`;
  });
  return sql<SqlBool>`(${sql.join(clauses, sql` or `)})`;
}

/** A condition true when every word occurs in one of `columns`. */
export function everyWordIn(columns: readonly TextColumn[], words: readonly string[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.join(
    words.map((word) => anyContains(columns, word)),
    sql` and `,
  )})`;
}
