/**
 * A read-only node:sqlite connection in a worker thread (sqlite-read-pool.ts). SQLite's calls are synchronous:
 * a heavy search run here leaves the API's event loop free for every other request.
 */
import { DatabaseSync } from "node:sqlite";
import { parentPort, workerData } from "node:worker_threads";

interface Job {
  id: number;
  sql: string;
  parameters: unknown[];
}

const database = new DatabaseSync(workerData.file as string, { readOnly: true, timeout: 5000 });
database.exec("PRAGMA query_only = ON; PRAGMA temp_store = MEMORY; PRAGMA cache_size = -65536;");
const statements = new Map<string, ReturnType<DatabaseSync["prepare"]>>();

const bindable = (value: unknown) =>
  typeof value === "boolean" ? (value ? 1 : 0) : value === undefined ? null : value;

parentPort?.on("message", (job: Job) => {
  try {
    let statement = statements.get(job.sql);
    if (!statement) {
      statement = database.prepare(job.sql);
      // Search pages compile to a bounded set of shapes: keeping them prepared saves the parse.
      if (statements.size < 500) statements.set(job.sql, statement);
    }
    const rows = statement.all(...(job.parameters.map(bindable) as never[]));
    parentPort?.postMessage({ id: job.id, rows });
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
