/**
 * `npm run tailwind-merge-config -w @keel/web`: writes app/lib/tailwind-merge-config.ts, the app's classes by
 * tailwind-merge's class groups (scripts/tailwind-merge-subset.ts). Run it when
 * cn.test.ts says the file is stale (a class from a group the app did not use before).
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { CONFIG_FILE, classTable, tableModuleSource } from "./tailwind-merge-subset.ts";

const table = classTable();
writeFileSync(CONFIG_FILE, tableModuleSource(table));
execFileSync(
  join(import.meta.dirname, "..", "..", "..", "node_modules", ".bin", "biome"),
  ["format", "--write", CONFIG_FILE],
  {
    stdio: "inherit",
  },
);
const classCount = Object.values(table.groups).reduce((sum, list) => sum + list.length, 0);
console.info(
  `${CONFIG_FILE}: ${classCount} classes of the app in ${Object.keys(table.groups).length} groups`,
);
