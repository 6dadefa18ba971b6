/**
 * `npm run text-areas -w @keel/web`: writes app/lib/text-areas.generated.ts, the keys each signed-in area's
 * pages use that no public page does (scripts/text-areas.ts). Run it when text-areas.test.ts says the file is
 * stale (a page started or stopped using a text).
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import routes from "../app/routes.ts";
import { allKeys, areaKeys, GENERATED_FILE, generatedSource } from "./text-areas.ts";

const keys = allKeys();
const lists = areaKeys(routes, keys);
writeFileSync(GENERATED_FILE, generatedSource(lists));
execFileSync(
  join(import.meta.dirname, "..", "..", "..", "node_modules", ".bin", "biome"),
  ["format", "--write", GENERATED_FILE],
  {
    stdio: "inherit",
  },
);
const own = Object.values(lists).reduce((sum, list) => sum + list.length, 0);
console.info(
  `${GENERATED_FILE}: ${Object.entries(lists)
    .map(([area, list]) => `${area} ${list.length}`)
    .join(", ")} of ${keys.length} keys (${own} outside the public file, counting each area's own)`,
);
