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
// Every module of a worker is loaded by now: the next workers read them from the compile cache
// (lib/compile-cache.ts) rather than waiting for this process to exit, which is when Node writes it otherwise.
flushCompileCache();

parentPort?.on("message", async (request: WorkerRequest) => {
  let reply: WorkerReply;
  const transfer: ArrayBuffer[] = [];
  try {
    if (request.kind === "search") {
      const bytes = await search.search(request.query, request.locale);
      // A search's bytes move to the API's thread rather than being copied.
      transfer.push(bytes.buffer);
      reply = { id: request.id, result: bytes };
    } else {
      const result =
        request.kind === "warm" ? await search.warm() : await search.similar(request.slug, request.locale);
      reply = { id: request.id, result };
    }
  } catch (error) {
    reply = toWorkerError(request.id, error);
  }
  parentPort?.postMessage(reply, transfer);
});
