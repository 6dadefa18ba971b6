/**
 * How a boat is built and fitted out, consistent with its builder and type: aluminium Ovnis with lifting
 * keels, tillers on small yachts, handlebars on PWCs, hull identification numbers in the ISO 10087 shape.
 */
import { cabinsFor } from "./boat-profiles.ts";
import type { ModelRef } from "./catalog.ts";
import type { Random } from "./random.ts";
import type { BoatCategory } from "./reference-lists.ts";
import { slugify } from "./slug.ts";

export const DESIGNERS: Record<BoatCategory, string[]> = {
  sail: [
    "Philippe Briand",
    "Finot-Conq",
    "Judel/Vrolijk & Co",
    "Farr Yacht Design",
    "Berret-Racoupeau",
    "VPLP Design",
    "Marc Lombard",
    "Germán Frers",
    "Humphreys Yacht Design",
    "Javier Soto Acebal",
    "Reichel/Pugh",
    "Ron Holland",
  ],
  power: [
    "Alberto Mancini",
    "Bernard Olesinski",
    "Stefano Righini",
    "Vripack",
    "Zuccon International Project",
    "Nuvolari Lenard",
    "Fulvio De Simoni",
    "Michael Peters",
    "Dixon Yacht Design",
    "Andrea Vallicelli",
  ],
  unpowered: ["In-house design"],
};

export const BOAT_NAMES = [
  "Blue Note",
  "Serenity",
  "Aquarius",
  "Sea Breeze",
  "Mistral",
  "Libeccio",
  "Tramontana",
  "Zephyr",
  "Odyssey",
  "Nautilus",
  "Marea",
  "Calypso",
  "Sirocco",
  "Arcadia",
  "Halcyon",
  "Lady Grace",
  "Pelican",
  "Stella Maris",
  "Windrose",
  "Ondine",
  "Galatea",
  "Kalimera",
  "Solstice",
  "Blue Horizon",
  "Tiger Lily",
  "Meltemi",
  "Bonaventure",
  "Albatross",
  "Cormorant",
  "Fair Wind",
  "Sea Dream",
  "Wanderer",
  "Moonshadow",
  "Dolce Vita",
  "Gypsy Moth",
  "Esperanza",
  "Nordlys",
  "Amalfi",
  "Jolie Brise",
  "Brisa",
];

export const HULL_COLOURS: readonly (readonly [string, number])[] = [
  ["white", 0.62],
  ["ivory", 0.08],
  ["grey", 0.08],
  ["navy", 0.08],
  ["dark_blue", 0.05],
  ["black", 0.04],
  ["red", 0.02],
  ["green", 0.03],
];

export function hullMaterialFor(model: ModelRef, yearBuilt: number, rng: Random): string {
  if (model.hullMaterial) return model.hullMaterial;
  if (model.typeCode === "life_raft") return "pvc";
  if (model.typeCode === "rib" || model.typeCode === "inflatable") return rng.chance(0.6) ? "hypalon" : "pvc";
  if (yearBuilt < 1975 && rng.chance(0.3)) return "wood";
  if (model.typeCode === "fishing_boat" && rng.chance(0.1)) return "aluminium";
  if (model.typeCode === "workboat") return rng.chance(0.5) ? "steel" : "aluminium";
  return "grp";
}

/** Teak when fitted; otherwise the deck follows the hull (GRP decks sometimes carry synthetic teak). */
export function deckMaterialFor(hullMaterial: string, hasTeak: boolean, rng: Random): string {
  if (hasTeak) return "teak";
  if (hullMaterial !== "grp") return hullMaterial;
  return rng.chance(0.2) ? "synthetic_teak" : "grp";
}

// Codes of KEEL_TYPES in the contracts: long keels are "full", catamarans' mini keels "twin", daggerboards
// and centreboards "centreboard".
const KEEL_BY_BRAND: Record<string, string> = {
  Ovni: "lifting",
  Allures: "lifting",
  Garcia: "lifting",
  Boréal: "lifting",
  Southerly: "lifting",
  Westerly: "twin",
  Sadler: "twin",
  Rustler: "full",
  Nicholson: "full",
  Contessa: "full",
  "Hans Christian": "full",
  Tayana: "full",
  "Cornish Crabbers": "full",
  Outremer: "centreboard",
  Gunboat: "centreboard",
  "HH Catamarans": "centreboard",
  Catana: "centreboard",
};

export function keelTypeFor(model: ModelRef, rng: Random): string | null {
  if (model.category !== "sail") return null;
  const known = KEEL_BY_BRAND[model.brandName];
  if (known) return known;
  if (model.typeCode === "sailing_dinghy") return "centreboard";
  if (model.typeCode === "catamaran") return "twin";
  if (model.typeCode === "trimaran") return "centreboard";
  if (model.typeCode === "gulet" || model.typeCode === "motorsailer") return "full";
  if (model.typeCode === "racer") return "bulb";
  return rng.weighted([
    ["fin", 0.6],
    ["bulb", 0.25],
    ["lifting", 0.05],
    ["twin", 0.1],
  ]);
}

export function steeringFor(model: ModelRef, length: number, rng: Random): string | null {
  if (model.typeCode === "life_raft") return null;
  if (model.typeCode === "pwc") return "handlebar";
  if (model.category === "unpowered" || model.typeCode === "sailing_dinghy") return "tiller";
  if (model.category === "sail" && model.typeCode !== "catamaran") {
    if (length < 9 || (model.typeCode === "racer" && length < 12)) return "tiller";
    return length >= 11 && rng.chance(0.65) ? "twin_wheel" : "wheel";
  }
  return length < 4.5 ? "tiller" : "wheel";
}

/** `FR-BEN12345D619`: country, maker code, serial, month and year of build, model year (ISO 10087). */
export function hinFor(model: ModelRef, yearBuilt: number, modelYear: number, rng: Random): string {
  const maker = slugify(model.brandName).replace(/-/g, "").toUpperCase().padEnd(3, "X").slice(0, 3);
  const serial = rng.int(10000, 99999);
  const month = "ABCDEFGHIJKL"[rng.int(0, 11)];
  return `${model.builtIn}-${maker}${serial}${month}${yearBuilt % 10}${String(modelYear % 100).padStart(2, "0")}`;
}

export function accommodation(model: ModelRef, length: number, rng: Random) {
  const cabins = cabinsFor(model.typeCode, length, rng);
  const berths = cabins === 0 ? (length > 6 && rng.chance(0.4) ? 2 : 0) : cabins * 2 + rng.int(0, 2);
  const bathrooms =
    cabins === 0 ? 0 : Math.max(1, Math.round(cabins * (length > 15 ? 1 : rng.float(0.5, 1))));
  const passengers =
    model.typeCode === "pwc"
      ? rng.int(2, 3)
      : model.typeCode === "life_raft"
        ? Number(/\d+/.exec(model.name)?.[0] ?? 6) % 13 || 6
        : Math.max(2, Math.min(12, Math.round(length * rng.float(0.8, 1.3))));
  return { cabins, berths, bathrooms, showers: bathrooms, passengers };
}
