/**
 * Runs after `react-router build`: writes build/client/builds/latest.json ({ buildId, builtAt }), which
 * open tabs poll to detect a new version, and which server.ts reads to embed the running build's id.
 * The id derives from the hashed asset names, so a rebuild of unchanged code keeps its id (no reload).
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

const clientDir = join(import.meta.dirname, "..", "build", "client");
const assets = (await readdir(join(clientDir, "assets"))).filter((name) => !/\.(br|gz)$/.test(name)).sort();
if (assets.length === 0)
  throw new Error(`No built assets in ${clientDir}/assets: run react-router build first.`);

const buildId = createHash("sha256").update(assets.join("\n")).digest("hex").slice(0, 16);
const manifest = { buildId, builtAt: new Date().toISOString() };
await mkdir(join(clientDir, "builds"), { recursive: true });
await writeFile(join(clientDir, "builds", "latest.json"), `${JSON.stringify(manifest)}\n`);
console.info(`build manifest: ${buildId} (${assets.length} assets)`);
