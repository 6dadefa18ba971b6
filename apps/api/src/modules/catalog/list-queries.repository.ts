/**
 * SQL pieces of the back office's catalog lists (their "contains" search is `anyContains`, lib/word-match.ts):
 * the comboboxes' offer, usage counts as correlated subqueries, `-field` sort options, and a page with its total.
 */
import { type SqlBool, sql } from "kysely";

/**
 * A where-callback for the comboboxes' brands and models (both carry `status` and `createdByTeamId`): the
 * approved ones, and for a team also the free-text ones it typed, still waiting for review.
 */
export function offeredTo(teamId: number | undefined) {
  const approved = sql<SqlBool>`${sql.ref("status")} = 'approved'`;
  return teamId === undefined
    ? approved
    : sql<SqlBool>`(${approved} or (${sql.ref("status")} = 'pending' and ${sql.ref("createdByTeamId")} = ${teamId}))`;
}

/** How many rows of `table` have `column` equal to the outer query's `outer` column. */
export function countWhere(table: string, column: string, outer: string) {
  return sql<number>`(select count(*) from ${sql.table(table)} where ${sql.ref(`${table}.${column}`)} = ${sql.ref(outer)})`;
}

/** `name` sorts ascending, `-name` descending. */
export function sortOf<F extends string>(sort: F | `-${F}`): { field: F; direction: "asc" | "desc" } {
  return sort.startsWith("-")
    ? { field: sort.slice(1) as F, direction: "desc" }
    : { field: sort as F, direction: "asc" };
}

/** A page of rows and the total they were cut from, queried together. */
export async function pageOf<Row>(
  rows: Promise<Row[]>,
  count: Promise<{ total: number | string | bigint }>,
): Promise<{ rows: Row[]; total: number }> {
  const [page, counted] = await Promise.all([rows, count]);
  return { rows: page, total: Number(counted.total) };
}
