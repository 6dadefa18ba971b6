/**
 * What a boat of each type usually measures, weighs and costs, so generated listings pass a broker's
 * glance: a 12 m sailboat weighs about 8 t, draws 2 m and carries an 18 m mast; a 20 m flybridge weighs
 * about 40 t and costs millions new. Figures are rules of thumb from published specifications.
 */
import type { Random } from "./random.ts";
import type { BoatCategory } from "./reference-lists.ts";

export interface TypeProfile {
  category: BoatCategory;
  /** Usual length overall range, metres. */
  length: readonly [number, number];
  beamRatio: readonly [number, number];
  /** Displacement ≈ factor × length³ (kg, metres). */
  weightFactor: number;
  draftRatio: number;
  /** New price in EUR ≈ factor × length^2.6. */
  priceFactor: number;
  hullShape: string;
  /** Kind of hull that decides speed: sail, displacement (trawler speeds), planing, or none (no engine). */
  speed: "sail" | "displacement" | "planing" | "none";
}

const profile = (p: TypeProfile): TypeProfile => p;

export const TYPE_PROFILES: Record<string, TypeProfile> = {
  motorboat: profile({
    category: "power",
    length: [4.5, 15],
    beamRatio: [0.33, 0.38],
    weightFactor: 4.8,
    draftRatio: 0.07,
    priceFactor: 380,
    hullShape: "deep_v",
    speed: "planing",
  }),
  motor_yacht: profile({
    category: "power",
    length: [12, 40],
    beamRatio: [0.26, 0.3],
    weightFactor: 5.2,
    draftRatio: 0.075,
    priceFactor: 1150,
    hullShape: "planing",
    speed: "planing",
  }),
  flybridge: profile({
    category: "power",
    length: [11, 30],
    beamRatio: [0.28, 0.32],
    weightFactor: 6,
    draftRatio: 0.075,
    priceFactor: 1100,
    hullShape: "planing",
    speed: "planing",
  }),
  power_catamaran: profile({
    category: "power",
    length: [8, 25],
    beamRatio: [0.45, 0.55],
    weightFactor: 5,
    draftRatio: 0.07,
    priceFactor: 850,
    hullShape: "catamaran",
    speed: "planing",
  }),
  rib: profile({
    category: "power",
    length: [3.5, 14],
    beamRatio: [0.38, 0.45],
    weightFactor: 3,
    draftRatio: 0.08,
    priceFactor: 380,
    hullShape: "deep_v",
    speed: "planing",
  }),
  fishing_boat: profile({
    category: "power",
    length: [4.5, 20],
    beamRatio: [0.32, 0.38],
    weightFactor: 5,
    draftRatio: 0.08,
    priceFactor: 450,
    hullShape: "deep_v",
    speed: "planing",
  }),
  bowrider: profile({
    category: "power",
    length: [5, 12.5],
    beamRatio: [0.33, 0.38],
    weightFactor: 5.5,
    draftRatio: 0.1,
    priceFactor: 440,
    hullShape: "deep_v",
    speed: "planing",
  }),
  cabin_cruiser: profile({
    category: "power",
    length: [7, 14],
    beamRatio: [0.3, 0.36],
    weightFactor: 5.5,
    draftRatio: 0.08,
    priceFactor: 600,
    hullShape: "modified_v",
    speed: "planing",
  }),
  trawler: profile({
    category: "power",
    length: [10, 25],
    beamRatio: [0.3, 0.36],
    weightFactor: 8,
    draftRatio: 0.09,
    priceFactor: 900,
    hullShape: "semi_displacement",
    speed: "displacement",
  }),
  center_console: profile({
    category: "power",
    length: [5, 15],
    beamRatio: [0.3, 0.36],
    weightFactor: 3.8,
    draftRatio: 0.07,
    priceFactor: 720,
    hullShape: "deep_v",
    speed: "planing",
  }),
  pwc: profile({
    category: "power",
    length: [2.7, 3.9],
    beamRatio: [0.33, 0.36],
    weightFactor: 9,
    draftRatio: 0.07,
    priceFactor: 560,
    hullShape: "deep_v",
    speed: "planing",
  }),
  pontoon: profile({
    category: "power",
    length: [5, 8.5],
    beamRatio: [0.32, 0.36],
    weightFactor: 4.5,
    draftRatio: 0.05,
    priceFactor: 320,
    hullShape: "pontoon",
    speed: "planing",
  }),
  houseboat: profile({
    category: "power",
    length: [8, 20],
    beamRatio: [0.26, 0.34],
    weightFactor: 8,
    draftRatio: 0.08,
    priceFactor: 240,
    hullShape: "flat_bottom",
    speed: "displacement",
  }),
  workboat: profile({
    category: "power",
    length: [6, 20],
    beamRatio: [0.3, 0.38],
    weightFactor: 7,
    draftRatio: 0.1,
    priceFactor: 300,
    hullShape: "semi_displacement",
    speed: "displacement",
  }),
  sailboat: profile({
    category: "sail",
    length: [6, 15],
    beamRatio: [0.3, 0.36],
    weightFactor: 4.8,
    draftRatio: 0.17,
    priceFactor: 470,
    hullShape: "displacement",
    speed: "sail",
  }),
  sailing_yacht: profile({
    category: "sail",
    length: [13, 40],
    beamRatio: [0.26, 0.31],
    weightFactor: 5.2,
    draftRatio: 0.16,
    priceFactor: 750,
    hullShape: "displacement",
    speed: "sail",
  }),
  catamaran: profile({
    category: "sail",
    length: [9, 25],
    beamRatio: [0.5, 0.58],
    weightFactor: 4.6,
    draftRatio: 0.09,
    priceFactor: 760,
    hullShape: "catamaran",
    speed: "sail",
  }),
  trimaran: profile({
    category: "sail",
    length: [6, 20],
    beamRatio: [0.6, 0.75],
    weightFactor: 2.2,
    draftRatio: 0.13,
    priceFactor: 700,
    hullShape: "trimaran",
    speed: "sail",
  }),
  racer: profile({
    category: "sail",
    length: [6, 15],
    beamRatio: [0.3, 0.35],
    weightFactor: 3.2,
    draftRatio: 0.2,
    priceFactor: 560,
    hullShape: "planing",
    speed: "sail",
  }),
  motorsailer: profile({
    category: "sail",
    length: [8, 20],
    beamRatio: [0.31, 0.36],
    weightFactor: 7,
    draftRatio: 0.14,
    priceFactor: 620,
    hullShape: "displacement",
    speed: "sail",
  }),
  gulet: profile({
    category: "sail",
    length: [18, 40],
    beamRatio: [0.24, 0.28],
    weightFactor: 5.5,
    draftRatio: 0.1,
    priceFactor: 280,
    hullShape: "displacement",
    speed: "displacement",
  }),
  sailing_dinghy: profile({
    category: "sail",
    length: [2.3, 6],
    beamRatio: [0.32, 0.45],
    weightFactor: 1.2,
    draftRatio: 0.2,
    priceFactor: 520,
    hullShape: "planing",
    speed: "none",
  }),
  inflatable: profile({
    category: "unpowered",
    length: [2, 4.5],
    beamRatio: [0.45, 0.5],
    weightFactor: 1.5,
    draftRatio: 0.07,
    priceFactor: 160,
    hullShape: "flat_bottom",
    speed: "none",
  }),
  dinghy: profile({
    category: "unpowered",
    length: [2, 4],
    beamRatio: [0.42, 0.48],
    weightFactor: 2,
    draftRatio: 0.07,
    priceFactor: 140,
    hullShape: "flat_bottom",
    speed: "none",
  }),
  life_raft: profile({
    category: "unpowered",
    length: [1.2, 2.5],
    beamRatio: [0.9, 1],
    weightFactor: 12,
    draftRatio: 0.2,
    priceFactor: 1600,
    hullShape: "flat_bottom",
    speed: "none",
  }),
};

