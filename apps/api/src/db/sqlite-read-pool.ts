/**
 * Read queries on worker threads for the embedded database (ARCHITECTURE section 3: heavy queries off the
 * event loop). A Kysely dialect whose connections post each compiled query to one of N workers, each holding
 * its own read-only connection; WAL lets them read while the main connection writes. Writes and transactions
 * are refused here by construction: they go through the main connection.
 */
import { Worker } from "node:worker_threads";
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";

interface Pending {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

class ReadWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  constructor(file: string) {
    this.worker = new Worker(new URL("./sqlite-read-worker.ts", import.meta.url), { workerData: { file } });
    this.worker.on("message", (message: { id: number; rows?: unknown[]; error?: string }) => {
      const job = this.pending.get(message.id);
      if (!job) return;
      this.pending.delete(message.id);
      if (message.error !== undefined) job.reject(new Error(message.error));
      else job.resolve(message.rows ?? []);
    });
    this.worker.on("error", (error) => {
      for (const job of this.pending.values()) job.reject(error);
      this.pending.clear();
    });
    this.worker.unref();
  }

  get load(): number {
    return this.pending.size;
  }

  run(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, sql, parameters });
    });
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }
}

class ReadConnection implements DatabaseConnection {
  private readonly pick: () => ReadWorker;

  constructor(pick: () => ReadWorker) {
    this.pick = pick;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const rows = await this.pick().run(compiledQuery.sql, compiledQuery.parameters);
    return { rows: rows as R[] };
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered on the read pool
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("The SQLite read pool does not stream");
  }
}

class ReadPoolDriver implements Driver {
  private workers: ReadWorker[] = [];
  private readonly file: string;
  private readonly size: number;

  constructor(file: string, size: number) {
    this.file = file;
    this.size = size;
  }

  async init(): Promise<void> {
    this.workers = Array.from({ length: this.size }, () => new ReadWorker(this.file));
  }

  /** The least busy worker: a slow facet query does not hold up the next page request. */
  private pick = (): ReadWorker => this.workers.reduce((best, w) => (w.load < best.load ? w : best));

  async acquireConnection(): Promise<DatabaseConnection> {
    return new ReadConnection(this.pick);
  }

  async beginTransaction(): Promise<void> {
    throw new Error("The SQLite read pool is read-only: no transactions");
  }

  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
    this.workers = [];
  }
}

export function createSqliteReadPoolDialect(file: string, size: number): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new ReadPoolDriver(file, size),
    createIntrospector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}
