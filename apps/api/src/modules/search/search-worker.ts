/**
 * A search worker thread (boat-search.ts): its own database connection and in-memory index, answering whole
 * searches so that the API's event loop never runs them.
 */
import { flushCompileCache } from "node:module";
import { parentPort, workerData } from "node:worker_threads";
import { openDatabase } from "../../db/database.ts";
import { inlineBoatSearch, toWorkerError, type WorkerReply, type WorkerRequest } from "./boat-search.ts";

// Read-only: a worker never writes, and on SQLite must never queue behind the API's writes or statistics.
const database = openDatabase(workerData.url as string, { poolSize: 4, readOnly: true });
const search = inlineBoatSearch(database.db, database.engine);
// Every module of a worker is loaded by now: the next workers read them from the compile cache (boat-search.ts
// searchWorkerEnv) rather than waiting for this process to exit, which is when Node writes it otherwise.
flushCompileCache();

parentPort?.on("message", async (request: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    const result =
      request.kind === "warm"
        ? await search.warm()
        : request.kind === "similar"
          ? await search.similar(request.slug, request.locale)
          : await search.search(request.query, request.locale);
    reply = { id: request.id, result };
  } catch (error) {
    reply = toWorkerError(request.id, error);
  }
  // A search's bytes move to the API's thread rather than being copied.
  const bytes = "result" in reply && reply.result instanceof Uint8Array ? reply.result : undefined;
  parentPort?.postMessage(reply, bytes ? [bytes.buffer] : []);
});
