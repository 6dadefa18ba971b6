/**
 * The back office's job queue list (`/admin/jobs`): what its URL may hold, with the states of the contracts'
 * zod-free `admin-codes` (this spec also runs in the browser). The search box (`q`) searches the last error.
 */
import { ADMIN_PAGE_SIZES, JOB_STATES, type JobState } from "@keel/contracts/admin-codes";
import { type ListQuery, type ListSpec, oneOfRule, patternRule, textRule } from "#app/ui/list/list-query.ts";

/** Jobs an administrator can act on: retry (failed, dead) and discard (not running, not finished). */
export const RETRYABLE_STATES: readonly JobState[] = ["failed", "dead"];
export const DISCARDABLE_STATES: readonly JobState[] = ["queued", "failed", "dead"];

export const JOBS_LIST = {
  filters: {
    q: textRule(),
    state: oneOfRule(JOB_STATES),
    kind: patternRule(/^[a-z0-9_]+(\.[a-z0-9_]+)*$/),
  },
  sorts: [],
  pageSizes: ADMIN_PAGE_SIZES,
  defaultPageSize: 24,
} satisfies ListSpec<"q" | "state" | "kind", never>;

/** The API's query: the search box is the error filter. */
export function jobsApiQuery(query: ListQuery<"q" | "state" | "kind", never>) {
  const { q, state, kind } = query.filters;
  return { error: q, state, kind, page: query.page, pageSize: query.pageSize };
}
