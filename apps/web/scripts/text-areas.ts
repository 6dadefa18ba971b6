/**
 * Which texts each area of the web app uses, read from its sources (docs/decisions/010-texts-in-the-browser.md,
 * "Texts per area"). An area is the set of pages under one layout of routes.ts (text-areas.ts says which);
 * its modules are the route modules of those pages and everything they import, statically or with import().
 * A module uses a key when it spells it out as a string ("boat.price") or starts a template with its prefix
 * (`boat.fuel.${code}`: every key under "boat.fuel."). Modules of the server (loaders, actions) count too:
 * reading too much only puts a text in a file it was not needed in, never leaves one out.
 *
 * `npm run text-areas -w @keel/web` writes app/lib/text-areas.generated.ts from it: per signed-in area, the
 * keys its pages use that no public page does. text-areas.test.ts fails when that file is stale.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import {
  AREA_OF_LAYOUT,
  SIGNED_IN_AREAS,
  type SignedInArea,
  textAreaOfLayout,
} from "../app/lib/text-areas.ts";

export const APP_DIR = join(import.meta.dirname, "..", "app");
export const GENERATED_FILE = join(APP_DIR, "lib", "text-areas.generated.ts");

/** Modules every page runs whatever its route: their texts belong to the public file. */
const EVERY_PAGE = ["root.tsx", "entry.client.tsx", "entry.server.tsx"];

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

/** The app module (path relative to app/) that `specifier` names from `from`, or undefined (a package). */
function resolveModule(from: string, specifier: string): string | undefined {
  let path: string;
  if (specifier.startsWith("#app/")) path = specifier.slice("#app/".length);
  else if (specifier.startsWith(".")) path = posix.join(posix.dirname(from), specifier);
  else return undefined;
  return [path, `${path}.ts`, `${path}.tsx`].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(join(APP_DIR, candidate)),
  );
}

/** The generated lists name keys without using them. */
const NOT_USAGE = new Set(["lib/text-areas.generated.ts"]);

/** `starts` and every app module they import, directly or not. */
export function reachableModules(starts: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const pending = [...starts];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file) || NOT_USAGE.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(join(APP_DIR, file), "utf8").matchAll(SPECIFIER)) {
      const target = specifier && resolveModule(file, specifier);
      if (target && !seen.has(target)) pending.push(target);
    }
  }
  return seen;
}

/** The keys of `keys` that `source` names: spelled out whole, or as the prefix of a template literal. */
export function keysIn(source: string, keys: readonly string[]): Set<string> {
  const known = new Set(keys);
  const found = new Set<string>();
  for (const [, literal] of source.matchAll(/["'`]([A-Za-z][\w-]*(?:\.[\w-]+)+)["'`]/g))
    if (literal && known.has(literal)) found.add(literal);
  for (const [, prefix] of source.matchAll(/`((?:[A-Za-z][\w-]*\.)+[\w-]*)\$\{/g)) {
    if (!prefix) continue;
    for (const key of keys) if (key.startsWith(prefix)) found.add(key);
  }
  return found;
}

/** A route of routes.ts (React Router's RouteConfigEntry: its id is always set there). */
interface RouteEntry {
  id?: string;
  file: string;
  children?: RouteEntry[];
}

/** The route modules of each area ("public" for every route outside the signed-in areas' layouts). */
function routeModulesByArea(routes: readonly RouteEntry[]): Record<"public" | SignedInArea, Set<string>> {
  const areas = {
    public: new Set(EVERY_PAGE),
    ...Object.fromEntries(SIGNED_IN_AREAS.map((area) => [area, new Set<string>()])),
  } as Record<"public" | SignedInArea, Set<string>>;
  const visit = (route: RouteEntry, area: "public" | SignedInArea) => {
    const own = textAreaOfLayout(route.id ?? "") ?? area;
    areas[own].add(route.file);
    for (const child of route.children ?? []) visit(child, own);
  };
  for (const route of routes) visit(route, "public");
  return areas;
}

/** The keys each area's modules use. */
export function keysUsedByArea(
  routes: readonly RouteEntry[],
  keys: readonly string[],
): Record<"public" | SignedInArea, Set<string>> {
  const byArea = routeModulesByArea(routes);
  const sources = new Map<string, Set<string>>();
  const keysOf = (file: string) => {
    let found = sources.get(file);
    if (!found) {
      found = keysIn(readFileSync(join(APP_DIR, file), "utf8"), keys);
      sources.set(file, found);
    }
    return found;
  };
  return Object.fromEntries(
    Object.entries(byArea).map(([area, files]) => [
      area,
      new Set([...reachableModules(files)].flatMap((file) => [...keysOf(file)])),
    ]),
  ) as Record<"public" | SignedInArea, Set<string>>;
}

/** Per signed-in area, the keys its pages use that the public pages do not, sorted. */
export function areaKeys(
  routes: readonly RouteEntry[],
  keys: readonly string[],
): Record<SignedInArea, string[]> {
  const used = keysUsedByArea(routes, keys);
  return Object.fromEntries(
    SIGNED_IN_AREAS.map((area) => [area, [...used[area]].filter((key) => !used.public.has(key)).sort()]),
  ) as Record<SignedInArea, string[]>;
}

/** The web app's keys (en-US holds every one). */
export function allKeys(): string[] {
  return Object.keys(JSON.parse(readFileSync(join(APP_DIR, "locales", "en-US.json"), "utf8")) as object);
}

export function generatedSource(lists: Record<SignedInArea, string[]>): string {
  return `/**
 * Generated by \`npm run text-areas -w @keel/web\` (scripts/text-areas.ts): per signed-in area, the keys its
 * pages use that no public page does. Every other key is in the public texts file. Do not edit by hand.
 */
import type { SignedInArea } from "./text-areas.ts";

export const AREA_KEYS: Record<SignedInArea, readonly string[]> = ${JSON.stringify(lists)};
`;
}

export { AREA_OF_LAYOUT };
