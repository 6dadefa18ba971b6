/**
 * Keyword matching for small directories (partners, professionals): every word must appear in at least one
 * of the columns, case-insensitively, as a substring. Boats have real full text (modules/search); these lists
 * hold hundreds of rows, where a LIKE per word is exact, portable across both engines and fast enough.
 */
import { type RawBuilder, type SqlBool, sql } from "kysely";

const MAX_WORDS = 8;

/** The keyword's words, lower-cased (JavaScript's full Unicode lowering), at most eight. */
export function keywordWords(keyword: string | undefined): string[] {
  if (!keyword) return [];
  return [...new Set(keyword.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, MAX_WORDS);
}

/** `%text%` with LIKE's wildcards and the escape character taken literally (use with `escape '\\'`). */
export const containsPattern = (word: string): string => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A condition true when every word occurs in one of `columns` (qualified names such as `teams.name`).
 * User text only ever travels as bound parameters.
 */
export function everyWordIn(columns: readonly string[], words: readonly string[]): RawBuilder<SqlBool> {
  const clauses = words.map((word) => {
    const pattern = containsPattern(word);
    const anyColumn = columns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);
    return sql`(${sql.join(anyColumn, sql` or `)})`;
  });
  return sql<SqlBool>`(${sql.join(clauses, sql` and `)})`;
}
