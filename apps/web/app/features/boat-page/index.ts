/** The public entry of the boat page feature: its specifications, as other features may show them (compare). */
export { keyFacts, type SpecGroup, type SpecRow, specGroups } from "./boat-specs.ts";
