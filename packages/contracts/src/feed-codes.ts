/**
 * Feeds' fixed lists, with no zod, so the browser may import them (the feeds page translates the codes of a
 * run's report and offers the intervals). `feeds.ts` builds its schemas on them.
 */

export const FEED_FORMATS = ["openmarine", "csv"] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/** How often a URL source is pulled: from every 15 minutes to once a week; hourly unless the team says. */
export const FEED_INTERVALS = [15, 30, 60, 180, 360, 720, 1440, 10080] as const;

export const FEED_RUN_STATUSES = ["queued", "running", "done", "failed"] as const;
export type FeedRunStatus = (typeof FEED_RUN_STATUSES)[number];

export const FEED_RUN_TRIGGERS = ["schedule", "manual", "upload"] as const;

/** Why a whole file was refused: nothing of it was applied. */
export const FEED_FILE_ERROR_CODES = [
  "unreachable",
  "too_large",
  "bad_encoding",
  "malformed",
  "doctype_refused",
  "not_openmarine",
  "too_many_adverts",
  "text_too_long",
  "too_deep",
  "csv_header",
  "plan_restricted",
] as const;
export type FeedFileErrorCode = (typeof FEED_FILE_ERROR_CODES)[number];

/**
 * What a run reports of one advert: `refused` problems keep the advert out (its boat, if any, is untouched);
 * the others are values left unset or actions not taken while the rest of the advert was applied.
 */
export const FEED_PROBLEM_CODES = [
  "missing_ref",
  "duplicate_ref",
  "invalid_advert",
  "unknown_unit",
  "not_a_number",
  "unknown_value",
  "out_of_range",
  "unknown_currency",
  "unknown_language",
  "too_many_values",
  "photo_failed",
  "cannot_publish",
  "unknown_status",
] as const;
export type FeedProblemCode = (typeof FEED_PROBLEM_CODES)[number];

/** The columns of the CSV format, in the template's order (engines and photos numbered from 1). */
export const FEED_MAX_CSV_ENGINES = 3;
export const FEED_MAX_CSV_PHOTOS = 30;
