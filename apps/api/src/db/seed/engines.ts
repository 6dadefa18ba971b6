/**
 * Engines as the trade fits them: a small diesel on a saildrive in a cruising yacht, twin shaft diesels or
 * pods in a motor yacht, one to three petrol outboards on a centre console, a jet on a PWC. Models are real
 * product names with their rated power, picked to match the power a boat of that size needs.
 */
import { profileOf } from "./boat-profiles.ts";
import type { Random } from "./random.ts";

type EngineKind =
  | "sail_diesel"
  | "power_diesel"
  | "pod"
  | "small_diesel"
  | "outboard"
  | "sterndrive"
  | "wake"
  | "jet"
  | "electric";

interface EngineModel {
  make: string;
  model: string;
  hp: number;
}

const models = (make: string, list: readonly (readonly [string, number])[]): EngineModel[] =>
  list.map(([model, hp]) => ({ make, model, hp }));

const CATALOG: Record<EngineKind, EngineModel[]> = {
  sail_diesel: [
    ...models("Volvo Penta", [
      ["D1-20", 18],
      ["D1-30", 27],
      ["D2-40", 39],
      ["D2-50", 48],
      ["D2-60", 57],
      ["D2-75", 72],
      ["D3-110", 110],
    ]),
    ...models("Yanmar", [
      ["3YM20", 21],
      ["3YM30", 29],
      ["4JH45", 45],
      ["4JH57", 57],
      ["4JH80", 80],
      ["4JH110", 110],
    ]),
    ...models("Nanni", [
      ["N3.21", 21],
      ["N3.30", 29],
      ["N4.40", 38],
      ["N4.50", 47],
      ["N4.65", 63],
    ]),
    ...models("Beta Marine", [
      ["Beta 25", 24],
      ["Beta 38", 37],
      ["Beta 50", 50],
      ["Beta 60", 60],
    ]),
  ],
  small_diesel: [
    ...models("Vetus", [
      ["M4.56", 42],
      ["VH4.80", 75],
      ["VF5.140", 140],
    ]),
    ...models("Volvo Penta", [
      ["D3-150", 150],
      ["D3-220", 220],
      ["D4-270", 270],
    ]),
    ...models("Yanmar", [
      ["4LV250", 250],
      ["6LY440", 440],
      ["4BY150", 150],
    ]),
    ...models("John Deere", [
      ["4045 PowerTech", 135],
      ["6068 PowerTech", 225],
    ]),
  ],
  power_diesel: [
    ...models("Volvo Penta", [
      ["D4-320", 320],
      ["D6-440", 440],
      ["D11-725", 725],
      ["D13-1000", 1000],
    ]),
    ...models("Cummins", [
      ["QSB 6.7", 480],
      ["QSC 8.3", 600],
      ["QSM11", 715],
      ["QSK19", 800],
    ]),
    ...models("Caterpillar", [
      ["C8.7", 650],
      ["C12", 715],
      ["C18", 1150],
      ["C32", 1900],
    ]),
    ...models("MAN", [
      ["i6-730", 730],
      ["i6-800", 800],
      ["V8-1000", 1000],
      ["V8-1200", 1200],
      ["V12-1400", 1400],
      ["V12-1800", 1800],
      ["V12-2000", 2000],
    ]),
    ...models("MTU", [
      ["12V 2000 M86", 1800],
      ["16V 2000 M86", 2400],
      ["12V 2000 M96L", 2600],
    ]),
  ],
  pod: [
    ...models("Volvo Penta", [
      ["IPS 400", 300],
      ["IPS 500", 370],
      ["IPS 600", 435],
      ["IPS 800", 600],
      ["IPS 950", 725],
      ["IPS 1200", 900],
      ["IPS 1350", 1000],
    ]),
    ...models("Cummins", [
      ["QSC 8.3 Zeus", 600],
      ["QSM11 Zeus", 715],
    ]),
  ],
  outboard: [
    ...models("Mercury", [
      ["FourStroke 2.5", 2.5],
      ["FourStroke 5", 5],
      ["FourStroke 15", 15],
      ["FourStroke 40", 40],
      ["FourStroke 60", 60],
      ["FourStroke 115", 115],
      ["FourStroke 150", 150],
      ["Verado 200", 200],
      ["Verado 250", 250],
      ["Verado 300", 300],
      ["Verado 350", 350],
      ["Verado 400", 400],
      ["Verado 600", 600],
    ]),
    ...models("Yamaha", [
      ["F2.5", 2.5],
      ["F6", 6],
      ["F20", 20],
      ["F70", 70],
      ["F115", 115],
      ["F150", 150],
      ["F200", 200],
      ["F250", 250],
      ["F300", 300],
      ["F350", 350],
      ["XTO 425", 425],
    ]),
    ...models("Suzuki", [
      ["DF2.5", 2.5],
      ["DF6", 6],
      ["DF20A", 20],
      ["DF60A", 60],
      ["DF140A", 140],
      ["DF200A", 200],
      ["DF250", 250],
      ["DF300B", 300],
      ["DF350A", 350],
    ]),
    ...models("Honda", [
      ["BF2.3", 2.3],
      ["BF5", 5],
      ["BF20", 20],
      ["BF60", 60],
      ["BF100", 100],
      ["BF150", 150],
      ["BF250", 250],
    ]),
    ...models("Tohatsu", [
      ["MFS 3.5", 3.5],
      ["MFS 9.9", 9.9],
      ["MFS 20", 20],
      ["MFS 60", 60],
    ]),
  ],
  sterndrive: [
    ...models("MerCruiser", [
      ["4.5L", 250],
      ["6.2L", 300],
      ["6.2L", 350],
      ["8.2L", 380],
    ]),
    ...models("Volvo Penta", [
      ["V6-280", 280],
      ["V8-350", 350],
      ["V8-430", 430],
      ["D4-320 DP", 320],
      ["D6-400 DP", 400],
    ]),
  ],
  wake: [
    ...models("Ilmor", [
      ["6.2L MV8", 400],
      ["6.2L MV8 Rebel", 430],
    ]),
    ...models("Indmar", [
      ["Raptor 400", 400],
      ["Raptor 450", 450],
    ]),
  ],
  electric: [
    ...models("Torqeedo", [
      ["Travel 1103 C", 3],
      ["Cruise 6.0", 9.9],
      ["Cruise 12.0", 20],
      ["Deep Blue 50", 67],
      ["Deep Blue 100", 134],
    ]),
    ...models("ePropulsion", [
      ["Spirit 1.0 Plus", 3],
      ["Navy 6.0", 9.9],
      ["X40", 54],
    ]),
  ],
  jet: [
    ...models("Rotax", [
      ["1630 ACE", 130],
      ["1630 ACE", 170],
      ["1630 ACE", 230],
      ["1630 ACE", 300],
      ["1630 ACE", 325],
    ]),
    ...models("Yamaha", [
      ["1.8L SVHO", 250],
      ["1.8L HO", 180],
    ]),
    ...models("Kawasaki", [
      ["1498cc", 160],
      ["1498cc supercharged", 310],
    ]),
  ],
};

