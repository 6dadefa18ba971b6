/**
 * Which model a generated listing is: the market's mix of power, sail and unpowered boats, and mostly
 * builders from the team's own side of the Atlantic.
 */
import type { SeededTeam } from "./accounts.ts";
import type { ModelRef } from "./catalog.ts";
import type { Random } from "./random.ts";
import type { BoatCategory } from "./reference-lists.ts";

/** Models by category, split so that teams list mostly boats built on their side of the Atlantic. */
export interface ModelPicker {
  byCategory: Record<BoatCategory, { americas: ModelRef[]; rest: ModelRef[] }>;
}

export function createModelPicker(models: ModelRef[]): ModelPicker {
  const empty = () => ({ americas: [] as ModelRef[], rest: [] as ModelRef[] });
  const byCategory = { power: empty(), sail: empty(), unpowered: empty() };
  for (const model of models) {
    const side = ["US", "CA", "BR"].includes(model.builtIn) ? "americas" : "rest";
    byCategory[model.category][side].push(model);
  }
  return { byCategory };
}

export function pickModel(picker: ModelPicker, team: SeededTeam, rng: Random): ModelRef {
  const category = rng.weighted<BoatCategory>([
    ["power", 0.56],
    ["sail", 0.38],
    ["unpowered", 0.06],
  ]);
  const { americas, rest } = picker.byCategory[category];
  const local = team.country.code === "US" ? americas : rest;
  return rng.pick(local.length > 0 && rng.chance(0.6) ? local : [...americas, ...rest]);
}
