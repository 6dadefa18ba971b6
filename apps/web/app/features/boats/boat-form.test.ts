import type { TBoatDetail } from "@keel/contracts/boat-editor";
import { describe, expect, it } from "vitest";
import {
  boatToForm,
  buildPatch,
  changedFields,
  fieldOfRequirement,
  kindOfErrorPath,
  locateApiError,
  missingRequirements,
  newEngineRow,
} from "./boat-form.ts";

function boat(overrides: Partial<TBoatDetail> = {}): TBoatDetail {
  return {
    id: 7,
    teamId: 3,
    slug: "jeanneau-sun-odyssey-7",
    reference: "K000007",
    status: "draft",
    title: "Sun Odyssey 410",
    description: "",
    language: "en-US",
    texts: {},
    knownDefects: null,
    boatTypeId: 2,
    conditionId: null,
    availabilityId: null,
    brandId: 11,
    brandName: "Jeanneau",
    modelId: null,
    modelName: null,
    designer: null,
    boatName: null,
    modelYear: null,
    yearBuilt: 2019,
    lastRefitYear: null,
    hin: null,
    flag: null,
    builtIn: null,
    stockCodePublic: null,
    stockCodePrivate: null,
    priceAmount: 25_000_050,
    currency: "EUR",
    isPriceOnRequest: false,
    isVatIncluded: true,
    vatStatus: "paid",
    vatCountry: null,
    country: "FR",
    region: null,
    city: "La Rochelle",
    latitude: null,
    longitude: null,
    lengthM: 12.192,
    waterlineLengthM: null,
    beamM: 3.99,
    draftMinM: null,
    draftMaxM: null,
    airDraftM: null,
    displacementKg: 8200,
    dryWeightKg: null,
    ballastKg: null,
    hullMaterial: "grp",
    hullColour: null,
    hullShape: null,
    deckMaterial: null,
    keelType: null,
    steering: null,
    hasFlybridge: false,
    hasGenerator: true,
    hasBowThruster: false,
    hasSternThruster: false,
    cruisingSpeedKn: 7.5,
    maxSpeedKn: null,
    rangeNm: null,
    fuelConsumptionLph: null,
    fuelTankL: 200,
    waterTankL: null,
    holdingTankL: null,
    cabins: 3,
    berths: 6,
    bathrooms: 2,
    showers: null,
    passengers: null,
    videoUrl: null,
    virtualTourUrl: null,
    engines: [
      {
        id: 1,
        position: 0,
        make: "Yanmar",
        model: "4JH45",
        engineType: "inboard",
        fuel: "diesel",
        powerHp: 45,
        hours: 850,
        year: 2019,
        propulsion: "saildrive",
      },
    ],
    equipmentIds: [9, 4],
    features: ["Teak cockpit"],
    photos: [],
    isFlagged: false,
    moderationNote: null,
    publishedAt: null,
    lastConfirmedAt: null,
    createdAt: "2026-03-01T10:00:00.000Z",
    updatedAt: "2026-03-01T10:00:00.000Z",
    ...overrides,
  };
}

const metric = { unit: "metric", locale: "fr" } as const;
const imperial = { unit: "imperial", locale: "en-US" } as const;

describe("boatToForm", () => {
  it("shows numbers in the locale and lengths in metres for metric teams", () => {
    const form = boatToForm(boat(), metric);
    expect(form.lengthM).toBe("12,19");
    expect(form.beamM).toBe("3,99");
    expect(form.priceAmount).toBe("250000,5");
    expect(form.cruisingSpeedKn).toBe("7,5");
    expect(form.cabins).toBe("3");
    expect(form.boatTypeId).toBe("2");
    expect(form.conditionId).toBe("");
    expect(form.country).toBe("FR");
    expect(form.hasGenerator).toBe(true);
    expect(form.brand).toEqual({ id: 11, name: "Jeanneau" });
    expect(form.model).toEqual({ id: null, name: "" });
    expect(form.engines).toHaveLength(1);
    expect(form.engines[0]).toMatchObject({ make: "Yanmar", powerHp: "45", hours: "850", fuel: "diesel" });
    expect(form.equipmentIds).toEqual([4, 9]);
  });

  it("shows lengths in feet for imperial teams", () => {
    const form = boatToForm(boat(), imperial);
    expect(form.lengthM).toBe("40");
    expect(form.beamM).toBe("13.1");
  });
});

