/**
 * The back office's fixed lists, with no zod, so the browser may import them (the back-office lists' filters,
 * sorts and page sizes, the job queue's states). `admin.ts`, `moderation.ts` and `jobs.ts` build their schemas on them and re-export them.
 */

export const STATUSES = ["active", "inactive"] as const;
export type Status = (typeof STATUSES)[number];

/** The public page sizes plus 100, for admins working through long lists. */
export const ADMIN_PAGE_SIZES = [12, 24, 48, 100] as const;

/** `-field` sorts descending (newest, last signed in first). */
export const ADMIN_USER_SORTS = [
  "name",
  "-name",
  "email",
  "-email",
  "createdAt",
  "-createdAt",
  "lastLoginAt",
  "-lastLoginAt",
] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

export const ADMIN_TEAM_SORTS = ["name", "-name", "createdAt", "-createdAt", "country", "-country"] as const;
export type AdminTeamSort = (typeof ADMIN_TEAM_SORTS)[number];

/** The boat moderation list's sorts: not column pairs, so the list offers them as a menu. */
export const ADMIN_BOAT_SORTS = ["updated_desc", "updated_asc", "created_desc", "title_asc"] as const;
export type AdminBoatSort = (typeof ADMIN_BOAT_SORTS)[number];

/**
 * The job queue's states. queued: waiting for its time; running: held by a worker; failed: waiting for a retry;
 * dead: out of attempts; done: finished.
 */
export const JOB_STATES = ["queued", "running", "failed", "dead", "done"] as const;
export type JobState = (typeof JOB_STATES)[number];
