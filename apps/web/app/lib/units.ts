/**
 * Lengths are stored in metres (decision 003) and entered in the team's unit: metres for metric
 * teams, feet for imperial ones. Conversions happen only at the form's boundary.
 */

export type UnitSystem = "metric" | "imperial";

/** International foot, exactly. */
export const METRES_PER_FOOT = 0.3048;

export function feetToMetres(feet: number): number {
  return feet * METRES_PER_FOOT;
}

export function metresToFeet(metres: number): number {
  return metres / METRES_PER_FOOT;
}

const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round((value + Number.EPSILON) * factor) / factor;
};

/** Decimals a length input shows: centimetres in metric, tenths of a foot in imperial. */
export const LENGTH_INPUT_DIGITS: Record<UnitSystem, number> = { metric: 2, imperial: 1 };

/** A stored length (metres) in the team's unit, rounded as the input shows it: 12.192 m is "40" ft. */
export function lengthToUnit(metres: number, system: UnitSystem): number {
  return round(system === "imperial" ? metresToFeet(metres) : metres, LENGTH_INPUT_DIGITS[system]);
}

/** What the seller typed, in metres to the millimetre: 40 ft is 12.192 m. */
export function lengthFromUnit(value: number, system: UnitSystem): number {
  return round(system === "imperial" ? feetToMetres(value) : value, 3);
}

/** The symbol beside length inputs. */
export function lengthSymbol(system: UnitSystem): "m" | "ft" {
  return system === "imperial" ? "ft" : "m";
}
