/**
 * What an API answer shows of the listings, declared in a response header so that the web server's page cache
 * knows which changes make a page built from it out of date (docs/decisions/044-search-memory-and-page-cache.md):
 * some boats and teams (a boat page, its similar boats' cards), every listing (a search, whose results and
 * counts any change can move), or none (labels, site settings). Catalog labels are on every page: their
 * changes drop everything, so no answer names them. An answer that changes with time alone (days on market, a
 * price reduction ageing out, docs/decisions/051-price-history.md) also says until when it holds. Zod-free: the
 * API and the web server's lib read it.
 */

export const SHOWS_HEADER = "x-keel-shows";

export interface Shown {
  boats: number[];
  teams: number[];
  /** Any listing's change may change the answer. */
  listings: boolean;
  /** When the answer changes with time alone (epoch ms); absent: only a change makes it out of date. */
  until?: number;
}

export function formatShown(shown: Partial<Shown>): string {
  const until = shown.until === undefined ? [] : [`until=${Math.floor(shown.until)}`];
  if (shown.listings) return ["listings", ...until].join(";");
  const parts = [];
  if (shown.boats?.length) parts.push(`boats=${shown.boats.join(",")}`);
  if (shown.teams?.length) parts.push(`teams=${shown.teams.join(",")}`);
  return [...(parts.length > 0 ? parts : ["none"]), ...until].join(";");
}

const ids = (list: string) =>
  list
    .split(",")
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);

/** An answer's header read back; an answer without one may show anything (every listing). */
export function parseShown(value: string | null): Shown {
  const shown: Shown = { boats: [], teams: [], listings: false };
  if (value === null) return { ...shown, listings: true };
  for (const part of value.split(";")) {
    const [name, list = ""] = part.trim().split("=");
    if (name === "boats") shown.boats.push(...ids(list));
    else if (name === "teams") shown.teams.push(...ids(list));
    else if (name === "listings") shown.listings = true;
    else if (name === "until" && Number.isFinite(Number(list)) && list !== "") {
      shown.until = Math.min(shown.until ?? Number.POSITIVE_INFINITY, Number(list));
    } else if (name !== "none") return { ...shown, listings: true };
  }
  return shown;
}
