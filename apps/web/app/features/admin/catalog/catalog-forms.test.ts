import type { TCatalog } from "@keel/contracts/catalog";
import { ZBoatTypeCreate, ZCatalogItemUpdate, ZEquipmentCreate } from "@keel/contracts/catalog";
import { describe, expect, it } from "vitest";
import { referenceBody, referenceMergeOptions } from "./catalog-forms.ts";
import { REFERENCE_LISTS } from "./catalog-lists.ts";

const labels = {
  nameEnUs: " Motorboat ",
  nameEnGb: "Motor boat",
  nameFr: "Bateau à moteur",
  nameIt: "Barca a motore",
  nameEs: "Lancha motora",
};

describe("referenceBody", () => {
  it("builds a boat type the API accepts: trimmed labels and code, the category, the sort order as a number", () => {
    const result = referenceBody(REFERENCE_LISTS["boat-types"], {
      ...labels,
      code: " motorboat ",
      sortOrder: "20",
      category: "power",
      equipmentTypeId: "4",
    });
    expect(result).toEqual({
      ok: true,
      value: { ...labels, nameEnUs: "Motorboat", code: "motorboat", sortOrder: 20, category: "power" },
    });
    if (result.ok) expect(ZBoatTypeCreate.safeParse(result.value).success).toBe(true);
  });

  it("leaves an empty sort order out (a new value goes to the end, an edited one keeps its place)", () => {
    const result = referenceBody(REFERENCE_LISTS.conditions, { ...labels, code: "used", sortOrder: " " });
    expect(result.ok && "sortOrder" in result.value).toBe(false);
    if (result.ok) expect(ZCatalogItemUpdate.safeParse(result.value).success).toBe(true);
  });

  it("refuses a sort order that is not a whole number before calling the API", () => {
    for (const sortOrder of ["ten", "1.5", "-3", "1e3"]) {
      expect(referenceBody(REFERENCE_LISTS.conditions, { ...labels, code: "x", sortOrder })).toEqual({
        ok: false,
        field: "sortOrder",
        errorKey: "catalog.fieldError.wholeNumber",
      });
    }
  });

  it("sends the equipment type as a number, and leaves an unchosen one for the API to report", () => {
    const list = REFERENCE_LISTS.equipments;
    const missing = referenceBody(list, { ...labels, code: "gps" });
    expect(missing.ok && "equipmentTypeId" in missing.value).toBe(false);
    expect(referenceBody(list, { ...labels, code: "gps", equipmentTypeId: "GPS" })).toMatchObject({
      ok: false,
      field: "equipmentTypeId",
    });
    const result = referenceBody(list, { ...labels, code: "gps", equipmentTypeId: "3" });
    expect(result).toMatchObject({ ok: true, value: { equipmentTypeId: 3 } });
    if (result.ok) expect(ZEquipmentCreate.safeParse(result.value).success).toBe(true);
  });

  it("lets blank labels through, for the API to answer per field in the user's language", () => {
    const result = referenceBody(REFERENCE_LISTS.availabilities, { code: "now" });
    expect(result).toMatchObject({ ok: true, value: { nameFr: "", nameEs: "", code: "now" } });
  });
});

describe("referenceMergeOptions", () => {
  const catalog: TCatalog = {
    locale: "fr",
    boatTypes: [
      { id: 1, code: "sailboat", label: "Voilier", category: "sail" },
      { id: 2, code: "catamaran", label: "Catamaran", category: "sail" },
    ],
    conditions: [
      { id: 5, code: "new", label: "Neuf" },
      { id: 6, code: "used", label: "Occasion" },
    ],
    availabilities: [{ id: 9, code: "now", label: "Disponible" }],
    equipmentTypes: [
      {
        id: 20,
        code: "navigation",
        label: "Navigation",
        equipments: [{ id: 30, code: "gps", label: "GPS" }],
      },
      {
        id: 21,
        code: "safety",
        label: "Sécurité",
        equipments: [
          { id: 31, code: "liferaft", label: "Radeau de survie" },
          { id: 32, code: "epirb", label: "Balise" },
        ],
      },
    ],
  };

  it("offers the other values of the same list, never the value itself", () => {
    expect(referenceMergeOptions(REFERENCE_LISTS.conditions, catalog, 5)).toEqual([
      { value: "6", label: "Occasion" },
    ]);
    expect(referenceMergeOptions(REFERENCE_LISTS["boat-types"], catalog, 2)).toEqual([
      { value: "1", label: "Voilier" },
    ]);
    expect(referenceMergeOptions(REFERENCE_LISTS.availabilities, catalog, 9)).toEqual([]);
    expect(referenceMergeOptions(REFERENCE_LISTS["equipment-types"], catalog, 20)).toEqual([
      { value: "21", label: "Sécurité" },
    ]);
  });

  it("groups equipments by their type", () => {
    expect(referenceMergeOptions(REFERENCE_LISTS.equipments, catalog, 31)).toEqual([
      { value: "30", label: "GPS", group: "Navigation" },
      { value: "32", label: "Balise", group: "Sécurité" },
    ]);
  });
});
