/**
 * Which equipment a generated boat carries: sails only on sailing boats, a tender garage only on yachts,
 * a fishfinder mostly on fishing boats, and more of everything as boats grow.
 */
import { profileOf } from "./boat-profiles.ts";
import type { Random } from "./random.ts";

interface Rule {
  /** Chance for a boat that qualifies, before the size bonus. */
  chance: number;
  minLength?: number;
  category?: "power" | "sail";
  /** Limits the item to these boat types. */
  types?: readonly string[];
}

const FISHING = ["fishing_boat", "center_console", "rib", "motorboat"];
const SAIL_CRUISERS = ["sailboat", "sailing_yacht", "catamaran", "trimaran", "motorsailer", "racer", "gulet"];

const RULES: Record<string, Rule> = {
  gps_chartplotter: { chance: 0.9, minLength: 4.5 },
  radar: { chance: 0.5, minLength: 9 },
  autopilot: { chance: 0.7, minLength: 8 },
  vhf: { chance: 0.85, minLength: 5 },
  ais: { chance: 0.45, minLength: 9 },
  depth_sounder: { chance: 0.9, minLength: 5 },
  speed_log: { chance: 0.7, minLength: 6, category: "sail" },
  wind_instruments: { chance: 0.8, minLength: 6, category: "sail" },
  compass: { chance: 0.8, minLength: 4 },
  fishfinder: { chance: 0.55, minLength: 4.5, types: FISHING },
  thermal_camera: { chance: 0.25, minLength: 16 },
  bow_thruster: { chance: 0.55, minLength: 10 },
  stern_thruster: { chance: 0.3, minLength: 15 },
  generator: { chance: 0.55, minLength: 12 },
  inverter: { chance: 0.5, minLength: 9 },
  solar_panels: {
    chance: 0.45,
    minLength: 8,
    types: [...SAIL_CRUISERS, "trawler", "houseboat", "power_catamaran"],
  },
  wind_generator: { chance: 0.2, minLength: 10, types: SAIL_CRUISERS },
  shore_power: { chance: 0.85, minLength: 7 },
  battery_charger: { chance: 0.8, minLength: 7 },
  lithium_batteries: { chance: 0.2, minLength: 9 },
  fridge: { chance: 0.85, minLength: 7 },
  freezer: { chance: 0.4, minLength: 11 },
  oven: { chance: 0.6, minLength: 9 },
  stove: { chance: 0.85, minLength: 7 },
  microwave: { chance: 0.45, minLength: 10 },
  dishwasher: { chance: 0.35, minLength: 15 },
  ice_maker: { chance: 0.35, minLength: 14, category: "power" },
  grill: { chance: 0.35, minLength: 8 },
  air_conditioning: { chance: 0.45, minLength: 11 },
  heating: { chance: 0.4, minLength: 9 },
  watermaker: { chance: 0.3, minLength: 12 },
  water_heater: { chance: 0.8, minLength: 8 },
  washing_machine: { chance: 0.35, minLength: 16 },
  electric_toilets: { chance: 0.5, minLength: 11 },
  gyro_stabilizer: { chance: 0.35, minLength: 14, category: "power" },
  cockpit_shower: { chance: 0.7, minLength: 6 },
  cockpit_cushions: { chance: 0.7, minLength: 5 },
  teak_deck: { chance: 0.4, minLength: 8 },
  bimini: { chance: 0.6, minLength: 5 },
  sprayhood: { chance: 0.75, minLength: 7, category: "sail" },
  swim_platform: { chance: 0.8, minLength: 6 },
  hydraulic_platform: { chance: 0.4, minLength: 14, category: "power" },
  anchor_windlass: { chance: 0.8, minLength: 8 },
  passerelle: { chance: 0.6, minLength: 14 },
  cockpit_table: { chance: 0.75, minLength: 7 },
  sun_pad: { chance: 0.6, minLength: 6, category: "power" },
  underwater_lights: { chance: 0.35, minLength: 8, category: "power" },
  deck_wash: { chance: 0.45, minLength: 9 },
  fenders_lines: { chance: 0.8, minLength: 4 },
  mainsail: { chance: 0.95, minLength: 2, category: "sail" },
  furling_genoa: { chance: 0.85, minLength: 6, category: "sail" },
  in_mast_furling: { chance: 0.35, minLength: 10, types: SAIL_CRUISERS },
  asymmetric_spinnaker: { chance: 0.4, minLength: 6, category: "sail" },
  stack_pack: { chance: 0.5, minLength: 8, category: "sail" },
  electric_winches: { chance: 0.35, minLength: 13, category: "sail" },
  self_tacking_jib: { chance: 0.3, minLength: 9, category: "sail" },
  hydraulic_backstay: { chance: 0.3, minLength: 10, types: ["racer", "sailboat", "sailing_yacht"] },
  bowsprit: { chance: 0.3, minLength: 8, category: "sail" },
  liferaft: { chance: 0.5, minLength: 9 },
  epirb: { chance: 0.45, minLength: 10 },
  life_jackets: { chance: 0.8, minLength: 3 },
  fire_extinguishers: { chance: 0.85, minLength: 5 },
  fire_suppression: { chance: 0.5, minLength: 12, category: "power" },
  bilge_pumps: { chance: 0.85, minLength: 5 },
  jacklines: { chance: 0.5, minLength: 8, category: "sail" },
  man_overboard: { chance: 0.35, minLength: 10 },
  tender: { chance: 0.6, minLength: 10 },
  tender_outboard: { chance: 0.45, minLength: 10 },
  tender_garage: { chance: 0.5, minLength: 15, category: "power" },
  davits: { chance: 0.35, minLength: 10, category: "sail" },
  tender_crane: { chance: 0.3, minLength: 20 },
  jet_ski: { chance: 0.25, minLength: 22 },
  paddle_boards: { chance: 0.3, minLength: 10 },
  water_toys: { chance: 0.3, minLength: 15 },
  tv: { chance: 0.55, minLength: 10 },
  stereo: { chance: 0.75, minLength: 5 },
  cockpit_speakers: { chance: 0.6, minLength: 5 },
  satellite_tv: { chance: 0.3, minLength: 16 },
  wifi: { chance: 0.4, minLength: 12 },
  cellular_router: { chance: 0.35, minLength: 10 },
};

function qualifies(rule: Rule, typeCode: string, lengthM: number): boolean {
  if (rule.minLength !== undefined && lengthM < rule.minLength) return false;
  if (rule.types && !rule.types.includes(typeCode)) return false;
  if (rule.category && profileOf(typeCode).category !== rule.category) return false;
  return true;
}

/** Equipment codes for one boat; larger boats are better equipped (size bonus). */
export function equipmentFor(typeCode: string, lengthM: number, rng: Random): string[] {
  if (typeCode === "life_raft") return [];
  const bonus = Math.min(0.2, Math.max(0, (lengthM - 10) * 0.015));
  const codes: string[] = [];
  for (const [code, rule] of Object.entries(RULES)) {
    if (qualifies(rule, typeCode, lengthM) && rng.chance(Math.min(0.97, rule.chance + bonus)))
      codes.push(code);
  }
  return codes;
}

/** Items every boat has: not worth a line in a description. */
const ROUTINE_EQUIPMENT = new Set([
  "life_jackets",
  "fire_extinguishers",
  "fenders_lines",
  "compass",
  "bilge_pumps",
  "shore_power",
  "battery_charger",
  "mainsail",
  "depth_sounder",
]);

export function isRoutineEquipment(code: string): boolean {
  return ROUTINE_EQUIPMENT.has(code);
}
