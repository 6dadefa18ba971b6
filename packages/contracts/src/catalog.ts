/**
 * The reference catalog: brands, their models and the five translated lists (boat types, conditions,
 * availabilities, equipment types, equipments). Public reads feed the listing editor's comboboxes and the
 * search filters; the back office (`admin/…`) edits every list. Bodies are strict: an unknown field is a 400.
 */
import { z } from "zod";
import { ZAdminPagination } from "./admin.ts";
import { BOAT_CATEGORIES, BRAND_SORTS, BRAND_STATUSES, CATALOG_SORTS, LABEL_MAX } from "./catalog-codes.ts";
import { ZId, ZPage, ZTeamParams } from "./common.ts";
import { LOCALES } from "./locales.ts";

export {
  BOAT_CATEGORIES,
  type BoatCategory,
  BRAND_SORTS,
  BRAND_STATUSES,
  type BrandSort,
  type BrandStatus,
  CATALOG_SORTS,
  type CatalogSort,
  LABEL_MAX,
} from "./catalog-codes.ts";

const ZIdNumber = z.number().int().positive().max(2_147_483_647);
const ZIdQuery = ZId;

/** Free-text search; blank means no search. */
const ZSearch = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => v || undefined);

/** Language of the `label` fields; defaults to the caller's Accept-Language. */
const ZLocaleQuery = z.enum(LOCALES).optional();

// ---- translated lists ----

const ZLabel = z.string().trim().min(1).max(LABEL_MAX);

/** A label in each interface language; all five are required, so no screen ever shows a blank. */
export const ZTranslatedLabels = z
  .object({ nameEnUs: ZLabel, nameEnGb: ZLabel, nameFr: ZLabel, nameIt: ZLabel, nameEs: ZLabel })
  .meta({ id: "TranslatedLabels" });
export type TTranslatedLabels = z.infer<typeof ZTranslatedLabels>;

/** Stable identifier used by filters, feeds and URLs: lower-case words joined by `_` or `-`. */
export const ZCatalogCode = z
  .string()
  .trim()
  .max(60)
  .regex(/^[a-z0-9]+(?:[_-][a-z0-9]+)*$/, { message: "lower-case letters and digits joined by _ or -" });

const ZSortOrder = z.number().int().min(0).max(1_000_000);

export const ZCatalogListQuery = ZAdminPagination.extend({
  /** Part of the code or of any of the five labels, any case. */
  q: ZSearch,
  sort: z.enum(CATALOG_SORTS).default("sortOrder"),
  locale: ZLocaleQuery,
});
export type TCatalogListQuery = z.infer<typeof ZCatalogListQuery>;

export const ZBoatTypeListQuery = ZCatalogListQuery.extend({
  category: z.enum(BOAT_CATEGORIES).optional(),
});
export type TBoatTypeListQuery = z.infer<typeof ZBoatTypeListQuery>;

export const ZEquipmentListQuery = ZCatalogListQuery.extend({ equipmentTypeId: ZIdQuery.optional() });
export type TEquipmentListQuery = z.infer<typeof ZEquipmentListQuery>;

/** A value of a translated list as the back office sees it. */
export const ZCatalogItem = ZTranslatedLabels.extend({
  id: z.number().int(),
  code: z.string(),
  sortOrder: z.number().int(),
  /** The label in the requested locale. */
  label: z.string(),
  /** Boats using the value (for equipment types: the equipments of the type). */
  usage: z.number().int(),
}).meta({ id: "CatalogItem" });
export type TCatalogItem = z.infer<typeof ZCatalogItem>;

export const ZBoatTypeItem = ZCatalogItem.extend({ category: z.enum(BOAT_CATEGORIES) }).meta({
  id: "BoatTypeItem",
});
export type TBoatTypeItem = z.infer<typeof ZBoatTypeItem>;

export const ZEquipmentItem = ZCatalogItem.extend({ equipmentTypeId: z.number().int() }).meta({
  id: "EquipmentItem",
});
export type TEquipmentItem = z.infer<typeof ZEquipmentItem>;

