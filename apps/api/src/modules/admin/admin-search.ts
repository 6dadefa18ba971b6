/**
 * Case-insensitive "contains" search for back-office lists, the same on SQLite and PostgreSQL:
 * `lower(column) like lower(pattern) escape '\'`. PostgreSQL's LIKE is case-sensitive and SQLite's is not,
 * so both sides are lowered explicitly; the user's `%` and `_` are escaped so they match themselves.
 */
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import { containsPattern } from "../../lib/word-match.ts";

/** True when any of the expressions contains `text`, ignoring case. */
export function containsAny<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: Expression<string | null>[],
  text: string,
): Expression<SqlBool> {
  const pattern = containsPattern(text);
  return eb.or(columns.map((column) => sql<SqlBool>`lower(${column}) like lower(${pattern}) escape '\\'`));
}

/** Offset of a 1-based page. */
export const offsetOf = (query: { page: number; pageSize: number }): number =>
  (query.page - 1) * query.pageSize;
