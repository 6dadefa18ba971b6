/**
 * The reference data of the search filters: the catalog (boat types, conditions, equipment by type, labelled
 * in the page's language) and a chosen brand with its models. The API lets browsers and caches keep these
 * five minutes; the web server keeps them as long in memory, so a search page costs one API call (the search
 * itself) in the common case.
 */
import { type TCatalog, ZBrandOptionList, ZCatalog, ZModelOptionList } from "@keel/contracts/catalog";
import type { Locale } from "@keel/contracts/locales";
import { type ApiCallContext, apiRequest } from "#app/lib/api-client.server.ts";

const TTL_MS = 5 * 60 * 1000;
const MAX_ENTRIES = 500;

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

/** A small time-bounded memo of promises: concurrent requests share one API call; failures are not kept. */
function memo<T>() {
  const entries = new Map<string, Entry<T>>();
  return (key: string, load: () => Promise<T>): Promise<T> => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    if (entries.size >= MAX_ENTRIES) entries.clear();
    const value = load();
    entries.set(key, { value, expiresAt: now + TTL_MS });
    value.catch(() => entries.delete(key));
    return value;
  };
}

/** What the filter panel needs of the catalog: codes and labels (the page's loader data carries no more). */
export interface SearchCatalog {
  boatTypes: Array<{ code: string; label: string }>;
  conditions: Array<{ code: string; label: string }>;
  equipmentTypes: Array<{ code: string; label: string; equipments: Array<{ code: string; label: string }> }>;
}

function toSearchCatalog(catalog: TCatalog): SearchCatalog {
  return {
    boatTypes: catalog.boatTypes.map(({ code, label }) => ({ code, label })),
    conditions: catalog.conditions.map(({ code, label }) => ({ code, label })),
    equipmentTypes: catalog.equipmentTypes
      .map(({ code, label, equipments }) => ({
        code,
        label,
        equipments: equipments.map((e) => ({ code: e.code, label: e.label })),
      }))
      .filter((type) => type.equipments.length > 0),
  };
}

const catalogs = memo<SearchCatalog>();

export function getSearchCatalog(locale: Locale, api: ApiCallContext): Promise<SearchCatalog> {
  return catalogs(locale, () =>
    // Not tied to one visitor's request: a shared entry must not be aborted when that visitor leaves.
    apiRequest("catalog", { ...api, signal: undefined, query: { locale }, schema: ZCatalog }).then(
      toSearchCatalog,
    ),
  );
}

export interface SearchBrand {
  slug: string;
  name: string;
  models: Array<{ slug: string; name: string }>;
}

const brands = memo<SearchBrand | null>();

/**
 * A brand by its slug, with its models (for the model select). The API finds brands by name, so the slug's
 * first word is the search ("prestige-yachts" -> "prestige") and the slug picks the one meant.
 */
export function findSearchBrand(slug: string, api: ApiCallContext): Promise<SearchBrand | null> {
  return brands(slug, async () => {
    const context = { ...api, signal: undefined };
    const word = slug.split(/[-_]/).find(Boolean) ?? slug;
    const { items } = await apiRequest("brands", {
      ...context,
      query: { q: word, limit: 50 },
      schema: ZBrandOptionList,
    });
    const brand = items.find((item) => item.slug === slug);
    if (!brand) return null;
    const models = await apiRequest(`brands/${brand.id}/models`, {
      ...context,
      query: { limit: 50 },
      schema: ZModelOptionList,
    });
    return {
      slug: brand.slug,
      name: brand.name,
      models: models.items.map((m) => ({ slug: m.slug, name: m.name })),
    };
  });
}

/** Brands whose name matches what the visitor types in the brand filter (slug and name only). */
export async function searchBrandOptions(
  q: string,
  api: ApiCallContext,
): Promise<Array<{ slug: string; name: string }>> {
  const { items } = await apiRequest("brands", {
    ...api,
    query: { q: q || undefined, limit: 20 },
    schema: ZBrandOptionList,
  });
  return items.map(({ slug, name }) => ({ slug, name }));
}
