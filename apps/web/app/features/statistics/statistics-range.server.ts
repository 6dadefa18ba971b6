/**
 * The custom period of the dashboard home's URL, checked with the API's own schema. Server-only: the schema
 * is zod, which stays out of the browser's bundles (decision 022).
 */
import { ZStatisticsQuery } from "@keel/contracts/statistics";
import type { RangeRequest } from "./statistics-view.ts";

/** The custom period of a URL (`?from=YYYY-MM-DD&to=YYYY-MM-DD`), checked by the API's own rules. */
export function parseRange(params: URLSearchParams): RangeRequest {
  const from = params.get("from") || undefined;
  const to = params.get("to") || undefined;
  if (from === undefined && to === undefined) return { range: null, errors: {} };
  const parsed = ZStatisticsQuery.safeParse({ from, to });
  if (parsed.success && parsed.data.from && parsed.data.to) {
    return { range: { from: parsed.data.from, to: parsed.data.to }, errors: {} };
  }
  const errors: RangeRequest["errors"] = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if (field !== "from" && field !== "to") continue;
    const params = (issue as { params?: { reason?: string; limit?: number } }).params;
    errors[field] ??= params?.reason ?? "invalid_format";
    if (params?.limit) errors.limit = params.limit;
  }
  return { range: null, errors };
}
