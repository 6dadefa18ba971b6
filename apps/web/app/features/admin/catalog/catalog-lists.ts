/**
 * The back office's reference catalog screens, described once. The five translated lists (boat types,
 * conditions, availabilities, equipment types, equipments) share one set of route modules
 * (routes/admin/catalog/reference-*.tsx) parameterised by the entries here; brands and brand models have their
 * own pages. Browser-safe: the API schemas per list live in catalog-api.server.ts.
 */

import { ADMIN_PAGE_SIZES } from "@keel/contracts/admin-codes";
import {
  BOAT_CATEGORIES,
  BRAND_SORTS,
  BRAND_STATUSES,
  type BrandSort,
  CATALOG_SORTS,
  type CatalogSort,
} from "@keel/contracts/catalog-codes";
import { splitLocalePath } from "#app/lib/locale.ts";
import { idRule, type ListSpec, oneOfRule, type ParamRule, textRule } from "#app/ui/list/list-query.ts";

export const REFERENCE_KINDS = [
  "boat-types",
  "conditions",
  "availabilities",
  "equipment-types",
  "equipments",
] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

export interface ReferenceList {
  kind: ReferenceKind;
  /** Path under /admin on the site and under admin/ in the API. */
  path: string;
  /** Stem of the list's text keys: `catalog.${key}.title`, `.new`, `.intro`. */
  key: "boatTypes" | "conditions" | "availabilities" | "equipmentTypes" | "equipments";
  /** The one field beyond code, sort order and labels. */
  extra: "category" | "equipmentTypeId" | null;
  /** What the usage column counts: boats, or for equipment types the equipments of the type. */
  usageUnit: "boats" | "equipments";
}

export const REFERENCE_LISTS: Record<ReferenceKind, ReferenceList> = {
  "boat-types": {
    kind: "boat-types",
    path: "boat-types",
    key: "boatTypes",
    extra: "category",
    usageUnit: "boats",
  },
  conditions: { kind: "conditions", path: "conditions", key: "conditions", extra: null, usageUnit: "boats" },
  availabilities: {
    kind: "availabilities",
    path: "availabilities",
    key: "availabilities",
    extra: null,
    usageUnit: "boats",
  },
  "equipment-types": {
    kind: "equipment-types",
    path: "equipment-types",
    key: "equipmentTypes",
    extra: null,
    usageUnit: "equipments",
  },
  equipments: {
    kind: "equipments",
    path: "equipments",
    key: "equipments",
    extra: "equipmentTypeId",
    usageUnit: "boats",
  },
};

/** Every catalog screen's path under /admin, in the order of the back-office navigation. */
export const CATALOG_PATHS = [
  "brands",
  "brand-models",
  ...REFERENCE_KINDS.map((kind) => REFERENCE_LISTS[kind].path),
] as const;

export function isReferenceKind(value: unknown): value is ReferenceKind {
  return typeof value === "string" && (REFERENCE_KINDS as readonly string[]).includes(value);
}

/**
 * The translated list a page belongs to, from its URL ("/fr/admin/boat-types/12" -> boat types). The route
 * modules are shared, so the path is what tells them apart; undefined for any other page.
 */
export function referenceListOf(pathname: string): ReferenceList | undefined {
  const segment = /^\/admin\/([^/]+)/.exec(splitLocalePath(pathname).path)?.[1];
  return isReferenceKind(segment) ? REFERENCE_LISTS[segment] : undefined;
}

/** Neutral site path of a list, or of one of its values ("new" for the creation page). */
export function referencePath(list: ReferenceList, id?: number | "new"): string {
  return id === undefined ? `/admin/${list.path}` : `/admin/${list.path}/${id}`;
}

/** The five label fields, in the order of the interface languages. */
export const LABEL_FIELDS = [
  { name: "nameEnUs", locale: "en-US" },
  { name: "nameEnGb", locale: "en-GB" },
  { name: "nameFr", locale: "fr" },
  { name: "nameIt", locale: "it" },
  { name: "nameEs", locale: "es" },
] as const;
export type LabelField = (typeof LABEL_FIELDS)[number]["name"];

/** The URL state of a translated list page: search, sort, page; boat types filter by category, equipments by type. */
export function referenceListSpec(
  list: ReferenceList,
): ListSpec<"q" | "category" | "equipmentTypeId", CatalogSort> {
  const filters: Record<string, ParamRule> = { q: textRule() };
  if (list.extra === "category") filters.category = oneOfRule(BOAT_CATEGORIES);
  if (list.extra === "equipmentTypeId") filters.equipmentTypeId = idRule;
  return {
    filters: filters as Record<"q" | "category" | "equipmentTypeId", ParamRule>,
    sorts: CATALOG_SORTS,
    defaultSort: "sortOrder",
    descendingFirst: ["usage"],
    pageSizes: ADMIN_PAGE_SIZES,
    defaultPageSize: 24,
  };
}

/** Brands: search, pending/approved, sort by name, boats or date added. */
export const BRAND_LIST = {
  filters: { q: textRule(), status: oneOfRule(BRAND_STATUSES) },
  sorts: BRAND_SORTS,
  defaultSort: "name",
  descendingFirst: ["usage", "createdAt"],
  pageSizes: ADMIN_PAGE_SIZES,
  defaultPageSize: 24,
} satisfies ListSpec<"q" | "status", BrandSort>;

/** Brand models: as brands, plus the brand they belong to. */
export const MODEL_LIST = {
  filters: { q: textRule(), status: oneOfRule(BRAND_STATUSES), brandId: idRule },
  sorts: BRAND_SORTS,
  defaultSort: "name",
  descendingFirst: ["usage", "createdAt"],
  pageSizes: ADMIN_PAGE_SIZES,
  defaultPageSize: 24,
} satisfies ListSpec<"q" | "status" | "brandId", BrandSort>;
