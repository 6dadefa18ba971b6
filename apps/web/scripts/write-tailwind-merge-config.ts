/**
 * `npm run tailwind-merge-config -w @keel/web`: writes app/lib/tailwind-merge-config.ts, the part of
 * tailwind-merge's configuration the app's classes use (scripts/tailwind-merge-subset.ts). Run it when
 * cn.test.ts says the file is stale (a class from a group the app did not use before).
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { CONFIG_FILE, configModuleSource, findAppClasses, subsetConfig } from "./tailwind-merge-subset.ts";

const classes = findAppClasses();
const config = subsetConfig(new Set(classes.values()));
writeFileSync(CONFIG_FILE, configModuleSource(config));
execFileSync(
  join(import.meta.dirname, "..", "..", "..", "node_modules", ".bin", "biome"),
  ["format", "--write", CONFIG_FILE],
  {
    stdio: "inherit",
  },
);
console.info(
  `${CONFIG_FILE}: ${Object.keys(config.classGroups).length} class groups for ${classes.size} classes of the app`,
);
