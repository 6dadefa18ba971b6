/**
 * The store of the per-route limits (`config: { rateLimit: … }` on login, reset, contact, sign-up, uploads…):
 * the `rate_limits` table instead of @fastify/rate-limit's memory, so every API process counts against the
 * same window. With two processes behind a load balancer, 30 attempts a minute means 30 in all, not 30 per
 * process (docs/decisions/036-several-processes.md).
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { hitCounter } from "../modules/auth/rate-limit.repository.ts";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A store class bound to `db`; `clock` lets tests move time. */
export function databaseRateLimitStore(
  db: Kysely<Database>,
  clock: () => Date = () => new Date(),
): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    /** Each route counts apart, as the memory store's one map per route did. */
    readonly route: string;

    /** The plugin constructs the first one with its options (a global limit, unused here), children by route. */
    constructor(route?: unknown) {
      this.route = typeof route === "string" ? route : "global";
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = clock();
      hitCounter(db, `route:${this.route}:${key}`, timeWindow, now).then(
        ({ count, resetAt }) =>
          callback(null, { current: count, ttl: Math.max(0, Date.parse(resetAt) - now.getTime()) }),
        (error: Error) => callback(error),
      );
    }

    /** The plugin passes the route's merged limit options, with the route itself as `routeInfo`. */
    child(options: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      if (!route?.url) throw new Error("shared rate limits: a limited route without its URL");
      return new DatabaseStore(`${[route.method ?? ""].flat().join(",")} ${route.url}`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
