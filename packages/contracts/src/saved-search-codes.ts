/**
 * Fixed lists of saved searches that the browser needs, without zod (docs/decisions/046-saved-searches-and-alerts.md).
 */

/** How often a saved search's alerts are e-mailed: at once, in a daily or a weekly digest, or never. */
export const ALERT_FREQUENCIES = ["instant", "daily", "weekly", "none"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** The private note a buyer keeps on a favourite boat. */
export const FAVOURITE_NOTE_MAX = 2_000;

/** Favourites' alerts until the user chooses: at once (a favourite going under offer is news a day late). */
export const FAVOURITE_ALERTS_DEFAULT: AlertFrequency = "instant";

/** Saved searches a user may keep. */
export const SAVED_SEARCHES_MAX = 50;
export const SAVED_SEARCH_NAME_MAX = 80;