describe("changedFields and buildPatch", () => {
  it("finds nothing to save in an untouched form, whatever the unit", () => {
    for (const ctx of [metric, imperial]) {
      const form = boatToForm(boat(), ctx);
      expect(changedFields(boatToForm(boat(), ctx), form)).toEqual([]);
    }
  });

  it("sends only what changed, in API units", () => {
    const baseline = boatToForm(boat(), imperial);
    const form = { ...baseline, lengthM: "45", priceAmount: "199,999.99", cabins: "4", city: "  " };
    const fields = changedFields(form, baseline);
    expect(fields.sort()).toEqual(["cabins", "city", "lengthM", "priceAmount"]);
    const { patch, errors } = buildPatch(form, fields, imperial);
    expect(errors).toEqual({});
    expect(patch).toEqual({ lengthM: 13.716, priceAmount: 19_999_999, cabins: 4, city: null });
  });

  it("reports numbers that are not numbers and leaves them out", () => {
    const baseline = boatToForm(boat(), metric);
    const form = { ...baseline, beamM: "four", cabins: "2,5", berths: "8" };
    const result = buildPatch(form, changedFields(form, baseline), metric);
    expect(result.patch).toEqual({ berths: 8 });
    expect(result.fields).toEqual(["berths"]);
    expect(result.errors).toEqual({ beamM: { code: "not_a_number" }, cabins: { code: "not_an_integer" } });
  });

  it("checks the title's minimum length before sending", () => {
    const baseline = boatToForm(boat(), metric);
    const result = buildPatch({ ...baseline, title: " X " }, ["title"], metric);
    expect(result.patch).toEqual({});
    expect(result.errors).toEqual({ title: { code: "too_small", limit: 3 } });
  });

  it("sends a listed brand by id and free text by name, with the model", () => {
    const baseline = boatToForm(boat(), metric);
    const listed = buildPatch({ ...baseline, brand: { id: 5, name: "Bénéteau" } }, ["brand"], metric);
    expect(listed.patch).toEqual({ brandId: 5, brandName: null, modelId: null, modelName: null });
    const free = buildPatch(
      { ...baseline, brand: { id: null, name: " Chantier X " }, model: { id: null, name: "Proto" } },
      ["brand", "model"],
      metric,
    );
    expect(free.patch).toEqual({ brandId: null, brandName: "Chantier X", modelId: null, modelName: "Proto" });
    const cleared = buildPatch({ ...baseline, brand: { id: 11, name: "" } }, ["brand"], metric);
    expect(cleared.patch).toMatchObject({ brandId: null, brandName: null });
  });

  it("re-sends the price with a new currency so the amount keeps its meaning", () => {
    const baseline = boatToForm(boat(), metric);
    const { patch } = buildPatch({ ...baseline, currency: "GBP" }, ["currency"], metric);
    expect(patch).toEqual({ currency: "GBP", priceAmount: 25_000_050 });
  });

  it("sends the whole engine list, one row per engine, and holds it back while a row is wrong", () => {
    const baseline = boatToForm(boat(), metric);
    const second = { ...newEngineRow(), make: "Volvo Penta", powerHp: "150,5", fuel: "diesel" };
    const form = { ...baseline, engines: [...baseline.engines, second] };
    expect(changedFields(form, baseline)).toEqual(["engines"]);
    const { patch } = buildPatch(form, ["engines"], metric);
    expect(patch.engines).toHaveLength(2);
    expect(patch.engines?.[1]).toEqual({
      make: "Volvo Penta",
      model: null,
      engineType: null,
      fuel: "diesel",
      powerHp: 150.5,
      hours: null,
      year: null,
      propulsion: null,
    });
    const wrong = buildPatch(
      { ...form, engines: [baseline.engines[0]!, { ...second, hours: "a lot" }] },
      ["engines"],
      metric,
    );
    expect(wrong.patch).toEqual({});
    expect(wrong.errors).toEqual({ "engines.1.hours": { code: "not_a_number" } });
  });

  it("ignores equipment order and engine row keys when comparing", () => {
    const baseline = boatToForm(boat(), metric);
    const reordered = {
      ...baseline,
      equipmentIds: [9, 4],
      engines: baseline.engines.map((row) => ({ ...row, key: "other" })),
    };
    expect(changedFields(reordered, baseline)).toEqual([]);
  });

  it("trims features and drops blank ones", () => {
    const baseline = boatToForm(boat(), metric);
    const { patch } = buildPatch({ ...baseline, features: [" New sails ", " "] }, ["features"], metric);
    expect(patch).toEqual({ features: ["New sails"] });
  });
});