export function profileOf(typeCode: string): TypeProfile {
  const found = TYPE_PROFILES[typeCode];
  if (!found) throw new Error(`No profile for boat type ${typeCode}`);
  return found;
}

const FEET_PER_METRE = 3.28084;

/**
 * A model's length from the figure in its name: builders name most models after their length in feet
 * (Oceanis 46.1, Azimut 68), tenths of feet (Hanse 418, Sun Odyssey 410) or decimetres (Activ 605).
 * The reading that falls inside the type's usual range wins; null when none does.
 */
export function lengthFromModelName(name: string, typeCode: string): number | null {
  const match = /(\d+(?:\.\d+)?)/.exec(name);
  if (!match) return null;
  const figure = Number(match[1]);
  const [min, max] = profileOf(typeCode).length;
  const readings =
    figure >= 100
      ? [figure / 10 / FEET_PER_METRE, figure / 100]
      : [figure / FEET_PER_METRE, figure, (figure * 10) / FEET_PER_METRE];
  const fitting = readings.find((metres) => metres >= min * 0.8 && metres <= max * 1.1);
  return fitting ? Math.round(fitting * 100) / 100 : null;
}

export interface Dimensions {
  lengthM: number;
  waterlineLengthM: number;
  beamM: number;
  draftMinM: number;
  draftMaxM: number;
  airDraftM: number;
  displacementKg: number;
  dryWeightKg: number;
  ballastKg: number | null;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;
const roundTo = (value: number, step: number): number => Math.round(value / step) * step;

/** Keel types that change the draft: lifting keels and boards draw little when raised. */
function drafts(p: TypeProfile, length: number, keelType: string | null, rng: Random): [number, number] {
  const deep = round2(Math.max(0.15, length * p.draftRatio * rng.float(0.92, 1.08)));
  if (keelType === "lifting" || keelType === "daggerboards" || keelType === "centreboard") {
    return [round2(Math.max(0.1, deep * rng.float(0.3, 0.45))), round2(deep * 1.15)];
  }
  if (keelType === "twin") return [round2(deep * 0.7), round2(deep * 0.7)];
  // Outboards and sterndrives tilt up: the hull alone draws less than with the leg down.
  if (p.category === "power" && length < 12) return [round2(deep * 0.65), deep];
  return [deep, deep];
}

function airDraft(p: TypeProfile, typeCode: string, length: number, rng: Random): number {
  if (p.category === "sail" && p.speed === "sail") return round2(length * rng.float(1.35, 1.55) + 1);
  if (typeCode === "gulet") return round2(length * rng.float(0.8, 0.95));
  if (typeCode === "flybridge") return round2(length * 0.2 + rng.float(2.2, 3));
  if (p.category === "unpowered") return round2(length * rng.float(0.3, 0.45));
  if (length < 8) return round2(rng.float(1.1, 2.6));
  return round2(length * 0.18 + rng.float(1.5, 2.4));
}

export function dimensionsFor(
  typeCode: string,
  length: number,
  keelType: string | null,
  rng: Random,
): Dimensions {
  const p = profileOf(typeCode);
  const displacement = roundTo(p.weightFactor * length ** 3 * rng.float(0.85, 1.15), length < 6 ? 5 : 50);
  const [draftMin, draftMax] = drafts(p, length, keelType, rng);
  const isMonohullSail = p.category === "sail" && p.hullShape !== "catamaran" && p.hullShape !== "trimaran";
  return {
    lengthM: round2(length),
    waterlineLengthM: round2(length * (p.category === "sail" ? rng.float(0.84, 0.92) : rng.float(0.8, 0.88))),
    beamM: round2(length * rng.float(p.beamRatio[0], p.beamRatio[1])),
    draftMinM: draftMin,
    draftMaxM: draftMax,
    airDraftM: airDraft(p, typeCode, length, rng),
    displacementKg: Math.max(10, displacement),
    dryWeightKg: Math.max(8, roundTo(displacement * rng.float(0.82, 0.9), length < 6 ? 5 : 50)),
    ballastKg: isMonohullSail && length > 5 ? roundTo(displacement * rng.float(0.28, 0.4), 10) : null,
  };
}

/** Cabins by size: what a broker would expect of a boat that long. */
export function cabinsFor(typeCode: string, length: number, rng: Random): number {
  const p = profileOf(typeCode);
  if (p.category === "unpowered" || typeCode === "pwc" || typeCode === "sailing_dinghy") return 0;
  if (["bowrider", "center_console", "pontoon"].includes(typeCode))
    return length > 9 && rng.chance(0.5) ? 1 : 0;
  if (typeCode === "rib") return length > 10 ? 1 : 0;
  if (typeCode === "catamaran" || typeCode === "power_catamaran") {
    return length < 9 ? 0 : length < 11 ? 3 : length < 16 ? rng.int(3, 4) : rng.int(4, 6);
  }
  if (typeCode === "gulet") return rng.int(4, 8);
  if (length < 6.5) return rng.chance(0.3) ? 1 : 0;
  if (length < 9) return 1;
  if (length < 11) return rng.int(1, 2);
  if (length < 13) return rng.int(2, 3);
  if (length < 16) return rng.int(3, 4);
  if (length < 24) return rng.int(3, 5);
  return rng.int(4, 6);
}

/** New price in EUR: size drives it, then how upmarket the brand is within the type. */
export function newPriceEur(typeCode: string, length: number, rng: Random): number {
  const p = profileOf(typeCode);
  return p.priceFactor * length ** 2.6 * rng.float(0.75, 1.35);
}

/** Boats lose ~7% a year for two decades, then hold value; refits and condition move it up or down. */
export function agedPriceEur(newPrice: number, age: number, condition: string, rng: Random): number {
  const depreciation = 0.93 ** Math.min(age, 22) * 0.985 ** Math.max(0, age - 22);
  const conditionFactor: Record<string, number> = {
    new: 1,
    demo: 0.88,
    like_new: 0.95,
    used: 1,
    refitted: 1.2,
    project: 0.45,
  };
  return newPrice * depreciation * (conditionFactor[condition] ?? 1) * rng.float(0.85, 1.15);
}

/** Asking prices end in round figures, as brokers write them. */
export function roundPrice(amount: number): number {
  if (amount >= 1_000_000) return roundTo(amount, 10_000);
  if (amount >= 100_000) return roundTo(amount, 1_000);
  if (amount >= 10_000) return roundTo(amount, 500);
  return Math.max(100, roundTo(amount, 100));
}
