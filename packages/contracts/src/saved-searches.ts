import { z } from "zod";
import { ALERT_FREQUENCIES, SAVED_SEARCH_NAME_MAX } from "./saved-search-codes.ts";
import { ZBoatSearchQuery } from "./search.ts";

/**
 * The URL parameters a saved search keeps: the search's filters and its sort. Paging and the page's own
 * settings (page, pageSize, facets, locale) are known but not part of a search's meaning, so they are dropped;
 * any other name is an unknown filter and refused.
 */
export const SAVED_SEARCH_PARAMS = [
  "q",
  "type",
  "condition",
  "brand",
  "model",
  "priceMin",
  "priceMax",
  "currency",
  "lengthMin",
  "lengthMax",
  "unit",
  "yearMin",
  "yearMax",
  "country",
  "fuel",
  "hull",
  "cabinsMin",
  "berthsMin",
  "equipment",
  "reduced",
  "sort",
] as const;
const DROPPED_PARAMS = new Set(["page", "pageSize", "facets", "locale"]);
const KEPT = new Set<string>(SAVED_SEARCH_PARAMS);

export type SavedQueryCheck =
  | { ok: true; query: string }
  | { ok: false; issues: { path: string; code: string; message: string }[] };

/**
 * Checks a search's query string (`type=sailboat&priceMax=200000`, with or without `?`) against the search's
 * own schema and returns it in one spelling: kept parameters in a fixed order, empty ones left out.
 */
export function checkSavedQuery(raw: string): SavedQueryCheck {
  const params = new URLSearchParams(raw.startsWith("?") ? raw.slice(1) : raw);
  const issues: { path: string; code: string; message: string }[] = [];
  const values: Record<string, string> = {};
  for (const [name, value] of params) {
    if (DROPPED_PARAMS.has(name)) continue;
    if (!KEPT.has(name)) {
      issues.push({ path: `query.${name}`, code: "unknown_filter", message: `unknown filter "${name}"` });
    } else if (name in values) {
      issues.push({ path: `query.${name}`, code: "repeated_filter", message: `"${name}" is given twice` });
    } else if (value.trim() !== "") {
      values[name] = value.trim();
    }
  }
  if (issues.length > 0) return { ok: false, issues };
  const parsed = ZBoatSearchQuery.safeParse(values);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({
        path: ["query", ...issue.path.map(String)].join("."),
        code: issue.code,
        message: issue.message,
      })),
    };
  }
  const canonical = new URLSearchParams();
  for (const name of SAVED_SEARCH_PARAMS) if (values[name] !== undefined) canonical.set(name, values[name]);
  return { ok: true, query: canonical.toString().replaceAll("%2C", ",") };
}

const ZName = z.string().trim().min(1).max(SAVED_SEARCH_NAME_MAX);
const ZFrequency = z.enum(ALERT_FREQUENCIES);

export const ZSavedSearchCreate = z
  .strictObject({
    name: ZName,
    /** The search page's query string: its filters and sort. */
    query: z.string().max(2000),
    frequency: ZFrequency.default("daily"),
  })
  .meta({ id: "SavedSearchCreate" });
export type TSavedSearchCreate = z.input<typeof ZSavedSearchCreate>;

export const ZSavedSearchUpdate = z
  .strictObject({ name: ZName.optional(), frequency: ZFrequency.optional() })
  .refine((v) => v.name !== undefined || v.frequency !== undefined, { message: "nothing to change" })
  .meta({ id: "SavedSearchUpdate" });
export type TSavedSearchUpdate = z.infer<typeof ZSavedSearchUpdate>;

export const ZSavedSearch = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The search page's query string (no `?`): open `/search?{query}`. */
    query: z.string(),
    frequency: ZFrequency,
    /** Public boats matching the search that were published since the owner last opened it. */
    newSinceVisit: z.number().int(),
    lastVisitedAt: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "SavedSearch" });
export type TSavedSearch = z.infer<typeof ZSavedSearch>;

export const ZSavedSearchList = z.object({ items: z.array(ZSavedSearch) }).meta({ id: "SavedSearchList" });
export type TSavedSearchList = z.infer<typeof ZSavedSearchList>;

export const ZSavedSearchWithMessage = ZSavedSearch.extend({ message: z.string() });
