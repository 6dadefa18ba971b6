/**
 * The back office's job queue list (`/admin/jobs`): what its URL may hold. The states mirror
 * `@keel/contracts/jobs` (a unit test keeps them equal) but are declared here, because that module builds zod
 * schemas when it loads and this spec also runs in the browser. The search box (`q`) searches the last error.
 */
import type { JobState } from "@keel/contracts/jobs";
import { ADMIN_PAGE_SIZE_VALUES } from "#app/features/admin/admin-lists.ts";
import { type ListQuery, type ListSpec, oneOfRule, patternRule, textRule } from "#app/ui/list/list-query.ts";

export const JOB_STATE_VALUES = [
  "queued",
  "running",
  "failed",
  "dead",
  "done",
] as const satisfies readonly JobState[];

/** Jobs an administrator can act on: retry (failed, dead) and discard (not running, not finished). */
export const RETRYABLE_STATES: readonly JobState[] = ["failed", "dead"];
export const DISCARDABLE_STATES: readonly JobState[] = ["queued", "failed", "dead"];

export const JOBS_LIST = {
  filters: {
    q: textRule(),
    state: oneOfRule(JOB_STATE_VALUES),
    kind: patternRule(/^[a-z0-9_]+(\.[a-z0-9_]+)*$/),
  },
  sorts: [],
  pageSizes: ADMIN_PAGE_SIZE_VALUES,
  defaultPageSize: 24,
} satisfies ListSpec<"q" | "state" | "kind", never>;

/** The API's query: the search box is the error filter. */
export function jobsApiQuery(query: ListQuery<"q" | "state" | "kind", never>) {
  const { q, state, kind } = query.filters;
  return { error: q, state, kind, page: query.page, pageSize: query.pageSize };
}