export const ZCatalogItemList = ZPage(ZCatalogItem).meta({ id: "CatalogItemList" });
export type TCatalogItemList = z.infer<typeof ZCatalogItemList>;
export const ZBoatTypeList = ZPage(ZBoatTypeItem).meta({ id: "BoatTypeList" });
export type TBoatTypeList = z.infer<typeof ZBoatTypeList>;
export const ZEquipmentList = ZPage(ZEquipmentItem).meta({ id: "EquipmentList" });
export type TEquipmentList = z.infer<typeof ZEquipmentList>;

/** A new value; without `sortOrder` it goes to the end of the list. */
export const ZCatalogItemCreate = z
  .strictObject({ ...ZTranslatedLabels.shape, code: ZCatalogCode, sortOrder: ZSortOrder.optional() })
  .meta({ id: "CatalogItemCreate" });
export type TCatalogItemCreate = z.infer<typeof ZCatalogItemCreate>;
export const ZBoatTypeCreate = ZCatalogItemCreate.extend({ category: z.enum(BOAT_CATEGORIES) }).meta({
  id: "BoatTypeCreate",
});
export type TBoatTypeCreate = z.infer<typeof ZBoatTypeCreate>;
export const ZEquipmentCreate = ZCatalogItemCreate.extend({ equipmentTypeId: ZIdNumber }).meta({
  id: "EquipmentCreate",
});
export type TEquipmentCreate = z.infer<typeof ZEquipmentCreate>;

/** An edit: the fields sent change, the others stay; a label sent must still be non-blank. */
export const ZCatalogItemUpdate = ZCatalogItemCreate.partial().meta({ id: "CatalogItemUpdate" });
export type TCatalogItemUpdate = z.infer<typeof ZCatalogItemUpdate>;
export const ZBoatTypeUpdate = ZBoatTypeCreate.partial().meta({ id: "BoatTypeUpdate" });
export type TBoatTypeUpdate = z.infer<typeof ZBoatTypeUpdate>;
export const ZEquipmentUpdate = ZEquipmentCreate.partial().meta({ id: "EquipmentUpdate" });
export type TEquipmentUpdate = z.infer<typeof ZEquipmentUpdate>;

export const ZCatalogItemSaved = z
  .object({ item: ZCatalogItem, message: z.string() })
  .meta({ id: "CatalogItemSaved" });
export const ZBoatTypeSaved = z
  .object({ item: ZBoatTypeItem, message: z.string() })
  .meta({ id: "BoatTypeSaved" });
export const ZEquipmentSaved = z
  .object({ item: ZEquipmentItem, message: z.string() })
  .meta({ id: "EquipmentSaved" });

/** Moves every reference to this value onto `intoId` (same list), then deletes this value. */
export const ZMergeBody = z.strictObject({ intoId: ZIdNumber }).meta({ id: "CatalogMerge" });
export type TMergeBody = z.infer<typeof ZMergeBody>;

export const ZMergeResult = z
  .object({
    intoId: z.number().int(),
    /** Boats moved (for equipment types: equipments moved). */
    moved: z.number().int(),
    message: z.string(),
  })
  .meta({ id: "CatalogMergeResult" });
export type TMergeResult = z.infer<typeof ZMergeResult>;

/** 409 on delete: the value is in use; `usage` says by how many boats (or equipments, for a type). */
export const ZUsageConflict = z
  .object({
    error: z.object({
      code: z.literal("CONFLICT"),
      message: z.string(),
      details: z.object({ usage: z.number().int() }),
    }),
  })
  .meta({ id: "UsageConflict" });
export type TUsageConflict = z.infer<typeof ZUsageConflict>;

// ---- the public catalog ----

const ZOption = z.object({ id: z.number().int(), code: z.string(), label: z.string() });

/** Every translated list at once, labels in one locale, each list by sort order then label. */
export const ZCatalog = z
  .object({
    locale: z.enum(LOCALES),
    boatTypes: z.array(ZOption.extend({ category: z.enum(BOAT_CATEGORIES) })),
    conditions: z.array(ZOption),
    availabilities: z.array(ZOption),
    equipmentTypes: z.array(ZOption.extend({ equipments: z.array(ZOption) })),
  })
  .meta({ id: "Catalog" });
export type TCatalog = z.infer<typeof ZCatalog>;

export const ZCatalogQuery = z.object({ locale: ZLocaleQuery });

// ---- brands and models ----

export const BRAND_NAME_MAX = 80;
const ZBrandName = z.string().trim().min(1).max(BRAND_NAME_MAX);

