/**
 * Node's compile cache for the API's threads (docs/decisions/056-search-api-memory-and-stalls.md). Every thread
 * (the API process's main one, each search worker) compiles its TypeScript modules in its own isolate. With the
 * cache, their stripped source is read from disk instead of loading Node's TypeScript stripper, a WebAssembly
 * module of about 15 MB per thread, and start-up leaves less garbage on the heap. The cache is Node's own, in
 * Node's default place unless NODE_COMPILE_CACHE names another; Node uses an entry only for the same source
 * text and the same Node version, and NODE_DISABLE_COMPILE_CACHE=1 turns it off. A process reads the variable
 * when it starts, before its entry file: whoever starts the API sets it (scripts/lib/product.ts apiProcessEnv,
 * apps/api's `npm start`); search workers get it from boat-search.ts.
 */
import { tmpdir } from "node:os";
import { join } from "node:path";

export function withCompileCache(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, NODE_COMPILE_CACHE: env.NODE_COMPILE_CACHE ?? join(tmpdir(), "node-compile-cache") };
}