describe("API errors", () => {
  it("places field errors on the form's fields", () => {
    expect(locateApiError("body.lengthM")).toEqual({ field: "lengthM", path: "lengthM" });
    expect(locateApiError("body.brandName")).toEqual({ field: "brand", path: "brand" });
    expect(locateApiError("body.modelId")).toEqual({ field: "model", path: "model" });
    expect(locateApiError("body.engines.0.fuel")).toEqual({ field: "engines", path: "engines.0.fuel" });
    expect(locateApiError("body.equipmentIds")).toEqual({ field: "equipmentIds", path: "equipmentIds" });
    expect(locateApiError("body")).toBeNull();
    expect(locateApiError("body.nonsense")).toBeNull();
  });

  it("knows what kind of value an error is about", () => {
    expect(kindOfErrorPath("title")).toBe("text");
    expect(kindOfErrorPath("lengthM")).toBe("length");
    expect(kindOfErrorPath("priceAmount")).toBe("money");
    expect(kindOfErrorPath("engines.2.year")).toBe("int");
    expect(kindOfErrorPath("engines")).toBe("list");
    expect(kindOfErrorPath("brand")).toBe("ref");
  });

  it("maps publish requirements to the fields to focus", () => {
    expect(fieldOfRequirement("price")).toBe("priceAmount");
    expect(fieldOfRequirement("brand")).toBe("brand");
    expect(fieldOfRequirement("photos")).toBe("photos");
  });
});

describe("missingRequirements", () => {
  it("lists what publishing still needs, in the API's order, and shrinks as fields are filled", () => {
    const form = boatToForm(boat({ description: "Too short", conditionId: null }), metric);
    expect(missingRequirements(form, 0, "fr")).toEqual(["description", "conditionId", "photos"]);
    const filled = {
      ...form,
      description: "A well kept cruiser, one owner, always in fresh water.",
      conditionId: "1",
    };
    expect(missingRequirements(filled, 3, "fr")).toEqual([]);
  });

  it("accepts price on request instead of a price, and needs a brand name", () => {
    const form = { ...boatToForm(boat(), metric), priceAmount: "", brand: { id: null, name: " " } };
    expect(missingRequirements(form, 1, "fr")).toEqual(["description", "conditionId", "brand", "price"]);
    expect(missingRequirements({ ...form, isPriceOnRequest: true }, 1, "fr")).not.toContain("price");
  });
});

describe("texts in other languages", () => {
  const withTexts = () =>
    boat({
      language: "en-US",
      texts: { fr: { title: "Voilier", description: "Croiseur bien tenu." } },
    });

  it("holds every locale, blank where the boat has no text, and finds nothing changed untouched", () => {
    const form = boatToForm(withTexts(), metric);
    expect(form.texts.fr).toEqual({ title: "Voilier", description: "Croiseur bien tenu." });
    expect(form.texts.it).toEqual({ title: "", description: "" });
    expect(Object.keys(form.texts).sort()).toEqual(["en-GB", "en-US", "es", "fr", "it"]);
    expect(changedFields(boatToForm(withTexts(), metric), form)).toEqual([]);
  });

  it("sends the written texts whole, a blank title as null, never the original's language", () => {
    const baseline = boatToForm(withTexts(), metric);
    const form = {
      ...baseline,
      texts: {
        ...baseline.texts,
        fr: { title: " ", description: " Croiseur très bien tenu. " },
        it: { title: "Barca a vela", description: "Ben tenuta." },
        // A text typed in the original's own tab is not a translation.
        "en-US": { title: "", description: "Duplicate of the original." },
      },
    };
    expect(changedFields(form, baseline)).toEqual(["texts"]);
    const { patch, errors } = buildPatch(form, ["texts"], metric);
    expect(errors).toEqual({});
    expect(patch).toEqual({
      texts: {
        fr: { title: null, description: "Croiseur très bien tenu." },
        it: { title: "Barca a vela", description: "Ben tenuta." },
      },
    });
    // Clearing a description removes that language.
    const cleared = { ...form, texts: { ...form.texts, it: { title: "", description: "" } } };
    expect(buildPatch(cleared, ["texts"], metric).patch.texts).not.toHaveProperty("it");
  });

  it("holds the texts back with a field error for a title without description or a short title", () => {
    const baseline = boatToForm(withTexts(), metric);
    const form = {
      ...baseline,
      texts: {
        ...baseline.texts,
        it: { title: "Barca", description: "" },
        es: { title: "Ve", description: "Velero cuidado." },
      },
    };
    const { patch, fields, errors } = buildPatch(form, ["texts"], metric);
    expect(patch).toEqual({});
    expect(fields).toEqual([]);
    expect(errors).toEqual({
      "texts.it.description": { code: "too_small", limit: 1 },
      "texts.es.title": { code: "too_small", limit: 3 },
    });
  });

  it("re-sends the texts with a new original language, without a text in that language", () => {
    const baseline = boatToForm(withTexts(), metric);
    const form = { ...baseline, language: "fr" };
    const { patch } = buildPatch(form, changedFields(form, baseline), metric);
    expect(patch).toEqual({ language: "fr", texts: {} });
  });

  it("places the API's errors on the text of their language", () => {
    expect(locateApiError("body.texts.fr.description")).toEqual({
      field: "texts",
      path: "texts.fr.description",
    });
    expect(kindOfErrorPath("texts.fr.description")).toBe("text");
    expect(kindOfErrorPath("texts.fr.title")).toBe("optText");
  });
});
