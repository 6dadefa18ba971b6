/**
 * Runs after the build: writes .br and .gz files beside every compressible asset, at maximum quality, so
 * that the server sends static files compressed without spending CPU per request (@fastify/static
 * `preCompressed`). Files too small to gain anything are left alone.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const clientDir = join(import.meta.dirname, "..", "build", "client");
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

let count = 0;
for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const path = join(entry.parentPath, entry.name);
  // The version manifest changes with every build and is tiny; it is never pre-compressed.
  if (path.endsWith(join("builds", "latest.json"))) continue;
  const source = await readFile(path);
  if (source.length < MIN_BYTES) continue;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
  count++;
}
console.info(`pre-compressed ${count} assets (br, gzip)`);
