import { BOAT_STATUSES } from "@keel/contracts/boat-codes";
import { ZBoatInput } from "@keel/contracts/boat-editor";
import { ZAdminBoatListQuery } from "@keel/contracts/moderation";
import { describe, expect, it } from "vitest";
import { parseListQuery } from "#app/ui/list/list-query.ts";
import {
  BOAT_LIST,
  boatEditBody,
  boatFormValues,
  type EditableBoat,
  isPublic,
  readTeamFilter,
} from "./moderation.ts";

const boat: EditableBoat = {
  title: "Lagoon 42 in great shape",
  description: "Owner's version, one careful owner.",
  brandName: "Lagoon",
  modelName: "42",
  boatTypeId: 3,
  conditionId: 2,
  availabilityId: null,
  yearBuilt: 2019,
  lengthM: 12.8,
  priceAmount: 45_000_000,
  currency: "EUR",
  isPriceOnRequest: false,
  isVatIncluded: true,
  country: "FR",
  city: "La Rochelle",
};

describe("the moderation list URL", () => {
  it("has the API's defaults", () => {
    const api = ZAdminBoatListQuery.parse({});
    expect([BOAT_LIST.defaultSort, BOAT_LIST.defaultPageSize]).toEqual([api.sort, api.pageSize]);
  });

  it("keeps valid filters only", () => {
    const query = parseListQuery(
      BOAT_LIST,
      new URLSearchParams("status=published&flagged=maybe&pendingBrand=true&boatTypeId=x&team=Blue"),
    );
    expect(query.filters).toEqual({ status: "published", pendingBrand: "true", team: "Blue" });
  });

  it("reads the team filter as an id or as part of a name", () => {
    expect(readTeamFilter("42")).toEqual({ teamId: 42 });
    expect(readTeamFilter("#42")).toEqual({ teamId: 42 });
    expect(readTeamFilter("Blue Yachts")).toEqual({ search: "Blue Yachts" });
    expect(readTeamFilter(undefined)).toBeNull();
  });

  it("knows which statuses are public", () => {
    expect(BOAT_STATUSES.filter(isPublic)).toEqual(["published", "under_offer"]);
  });
});

describe("the boat edit form", () => {
  it("shows numbers the way the page's language writes them", () => {
    expect(boatFormValues(boat, "fr")).toMatchObject({ lengthM: "12,8", price: "450000", yearBuilt: "2019" });
    expect(boatFormValues(boat, "en-US")).toMatchObject({
      lengthM: "12.8",
      isVatIncluded: "on",
      isPriceOnRequest: "",
    });
  });

  it("sends nothing when nothing changed", () => {
    expect(boatEditBody(boat, boatFormValues(boat, "it"), "it")).toEqual({ ok: true, body: {} });
  });

  it("sends only the changed fields, numbers parsed in the page's language and prices in minor units", () => {
    const values = {
      ...boatFormValues(boat, "fr"),
      lengthM: "13,1",
      price: "425 000",
      isVatIncluded: "",
      city: " ",
    };
    const result = boatEditBody(boat, values, "fr");
    expect(result).toEqual({
      ok: true,
      body: { lengthM: 13.1, priceAmount: 42_500_000, isVatIncluded: false, city: null },
    });
    if (result.ok) expect(ZBoatInput.safeParse(result.body).success).toBe(true);
  });

  it("sends a new brand by name with the model again, so the API links or creates them under that brand", () => {
    const result = boatEditBody(
      boat,
      { ...boatFormValues(boat, "en-US"), brandName: "Fountaine Pajot" },
      "en-US",
    );
    expect(result).toEqual({
      ok: true,
      body: { brandId: null, brandName: "Fountaine Pajot", modelId: null, modelName: "42" },
    });
    const model = boatEditBody(boat, { ...boatFormValues(boat, "en-US"), modelName: "46" }, "en-US");
    expect(model).toEqual({ ok: true, body: { modelId: null, modelName: "46" } });
  });

  it("names the fields that are not numbers instead of sending them", () => {
    const values = {
      ...boatFormValues(boat, "en-US"),
      yearBuilt: "2019.5",
      lengthM: "twelve",
      boatTypeId: "x",
    };
    expect(boatEditBody(boat, values, "en-US")).toEqual({
      ok: false,
      errors: {
        yearBuilt: "catalog.fieldError.wholeNumber",
        lengthM: "catalog.fieldError.number",
        boatTypeId: "catalog.fieldError.chooseValue",
      },
    });
  });
});