const ENGINE_TYPE: Record<EngineKind, string> = {
  sail_diesel: "inboard",
  small_diesel: "inboard",
  power_diesel: "inboard",
  pod: "pod",
  electric: "electric",
  outboard: "outboard",
  sterndrive: "sterndrive",
  wake: "inboard",
  jet: "jet",
};

const nearest = (list: EngineModel[], hp: number): EngineModel =>
  list.reduce((best, m) => (Math.abs(m.hp - hp) < Math.abs(best.hp - hp) ? m : best));

/** A model of `kind` near `hp`, from a maker chosen at random among those that build one close enough. */
function pickModel(kind: EngineKind, hp: number, rng: Random): EngineModel {
  const closeEnough = CATALOG[kind].filter((m) => Math.abs(m.hp - hp) <= hp * 0.35);
  if (closeEnough.length === 0) return nearest(CATALOG[kind], hp);
  const make = rng.pick([...new Set(closeEnough.map((m) => m.make))]);
  return nearest(
    closeEnough.filter((m) => m.make === make),
    hp,
  );
}

interface Plan {
  kind: EngineKind;
  count: number;
  hpEach: number;
  propulsion: string;
  fuel: string;
}

const WAKE_BRANDS = new Set([
  "MasterCraft",
  "Malibu",
  "Nautique",
  "Tigé",
  "Supra",
  "Moomba",
  "Axis",
  "Centurion",
]);

function sailPlan(typeCode: string, length: number, rng: Random): Plan | null {
  if (typeCode === "sailing_dinghy" || length < 5.5) return null;
  if (typeCode === "gulet") {
    return {
      kind: "small_diesel",
      count: rng.int(1, 2),
      hpEach: length * 12,
      propulsion: "shaft",
      fuel: "diesel",
    };
  }
  if (typeCode === "catamaran") {
    if (length < 8) return null; // beach catamarans have no engine
    return { kind: "sail_diesel", count: 2, hpEach: length * 3.2, propulsion: "saildrive", fuel: "diesel" };
  }
  if (length < 8) return { kind: "outboard", count: 1, hpEach: 6, propulsion: "outboard", fuel: "petrol" };
  const propulsion = length < 13 && rng.chance(0.6) ? "saildrive" : "shaft";
  const hp = typeCode === "motorsailer" ? length * 7 : length * 3.6;
  return { kind: "sail_diesel", count: 1, hpEach: hp, propulsion, fuel: "diesel" };
}

