/**
 * The seven lists of the back office's catalog screens: the five translated lists (one generic service,
 * parameterised by reference-lists.ts), brands and brand models, each with its contracts.
 */
import {
  ZBoatTypeCreate,
  ZBoatTypeItem,
  ZBoatTypeList,
  ZBoatTypeListQuery,
  ZBoatTypeSaved,
  ZBoatTypeUpdate,
  ZBrand,
  ZBrandCreate,
  ZBrandList,
  ZBrandListQuery,
  ZBrandModel,
  ZBrandModelCreate,
  ZBrandModelList,
  ZBrandModelListQuery,
  ZBrandModelSaved,
  ZBrandModelUpdate,
  ZBrandSaved,
  ZBrandUpdate,
  ZCatalogItem,
  ZCatalogItemCreate,
  ZCatalogItemList,
  ZCatalogItemSaved,
  ZCatalogItemUpdate,
  ZCatalogListQuery,
  ZEquipmentCreate,
  ZEquipmentItem,
  ZEquipmentList,
  ZEquipmentListQuery,
  ZEquipmentSaved,
  ZEquipmentUpdate,
} from "@keel/contracts/catalog";
import type { FastifyPluginAsync } from "fastify";
import { type AdminListDefinition, adminListRoutes } from "./admin-list.routes.ts";
import { brandStore, createBrand, listBrands, mergeBrand, updateBrand } from "./brands.service.ts";
import { createModel, listModels, mergeModel, modelStore, updateModel } from "./models.service.ts";
import {
  createReferenceValue,
  listReferenceValues,
  mergeReferenceValue,
  type ReferenceInput,
  type ReferenceItem,
  type ReferenceQuery,
  referenceStore,
  updateReferenceValue,
} from "./reference.service.ts";
import { REFERENCE_LISTS, type ReferenceList } from "./reference-lists.ts";

type ReferenceDefinition = AdminListDefinition<
  ReferenceItem,
  ReferenceQuery,
  ReferenceInput,
  Partial<ReferenceInput>
>;

function translatedList(
  list: ReferenceList,
  title: string,
  schemas: ReferenceDefinition["schemas"],
): FastifyPluginAsync {
  return adminListRoutes<ReferenceItem, ReferenceQuery, ReferenceInput, Partial<ReferenceInput>>({
    path: list.path,
    title,
    schemas,
    service: {
      store: (locale) => referenceStore(list, locale),
      list: ({ db, locale }, query) => listReferenceValues(db, list, query, locale),
      create: ({ db, locale, actorUserId }, input) =>
        createReferenceValue(db, list, input, locale, actorUserId),
      update: ({ db, locale, actorUserId }, id, input) =>
        updateReferenceValue(db, list, id, input, locale, actorUserId),
      merge: ({ db, locale, actorUserId }, id, intoId) =>
        mergeReferenceValue(db, list, id, intoId, locale, actorUserId),
      mergedMessage: list.usageUnit === "boats" ? "catalog.merged" : "catalog.mergedEquipments",
    },
  });
}
const PLAIN_SCHEMAS: ReferenceDefinition["schemas"] = {
  query: ZCatalogListQuery,
  create: ZCatalogItemCreate,
  update: ZCatalogItemUpdate,
  item: ZCatalogItem,
  page: ZCatalogItemList,
  saved: ZCatalogItemSaved,
};

/** Every list's back-office routes, to register under /api/v1/admin. */
export const ADMIN_LISTS: FastifyPluginAsync[] = [
  translatedList(REFERENCE_LISTS.boatTypes, "Boat types", {
    query: ZBoatTypeListQuery,
    create: ZBoatTypeCreate,
    update: ZBoatTypeUpdate,
    item: ZBoatTypeItem,
    page: ZBoatTypeList,
    saved: ZBoatTypeSaved,
  }),
  translatedList(REFERENCE_LISTS.conditions, "Conditions", PLAIN_SCHEMAS),
  translatedList(REFERENCE_LISTS.availabilities, "Availabilities", PLAIN_SCHEMAS),
  translatedList(REFERENCE_LISTS.equipmentTypes, "Equipment types", PLAIN_SCHEMAS),
  translatedList(REFERENCE_LISTS.equipments, "Equipments", {
    query: ZEquipmentListQuery,
    create: ZEquipmentCreate,
    update: ZEquipmentUpdate,
    item: ZEquipmentItem,
    page: ZEquipmentList,
    saved: ZEquipmentSaved,
  }),
  adminListRoutes({
    path: "brands",
    title: "Brands",
    schemas: {
      query: ZBrandListQuery,
      create: ZBrandCreate,
      update: ZBrandUpdate,
      item: ZBrand,
      page: ZBrandList,
      saved: ZBrandSaved,
    },
    service: {
      store: () => brandStore,
      list: ({ db }, query) => listBrands(db, query),
      create: ({ db, actorUserId }, input) => createBrand(db, input, actorUserId),
      update: ({ db, actorUserId }, id, input) => updateBrand(db, id, input, actorUserId),
      merge: ({ db, actorUserId }, id, intoId) => mergeBrand(db, id, intoId, actorUserId),
      mergedMessage: "catalog.merged",
    },
  }),
  adminListRoutes({
    path: "brand-models",
    title: "Brand models",
    schemas: {
      query: ZBrandModelListQuery,
      create: ZBrandModelCreate,
      update: ZBrandModelUpdate,
      item: ZBrandModel,
      page: ZBrandModelList,
      saved: ZBrandModelSaved,
    },
    service: {
      store: () => modelStore,
      list: ({ db }, query) => listModels(db, query),
      create: ({ db, actorUserId }, input) => createModel(db, input, actorUserId),
      update: ({ db, actorUserId }, id, input) => updateModel(db, id, input, actorUserId),
      merge: ({ db, actorUserId }, id, intoId) => mergeModel(db, id, intoId, actorUserId),
      mergedMessage: "catalog.merged",
    },
  }),
];
