/**
 * Real feed files for the feeds tests and the feeds benchmark: OpenMarine documents of any number of adverts,
 * written as the trade writes them (units in feet or metres, prices in major units, several languages), and the
 * reference values they name, created with unique codes.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

export interface FixtureAdvert {
  ref: string;
  status?: string;
  title: string;
  brand: string;
  model: string;
  year: number;
  loaFeet: number;
  price: string;
  currency: string;
  country: string;
  city: string;
  boatType: string;
  condition: string;
  description: string;
  descriptionFr?: string;
  engines?: { make: string; hp: number; hours: number }[];
  equipment?: string[];
  photos?: { url: string; mtime: string }[];
  extraItems?: string;
}

export interface FixtureCatalog {
  boatType: string;
  condition: string;
  equipment: string;
}

/** Unique reference values for one test file's feeds. */
export async function createFeedCatalog(db: Kysely<Database>): Promise<FixtureCatalog> {
  const tag = Math.random().toString(36).slice(2, 8);
  const labels = (en: string) => ({
    nameEnUs: `${en} ${tag}`,
    nameEnGb: `${en} ${tag}`,
    nameFr: `${en} ${tag} fr`,
    nameIt: `${en} ${tag} it`,
    nameEs: `${en} ${tag} es`,
  });
  await db
    .insertInto("boatTypes")
    .values({ code: `sail-${tag}`, category: "sail", ...labels("Sail") })
    .execute();
  await db
    .insertInto("conditions")
    .values({ code: `used-${tag}`, ...labels("Used") })
    .execute();
  const eqType = await db
    .insertInto("equipmentTypes")
    .values({ code: `nav-${tag}`, ...labels("Navigation") })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("equipments")
    .values({ code: `gps-${tag}`, equipmentTypeId: eqType.id, ...labels("GPS") })
    .execute();
  return { boatType: `sail-${tag}`, condition: `Used ${tag}`, equipment: `gps-${tag}` };
}

export function fixtureAdvert(i: number, catalog: FixtureCatalog, prefix = "A"): FixtureAdvert {
  return {
    ref: `${prefix}${String(i).padStart(6, "0")}`,
    title: `Bavaria Cruiser ${30 + (i % 20)} number ${i}`,
    brand: i % 7 === 0 ? `Rare Yard ${prefix}${i % 3}` : "Bavaria",
    model: `Cruiser ${30 + (i % 20)}`,
    year: 1990 + (i % 34),
    loaFeet: 30 + (i % 20),
    price: `${95_000 + i * 10}.00`,
    currency: i % 3 === 0 ? "GBP" : "EUR",
    country: i % 2 === 0 ? "FR" : "GB",
    city: i % 2 === 0 ? "La Rochelle" : "Southampton",
    boatType: catalog.boatType,
    condition: catalog.condition,
    description: `A well kept cruiser, number ${i}, sailed every summer and serviced every winter by the yard.`,
    descriptionFr: `Un croiseur bien entretenu, numéro ${i}, navigue chaque été et révisé chaque hiver.`,
    engines: [{ make: "Volvo Penta", hp: 30 + (i % 40), hours: 1000 + i }],
    equipment: [catalog.equipment],
  };
}

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

export function advertXml(a: FixtureAdvert): string {
  const media = (a.photos ?? [])
    .map((p) => `<media type="image/jpeg" file_mtime="${p.mtime}">${esc(p.url)}</media>`)
    .join("");
  const engines = (a.engines ?? [])
    .map(
      (e) =>
        `<engine><item name="engine_manufacturer">${esc(e.make)}</item><item name="horse_power" unit="hp">${e.hp}</item><item name="hours">${e.hours}</item><item name="fuel">Diesel</item></engine>`,
    )
    .join("");
  return `<advert ref="${esc(a.ref)}" status="${a.status ?? "Available"}" last_modified="2026-11-01T10:00:00Z">
<advert_media>${media}</advert_media>
<advert_features>
<boat_type>${esc(a.boatType)}</boat_type><new_or_used>${esc(a.condition)}</new_or_used>
<vessel_lying country="${a.country}">${esc(a.city)}</vessel_lying>
<asking_price poa="false" currency="${a.currency}" vat_included="true">${a.price}</asking_price>
<marketing_descs><marketing_desc language="en" title="${esc(a.title)}">${esc(a.description)}</marketing_desc>${
    a.descriptionFr
      ? `<marketing_desc language="fr" title="${esc(a.title)} (fr)">${esc(a.descriptionFr)}</marketing_desc>`
      : ""
  }</marketing_descs>
<manufacturer>${esc(a.brand)}</manufacturer><model>${esc(a.model)}</model>
</advert_features>
<boat_features>
<item name="year">${a.year}</item>
<dimensions><item name="loa" unit="feet">${a.loaFeet}</item><item name="beam" unit="metres">3.9</item></dimensions>
<build><item name="hull_material">GRP</item><item name="keel_type">fin</item></build>
<accommodation><item name="cabins">3</item><item name="berths">6</item></accommodation>
${engines}${(a.equipment ?? []).map((e) => `<item name="equipment">${esc(e)}</item>`).join("")}${a.extraItems ?? ""}
</boat_features>
</advert>`;
}

export function openMarineFeed(adverts: FixtureAdvert[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<open_marine version="1.7" language="en" origin="broker.example">
<broker code="b1"><broker_details><company_name>Broker</company_name></broker_details>
<adverts>
${adverts.map(advertXml).join("\n")}
</adverts>
</broker>
</open_marine>
`;
}
