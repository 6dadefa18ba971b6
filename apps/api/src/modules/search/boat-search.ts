/**
 * Where the public search runs (docs/decisions/021-search-index.md). With workers (the default for a file or
 * PostgreSQL database), each worker thread holds its own connection and in-memory index and answers whole
 * searches, so the index's pass over the boats never blocks the API's event loop; requests go to the least
 * busy worker, and a worker that dies is replaced. Without workers (tests, `:memory:`), the same search runs
 * in the process on the app's connection.
 *
 * A search answers its response body as UTF-8 JSON bytes, checked against the contract (ZBoatSearchResult),
 * serialised and encoded where the search ran: a worker hands the bytes over without a copy (a transferred
 * buffer), and the API's main thread writes them to the socket as they are, rather than receiving a copied
 * object graph or string and encoding it (docs/decisions/033-search-cpu-and-memory.md,
 * docs/decisions/056-search-api-memory-and-stalls.md).
 */

import { Worker } from "node:worker_threads";
import type { TBoatCard } from "@keel/contracts/boats";
import { LOCALES, type Locale } from "@keel/contracts/locales";
import {
  SEARCH_SORTS,
  type TBoatSearchQuery,
  ZBoatSearchQuery,
  ZBoatSearchResult,
} from "@keel/contracts/search";
import { PAGE_SIZES } from "@keel/contracts/ui-constants";
import type { Kysely } from "kysely";
import { encode } from "zod";
import type { Engine } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import { withCompileCache } from "../../lib/compile-cache.ts";
import { searchBoats, similarBoats } from "./search.service.ts";
import { SearchIndexSync } from "./search-index-sync.ts";

export interface BoatSearch {
  /** The search's response body: a TBoatSearchResult as JSON, encoded in UTF-8. */
  search(query: TBoatSearchQuery, locale: Locale): Promise<Uint8Array<ArrayBuffer>>;
  /** Up to six public boats like the boat with this slug (search.service.ts similarBoats). */
  similar(slug: string, locale: Locale): Promise<TBoatCard[]>;
  /** Loads the index ahead of the first search; resolves to the number of public boats indexed. */
  warm(): Promise<number>;
  close(): Promise<void>;
}

const utf8 = new TextEncoder();

/** Whole searches a warm-up runs after the index's own (no keyword: the full-text engine's sets stay cold). */
const WARM_SEARCHES = 24;

export function inlineBoatSearch(db: Kysely<Database>, engine: Engine): BoatSearch {
  const index = new SearchIndexSync(db, engine);
  // TextEncoder gives the bytes a buffer of their own, which a worker can transfer (Buffer.from may answer a
  // slice of a shared pool).
  const search = async (query: TBoatSearchQuery, locale: Locale) =>
    utf8.encode(JSON.stringify(encode(ZBoatSearchResult, await searchBoats(db, index, query, locale))));
  return {
    search,
    similar: (slug, locale) => similarBoats(db, index, slug, locale),
    // The index's warm-up runs its pass; a few whole searches then run the rest of a search (filters, the cards'
    // query, the facets' labels, the contract's check, the JSON text), so that V8 has compiled all of it before
    // the first visitors rather than while they wait.
    warm: async () => {
      const count = await index.warm();
      for (let round = 0; round < WARM_SEARCHES; round += 1) {
        const query = ZBoatSearchQuery.parse({
          pageSize: String(PAGE_SIZES[round % PAGE_SIZES.length]),
          sort: SEARCH_SORTS[round % SEARCH_SORTS.length],
          page: String(1 + (round % 2)),
          priceMin: round % 4 === 1 ? "10000" : undefined,
        });
        await search(query, LOCALES[round % LOCALES.length]!);
      }
      return count;
    },
    close: async () => {},
  };
}

/** What a worker is asked (search-worker.ts) and answers. */
type Ask =
  | { kind: "search"; query: TBoatSearchQuery; locale: Locale }
  | { kind: "similar"; slug: string; locale: Locale }
  | { kind: "warm" };
export type WorkerRequest = Ask & { id: number };
type AppErrorParts = Pick<AppError, "code" | "messageKey" | "values" | "details">;
/** A worker's answer; an AppError (a 404 for an unknown slug) crosses the thread boundary as its parts. */
export type WorkerReply =
  | { id: number; result: unknown }
  | { id: number; error: string; appError?: AppErrorParts };

export function toWorkerError(id: number, error: unknown): WorkerReply {
  if (error instanceof AppError) {
    const { code, messageKey, values, details } = error;
    return { id, error: error.message, appError: { code, messageKey, values, details } };
  }
  return { id, error: error instanceof Error ? error.message : String(error) };
}

function fromWorkerError(reply: { error: string; appError?: AppErrorParts }): Error {
  const app = reply.appError;
  return app
    ? new AppError(app.code, app.messageKey, { values: app.values, details: app.details })
    : new Error(reply.error);
}

/**
 * The young generation of a search worker's heap (docs/decisions/044-search-memory-and-page-cache.md). A search's
 * garbage is small and short-lived (a page of cards, the JSON text, facet counters), and V8's default lets the
 * young generation grow to tens of megabytes per thread under load and after the index load, which it keeps.
 */
const WORKER_YOUNG_GENERATION_MB = 8;

class SearchWorker {
  private worker: Worker;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private nextId = 0;
  private closed = false;
  private readonly url: string;

  constructor(url: string) {
    this.url = url;
    this.worker = this.spawn();
  }

  private spawn(): Worker {
    const worker = new Worker(new URL("./search-worker.ts", import.meta.url), {
      workerData: { url: this.url },
      // Its modules from Node's compile cache, not through the TypeScript stripper (compile-cache.ts).
      env: withCompileCache(),
      resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
    });
    worker.on("message", (reply: WorkerReply) => {
      const job = this.pending.get(reply.id);
      if (!job) return;
      this.pending.delete(reply.id);
      if ("error" in reply) job.reject(fromWorkerError(reply));
      else job.resolve(reply.result);
    });
    // A worker that crashed fails what it held and is replaced; searches go on.
    worker.on("exit", () => {
      for (const job of this.pending.values()) job.reject(new Error("The search worker stopped"));
      this.pending.clear();
      if (!this.closed) this.worker = this.spawn();
    });
    worker.unref();
    return worker;
  }

  get load(): number {
    return this.pending.size;
  }

  ask<T>(request: Ask): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id } satisfies WorkerRequest);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.worker.terminate();
  }
}

export function workerBoatSearch(url: string, size: number): BoatSearch {
  const workers = Array.from({ length: size }, () => new SearchWorker(url));
  const leastBusy = () => workers.reduce((best, worker) => (worker.load < best.load ? worker : best));
  return {
    search: (query, locale) => leastBusy().ask<Uint8Array<ArrayBuffer>>({ kind: "search", query, locale }),
    similar: (slug, locale) => leastBusy().ask<TBoatCard[]>({ kind: "similar", slug, locale }),
    warm: async () => {
      const sizes = await Promise.all(workers.map((worker) => worker.ask<number>({ kind: "warm" })));
      return sizes[0] ?? 0;
    },
    close: async () => {
      await Promise.all(workers.map((worker) => worker.close()));
    },
  };
}

/** Workers when asked for and the database can be opened again from them; in the process otherwise. */
export function createBoatSearch(options: {
  db: Kysely<Database>;
  engine: Engine;
  url: string;
  workers: number;
}): BoatSearch {
  const shareable = options.url !== ":memory:" && options.url !== "";
  return options.workers > 0 && shareable
    ? workerBoatSearch(options.url, options.workers)
    : inlineBoatSearch(options.db, options.engine);
}