/** Combobox search: names starting with `q` first, then names containing it; accents and case ignored. */
export const ZTeamBrandParams = ZTeamParams.extend({ id: ZId });
export type TTeamBrandParams = z.infer<typeof ZTeamBrandParams>;

export const ZOptionQuery = z.object({
  q: ZSearch,
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type TOptionQuery = z.infer<typeof ZOptionQuery>;

export const ZBrandOption = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    /** A name this team typed as free text, still waiting for the back office (team routes only). */
    pending: z.boolean().optional(),
  })
  .meta({ id: "BrandOption" });
export type TBrandOption = z.infer<typeof ZBrandOption>;
export const ZBrandOptionList = z.object({ items: z.array(ZBrandOption) }).meta({ id: "BrandOptionList" });
export type TBrandOptionList = z.infer<typeof ZBrandOptionList>;

export const ZModelOption = ZBrandOption.extend({ boatTypeId: z.number().int().nullable() }).meta({
  id: "ModelOption",
});
export type TModelOption = z.infer<typeof ZModelOption>;
export const ZModelOptionList = z.object({ items: z.array(ZModelOption) }).meta({ id: "ModelOptionList" });
export type TModelOptionList = z.infer<typeof ZModelOptionList>;

export const ZBrandListQuery = ZAdminPagination.extend({
  /** Part of the name or slug, any case. */
  q: ZSearch,
  /** `pending`: free-text brands typed by sellers, waiting for review. */
  status: z.enum(BRAND_STATUSES).optional(),
  sort: z.enum(BRAND_SORTS).default("name"),
});
export type TBrandListQuery = z.infer<typeof ZBrandListQuery>;

export const ZBrandModelListQuery = ZBrandListQuery.extend({ brandId: ZIdQuery.optional() });
export type TBrandModelListQuery = z.infer<typeof ZBrandModelListQuery>;

/** What brands and models share: a name, its slug, and where free text typed by a seller stands. */
const ZNamedEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(BRAND_STATUSES),
  /** The team whose seller typed it (free text); null for entries the back office added. */
  createdByTeam: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Boats using it. */
  usage: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const ZBrand = ZNamedEntry.extend({ modelCount: z.number().int() }).meta({ id: "Brand" });
export type TBrand = z.infer<typeof ZBrand>;
export const ZBrandList = ZPage(ZBrand).meta({ id: "BrandList" });
export type TBrandList = z.infer<typeof ZBrandList>;

export const ZBrandModel = ZNamedEntry.extend({
  brand: z.object({ id: z.number().int(), name: z.string(), status: z.enum(BRAND_STATUSES) }),
  boatTypeId: z.number().int().nullable(),
}).meta({ id: "BrandModel" });
export type TBrandModel = z.infer<typeof ZBrandModel>;
export const ZBrandModelList = ZPage(ZBrandModel).meta({ id: "BrandModelList" });
export type TBrandModelList = z.infer<typeof ZBrandModelList>;

/** Names differing only by case, accents or punctuation are the same brand ("Bénéteau" = "beneteau"). */
export const ZBrandCreate = z.strictObject({ name: ZBrandName }).meta({ id: "BrandCreate" });
export type TBrandCreate = z.infer<typeof ZBrandCreate>;
export const ZBrandUpdate = ZBrandCreate.partial().meta({ id: "BrandUpdate" });
export type TBrandUpdate = z.infer<typeof ZBrandUpdate>;

export const ZBrandModelCreate = z
  .strictObject({ brandId: ZIdNumber, name: ZBrandName, boatTypeId: ZIdNumber.nullable().optional() })
  .meta({ id: "BrandModelCreate" });
export type TBrandModelCreate = z.infer<typeof ZBrandModelCreate>;
/** The brand of a model does not change by edit: merge the model into one of the other brand instead. */
export const ZBrandModelUpdate = ZBrandModelCreate.omit({ brandId: true })
  .partial()
  .meta({ id: "BrandModelUpdate" });
export type TBrandModelUpdate = z.infer<typeof ZBrandModelUpdate>;

export const ZBrandSaved = z.object({ item: ZBrand, message: z.string() }).meta({ id: "BrandSaved" });
export const ZBrandModelSaved = z
  .object({ item: ZBrandModel, message: z.string() })
  .meta({ id: "BrandModelSaved" });
