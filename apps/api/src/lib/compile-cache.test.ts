/**
 * How the API's threads start (docs/decisions/056-search-api-memory-and-stalls.md): with Node's compile cache,
 * which must never hand a thread the old text of a module that changed.
 */
import { once } from "node:events";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";
import { withCompileCache } from "./compile-cache.ts";

const dir = mkdtempSync(join(tmpdir(), "keel-worker-cache-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A TypeScript module (a type annotation to strip) that answers a number and flushes the cache, as search-worker.ts
 * and server.ts do.
 */
const moduleAnswering = (answer: number) => `import { flushCompileCache } from "node:module";
import { parentPort } from "node:worker_threads";
const answer: number = ${answer};
flushCompileCache();
parentPort?.postMessage(answer);
`;

async function answerOf(file: string, env: NodeJS.ProcessEnv): Promise<unknown> {
  const worker = new Worker(file, { env });
  const [answer] = await once(worker, "message");
  await worker.terminate();
  return answer;
}

describe("the API's threads' environment", () => {
  it("turns Node's compile cache on in its default place, unless NODE_COMPILE_CACHE names another", () => {
    expect(withCompileCache({ TZ: "UTC" })).toEqual({
      TZ: "UTC",
      NODE_COMPILE_CACHE: join(tmpdir(), "node-compile-cache"),
    });
    expect(withCompileCache({ NODE_COMPILE_CACHE: "/srv/cache" }).NODE_COMPILE_CACHE).toBe("/srv/cache");
  });

  it("gives a worker a module's current text, never the cached text of an earlier version", async () => {
    const cache = join(dir, "cache");
    const file = join(dir, "answer.ts");
    const env = withCompileCache({ ...process.env, NODE_COMPILE_CACHE: cache });

    writeFileSync(file, moduleAnswering(1));
    expect(await answerOf(file, env)).toBe(1);
    // The cache was written: the next worker reads the module from it.
    expect(readdirSync(cache, { recursive: true }).length).toBeGreaterThan(0);
    expect(await answerOf(file, env)).toBe(1);

    // Same length, same file, new text.
    writeFileSync(file, moduleAnswering(2));
    expect(await answerOf(file, env)).toBe(2);
  });
});
