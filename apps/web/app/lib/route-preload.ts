/**
 * Route preloading, limited as the spec asks: at most ROUTE_PRELOAD_CONCURRENCY (5) preloads run at once, and
 * at most as many wait; when more are asked for (a pointer sweeping over a grid of cards), the oldest waiting
 * ones are dropped, since the visitor has moved on. A route is preloaded once per page view; asking again while
 * it runs or waits does nothing.
 */
import { ROUTE_PRELOAD_CONCURRENCY } from "@keel/contracts/ui-constants";

export interface PreloadQueue {
  /** Asks for `key` to be preloaded by `run`; returns whether it was taken (not already done or under way). */
  request(key: string, run: () => Promise<unknown>): boolean;
  /** Forgets a waiting request (the pointer left before its turn); a running one finishes. */
  cancel(key: string): void;
  readonly running: number;
  readonly waiting: number;
}

export function createPreloadQueue(limit = ROUTE_PRELOAD_CONCURRENCY): PreloadQueue {
  const done = new Set<string>();
  const inFlight = new Set<string>();
  let queue: { key: string; run: () => Promise<unknown> }[] = [];

  const next = () => {
    while (inFlight.size < limit && queue.length > 0) {
      const { key, run } = queue.pop()!; // newest first: what the visitor points at now
      inFlight.add(key);
      run()
        .then(() => done.add(key))
        // A failed preload is retried on the next ask; navigation will load the route anyway.
        .catch(() => undefined)
        .finally(() => {
          inFlight.delete(key);
          next();
        });
    }
  };

  return {
    request(key, run) {
      if (done.has(key) || inFlight.has(key) || queue.some((item) => item.key === key)) return false;
      queue.push({ key, run });
      if (queue.length > limit) queue = queue.slice(queue.length - limit);
      next();
      return true;
    },
    cancel(key) {
      queue = queue.filter((item) => item.key !== key);
    },
    get running() {
      return inFlight.size;
    },
    get waiting() {
      return queue.length;
    },
  };
}
