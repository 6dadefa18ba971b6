/**
 * GET catalog: every translated list in one answer, labelled in the requested locale (or the caller's
 * Accept-Language), falling back to en-US, sorted by sort order then label, cacheable by anyone.
 */
import { describe, expect, it } from "vitest";
import { getTestApp } from "../../test/harness.ts";
import { insertValue, labelsFor } from "./catalog-test-kit.ts";

async function catalog(query = "", headers: Record<string, string> = {}) {
  const app = await getTestApp();
  return app.inject({ url: `/api/v1/catalog${query}`, headers });
}

describe("GET catalog", () => {
  it("labels every list in French, with boat categories and equipment grouped by type", async () => {
    const sail = await insertValue("boatTypes", {
      category: "sail",
      ...labelsFor("Sailboat"),
      nameFr: "Voilier",
    });
    const used = await insertValue("conditions", { ...labelsFor("Used"), nameFr: "Occasion" });
    const now = await insertValue("availabilities", { ...labelsFor("Now"), nameFr: "Immédiatement" });
    const navigation = await insertValue("equipmentTypes", {
      ...labelsFor("Navigation"),
      nameFr: "Navigation",
    });
    const radar = await insertValue("equipments", { equipmentTypeId: navigation.id, nameFr: "Radar" });
    const empty = await insertValue("equipmentTypes", { nameFr: "Vide" });

    const response = await catalog("?locale=fr");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.locale).toBe("fr");
    expect(body.boatTypes).toContainEqual({
      id: sail.id,
      code: sail.code,
      label: "Voilier",
      category: "sail",
    });
    expect(body.conditions).toContainEqual({ id: used.id, code: used.code, label: "Occasion" });
    expect(body.availabilities).toContainEqual({ id: now.id, code: now.code, label: "Immédiatement" });
    expect(body.equipmentTypes).toContainEqual({
      id: navigation.id,
      code: navigation.code,
      label: "Navigation",
      equipments: [{ id: radar.id, code: radar.code, label: "Radar" }],
    });
    expect(body.equipmentTypes).toContainEqual(expect.objectContaining({ id: empty.id, equipments: [] }));
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
  });

  it("falls back to en-US for a locale it does not speak and for a blank label", async () => {
    const blank = await insertValue("conditions", { ...labelsFor("Refitted"), nameFr: "  " });
    const german = await catalog("", { "accept-language": "de-DE,de;q=0.9" });
    expect(german.json().locale).toBe("en-US");
    expect(german.json().conditions).toContainEqual(
      expect.objectContaining({ id: blank.id, label: "Refitted US" }),
    );
    const french = await catalog("", { "accept-language": "fr-FR" });
    expect(french.json().locale).toBe("fr");
    expect(french.json().conditions).toContainEqual(
      expect.objectContaining({ id: blank.id, label: "Refitted US" }),
    );
    expect(french.headers.vary).toContain("accept-language");
  });

  it("sorts each list by sort order, then by label in the locale's collation", async () => {
    const marker = (await insertValue("equipmentTypes")).id;
    const type = await insertValue("equipmentTypes", { sortOrder: marker });
    const second = await insertValue("equipments", {
      equipmentTypeId: type.id,
      sortOrder: 2,
      nameEs: "Ancla",
    });
    const firstB = await insertValue("equipments", {
      equipmentTypeId: type.id,
      sortOrder: 1,
      nameEs: "Ñandú",
    });
    const firstA = await insertValue("equipments", {
      equipmentTypeId: type.id,
      sortOrder: 1,
      nameEs: "Nube",
    });
    const body = (await catalog("?locale=es")).json();
    const group = body.equipmentTypes.find((t: { id: number }) => t.id === type.id);
    expect(group.equipments.map((e: { id: number }) => e.id)).toEqual([firstA.id, firstB.id, second.id]);
  });

  it("refuses a locale outside the five", async () => {
    const response = await catalog("?locale=de");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([expect.objectContaining({ path: "querystring.locale" })]);
  });
});
