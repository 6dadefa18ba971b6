import {
  ZBoatTypeListQuery,
  ZBrandListQuery,
  ZBrandModelListQuery,
  ZEquipmentListQuery,
} from "@keel/contracts/catalog";
import { describe, expect, it } from "vitest";
import { listHref, parseListQuery, toApiQuery } from "#app/ui/list/list-query.ts";
import {
  BRAND_LIST,
  CATALOG_PATHS,
  LABEL_FIELDS,
  MODEL_LIST,
  REFERENCE_KINDS,
  REFERENCE_LISTS,
  referenceListOf,
  referenceListSpec,
  referencePath,
} from "./catalog-lists.ts";

const params = (query: string) => new URLSearchParams(query);

describe("catalog list kinds", () => {
  it("describe each of the five translated lists once, under its own path", () => {
    for (const kind of REFERENCE_KINDS) {
      expect(REFERENCE_LISTS[kind].kind).toBe(kind);
      expect(REFERENCE_LISTS[kind].path).toBe(kind);
    }
    expect(REFERENCE_LISTS["boat-types"].extra).toBe("category");
    expect(REFERENCE_LISTS.equipments.extra).toBe("equipmentTypeId");
    expect(REFERENCE_LISTS["equipment-types"].usageUnit).toBe("equipments");
    expect(new Set(CATALOG_PATHS).size).toBe(7);
  });

  it("name the five label fields in the order of the interface languages", () => {
    expect(LABEL_FIELDS.map((field) => field.locale)).toEqual(["en-US", "en-GB", "fr", "it", "es"]);
    expect(LABEL_FIELDS.map((field) => field.name)).toEqual([
      "nameEnUs",
      "nameEnGb",
      "nameFr",
      "nameIt",
      "nameEs",
    ]);
  });

  it("find the list a shared route module serves from its URL, in every locale", () => {
    expect(referenceListOf("/admin/boat-types")?.kind).toBe("boat-types");
    expect(referenceListOf("/fr/admin/conditions/12")?.kind).toBe("conditions");
    expect(referenceListOf("/en-GB/admin/equipments/new")?.kind).toBe("equipments");
    expect(referenceListOf("/admin/brands")).toBeUndefined();
    expect(referenceListOf("/admin/users/3")).toBeUndefined();
    expect(referenceListOf("/boat-types")).toBeUndefined();
  });

  it("build the neutral paths of a list, a value and the creation page", () => {
    const list = REFERENCE_LISTS.availabilities;
    expect(referencePath(list)).toBe("/admin/availabilities");
    expect(referencePath(list, 7)).toBe("/admin/availabilities/7");
    expect(referencePath(list, "new")).toBe("/admin/availabilities/new");
  });
});

describe("catalog list URLs", () => {
  it("have the API's defaults, so a bare URL asks for the same list", () => {
    const reference = ZEquipmentListQuery.parse({});
    const spec = referenceListSpec(REFERENCE_LISTS.equipments);
    expect([spec.defaultSort, spec.defaultPageSize]).toEqual([reference.sort, reference.pageSize]);
    const brands = ZBrandListQuery.parse({});
    expect([BRAND_LIST.defaultSort, BRAND_LIST.defaultPageSize]).toEqual([brands.sort, brands.pageSize]);
    const models = ZBrandModelListQuery.parse({});
    expect([MODEL_LIST.defaultSort, MODEL_LIST.defaultPageSize]).toEqual([models.sort, models.pageSize]);
  });

  it("keep only the filter of the list at hand", () => {
    const types = referenceListSpec(REFERENCE_LISTS["boat-types"]);
    const query = parseListQuery(types, params("q=yacht&category=sail&equipmentTypeId=3&sort=-usage&page=2"));
    expect(query).toEqual({
      filters: { q: "yacht", category: "sail" },
      sort: "-usage",
      page: 2,
      pageSize: 24,
    });
    const conditions = referenceListSpec(REFERENCE_LISTS.conditions);
    expect(parseListQuery(conditions, params("category=sail")).filters).toEqual({});
  });

  it("drop what the API would refuse instead of failing the page", () => {
    const spec = referenceListSpec(REFERENCE_LISTS.equipments);
    const query = parseListQuery(spec, params("equipmentTypeId=abc&sort=price&pageSize=7&page=-1"));
    expect(query).toEqual({ filters: {}, sort: "sortOrder", page: 1, pageSize: 24 });
    expect(parseListQuery(BRAND_LIST, params("status=rejected")).filters).toEqual({});
  });

  it("send the state to the API as it validates it", () => {
    const query = parseListQuery(
      MODEL_LIST,
      params("brandId=12&status=pending&sort=-createdAt&pageSize=100"),
    );
    const api = toApiQuery(query);
    expect(api).toEqual({ brandId: "12", status: "pending", sort: "-createdAt", page: 1, pageSize: 100 });
    expect(ZBrandModelListQuery.parse(api)).toMatchObject({ brandId: 12, status: "pending", pageSize: 100 });
    const types = parseListQuery(
      referenceListSpec(REFERENCE_LISTS["boat-types"]),
      params("category=power&q=rib"),
    );
    expect(ZBoatTypeListQuery.parse(toApiQuery(types))).toMatchObject({ category: "power", q: "rib" });
  });

  it("write links with the defaults left out, back to page 1 on any change but the page", () => {
    const query = parseListQuery(BRAND_LIST, params("q=bav&status=pending&page=3"));
    expect(listHref(BRAND_LIST, query, { page: 4 })).toBe("?q=bav&status=pending&page=4");
    expect(listHref(BRAND_LIST, query, { sort: "-usage" })).toBe("?q=bav&status=pending&sort=-usage");
    expect(listHref(BRAND_LIST, query, { filters: { status: undefined } })).toBe("?q=bav");
    expect(listHref(BRAND_LIST, query, { sort: "name", filters: { q: undefined, status: undefined } })).toBe(
      "?",
    );
  });
});