function outboardPlan(length: number, rng: Random): Plan {
  const totalHp = Math.min(1500, 4 * length ** 2.15 * rng.float(0.8, 1.2));
  const count = length < 8 ? 1 : length < 11 ? rng.int(1, 2) : length < 13 ? 2 : 3;
  return { kind: "outboard", count, hpEach: totalHp / count, propulsion: "outboard", fuel: "petrol" };
}

function powerPlan(typeCode: string, length: number, brand: string, rng: Random): Plan {
  if (typeCode === "pwc")
    return { kind: "jet", count: 1, hpEach: rng.int(130, 325), propulsion: "jet", fuel: "petrol" };
  if (typeCode === "houseboat" && rng.chance(0.15)) {
    return { kind: "electric", count: 1, hpEach: length * 5, propulsion: "shaft", fuel: "electric" };
  }
  if (typeCode === "houseboat" || typeCode === "workboat" || typeCode === "trawler") {
    const hp = typeCode === "houseboat" ? length * 8 : length * 18;
    const count = length > 14 && rng.chance(0.6) ? 2 : 1;
    return { kind: "small_diesel", count, hpEach: hp / count, propulsion: "shaft", fuel: "diesel" };
  }
  if (WAKE_BRANDS.has(brand))
    return { kind: "wake", count: 1, hpEach: 420, propulsion: "shaft", fuel: "petrol" };
  const outboardShare = {
    rib: 0.95,
    center_console: 1,
    pontoon: 1,
    fishing_boat: 0.7,
    bowrider: 0.5,
    motorboat: 0.6,
    power_catamaran: 0.3,
    cabin_cruiser: 0.15,
  };
  // Yachts rarely hang outboards on the transom (a few modern day-cruisers do).
  const share = outboardShare[typeCode as keyof typeof outboardShare] ?? 0.03;
  if (length < 14 && rng.chance(share)) return outboardPlan(length, rng);
  if (length < 10) {
    const fuel = rng.chance(0.7) ? "petrol" : "diesel";
    return { kind: "sterndrive", count: 1, hpEach: 30 * length, propulsion: "sterndrive", fuel };
  }
  // Larger power boats: twin diesels, on pods for a good part of modern 12-20 m yachts.
  // Twin installations: ~370 hp each at 12 m, ~1,000 at 20 m, ~1,900 at 27 m.
  const perEngine = Math.min(2600, 2.5 * length ** 2 * rng.float(0.85, 1.2));
  const fuel = brand === "Greenline" ? "hybrid" : "diesel";
  if (length >= 12 && length <= 22 && rng.chance(0.35)) {
    return { kind: "pod", count: 2, hpEach: perEngine, propulsion: "pod", fuel };
  }
  return { kind: "power_diesel", count: 2, hpEach: perEngine, propulsion: "shaft", fuel };
}

export interface EngineRow {
  position: number;
  make: string;
  model: string;
  engineType: string;
  fuel: string;
  powerHp: number;
  hours: number;
  year: number;
  propulsion: string;
}

function tenderPlan(length: number, rng: Random): Plan | null {
  if (!rng.chance(0.6)) return null;
  const hp = length < 3 ? 5 : 20;
  if (rng.chance(0.15))
    return { kind: "electric", count: 1, hpEach: hp / 2, propulsion: "outboard", fuel: "electric" };
  return { kind: "outboard", count: 1, hpEach: hp, propulsion: "outboard", fuel: "petrol" };
}

/** Engine rows for one boat; an empty list for boats without an engine (dinghies, liferafts, small sail). */
export function enginesFor(
  typeCode: string,
  length: number,
  brand: string,
  yearBuilt: number,
  currentYear: number,
  rng: Random,
): EngineRow[] {
  const category = profileOf(typeCode).category;
  const plan =
    typeCode === "life_raft"
      ? null
      : category === "unpowered"
        ? tenderPlan(length, rng)
        : category === "sail"
          ? sailPlan(typeCode, length, rng)
          : powerPlan(typeCode, length, brand, rng);
  if (!plan) return [];
  const chosen = pickModel(plan.kind, plan.hpEach, rng);
  // Repowered boats carry younger engines than hulls; hours follow the engines' age.
  const year =
    yearBuilt < currentYear - 12 && rng.chance(0.25) ? rng.int(yearBuilt + 8, currentYear - 1) : yearBuilt;
  const hoursPerYear = plan.kind === "power_diesel" ? rng.int(60, 180) : rng.int(20, 120);
  const hours = Math.max(0, (currentYear - year) * hoursPerYear + rng.int(0, 25));
  return Array.from({ length: plan.count }, (_, position) => ({
    position,
    make: chosen.make,
    model: chosen.model,
    engineType: ENGINE_TYPE[plan.kind],
    fuel: plan.fuel,
    powerHp: chosen.hp,
    hours: hours + rng.int(0, 8),
    year,
    propulsion: plan.propulsion,
  }));
}
