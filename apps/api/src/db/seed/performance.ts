/**
 * Speeds, range and tank sizes that agree with the hull and the engines generated for it: a planing hull's
 * top speed follows its power-to-weight ratio, a displacement hull is capped near its hull speed, and the
 * range is what the fuel tank gives at cruising consumption.
 */
import { profileOf } from "./boat-profiles.ts";
import type { EngineRow } from "./engines.ts";
import type { Random } from "./random.ts";

export interface Performance {
  cruisingSpeedKn: number | null;
  maxSpeedKn: number | null;
  rangeNm: number | null;
  fuelConsumptionLph: number | null;
  fuelTankL: number | null;
  waterTankL: number | null;
  holdingTankL: number | null;
}

const round1 = (value: number): number => Math.round(value * 10) / 10;
const roundTo = (value: number, step: number): number => Math.round(value / step) * step;

/** Hull speed in knots: 1.34 × √(waterline in feet). */
function hullSpeed(lengthM: number): number {
  return 1.34 * Math.sqrt(lengthM * 0.88 * 3.28084);
}

function speeds(typeCode: string, lengthM: number, displacementKg: number, totalHp: number, rng: Random) {
  const p = profileOf(typeCode);
  if (totalHp === 0) return { cruise: null, max: null };
  if (p.speed === "sail" || p.speed === "displacement") {
    const max = hullSpeed(lengthM) * rng.float(0.95, 1.1);
    return { cruise: round1(max * rng.float(0.75, 0.85)), max: round1(max) };
  }
  const hpPerTonne = totalHp / Math.max(0.2, displacementKg / 1000);
  const ceiling = typeCode === "pwc" ? 67 : 55;
  const max = Math.min(ceiling, 3.5 * Math.sqrt(hpPerTonne) * rng.float(0.9, 1.1));
  return { cruise: round1(max * rng.float(0.68, 0.8)), max: round1(Math.max(max, 6)) };
}

function fuelTank(typeCode: string, lengthM: number, totalHp: number, rng: Random): number | null {
  if (totalHp === 0) return null;
  const p = profileOf(typeCode);
  if (totalHp < 25 && p.category !== "sail") return roundTo(rng.float(12, 25), 1);
  if (p.speed === "displacement") return roundTo(lengthM ** 2 * 11 * rng.float(0.8, 1.25), 10);
  if (p.speed === "sail") return roundTo(lengthM ** 1.5 * 5 * rng.float(0.8, 1.3), 10);
  return roundTo(Math.max(40, totalHp * 1.2 * rng.float(0.8, 1.3)), 10);
}

export function performanceFor(
  typeCode: string,
  lengthM: number,
  displacementKg: number,
  engines: EngineRow[],
  rng: Random,
): Performance {
  const totalHp = engines.reduce((sum, e) => sum + e.powerHp, 0);
  const { cruise, max } = speeds(typeCode, lengthM, displacementKg, totalHp, rng);
  const isDiesel = engines[0]?.fuel === "diesel" || engines[0]?.fuel === "hybrid";
  const isElectric = engines[0]?.fuel === "electric";
  const consumption =
    totalHp === 0 || isElectric
      ? null
      : round1(totalHp * (isDiesel ? 0.14 : 0.16) * (profileOf(typeCode).speed === "planing" ? 1 : 0.45));
  const tank = isElectric ? null : fuelTank(typeCode, lengthM, totalHp, rng);
  const range =
    tank && consumption && cruise
      ? roundTo((tank / consumption) * cruise * 0.9, lengthM > 15 ? 10 : 5)
      : null;
  const hasAccommodation =
    lengthM >= 7 && !["pwc", "life_raft", "sailing_dinghy", "dinghy"].includes(typeCode);
  return {
    cruisingSpeedKn: cruise,
    maxSpeedKn: max,
    rangeNm: range,
    fuelConsumptionLph: consumption,
    fuelTankL: tank,
    waterTankL: hasAccommodation ? roundTo(lengthM ** 1.8 * 2.8 * rng.float(0.8, 1.25), 10) : null,
    holdingTankL:
      hasAccommodation && lengthM >= 8 ? roundTo(lengthM ** 1.6 * 1.5 * rng.float(0.8, 1.3), 5) : null,
  };
}
