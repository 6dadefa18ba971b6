import { ROUTE_PRELOAD_CONCURRENCY } from "@keel/contracts/ui-constants";
import { describe, expect, it } from "vitest";
import { createPreloadQueue } from "./route-preload.ts";

/** A preload that finishes when told to. */
function deferred() {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { promise, finish, fail };
}

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => Promise.resolve());

describe("route preloading", () => {
  it("runs at most 5 at once, as the spec says", () => {
    expect(ROUTE_PRELOAD_CONCURRENCY).toBe(5);
    const queue = createPreloadQueue();
    const started: string[] = [];
    for (let i = 1; i <= 8; i += 1) {
      queue.request(`/boats/${i}`, () => {
        started.push(`/boats/${i}`);
        return deferred().promise;
      });
    }
    expect(queue.running).toBe(5);
    expect(started).toHaveLength(5);
    expect(queue.waiting).toBe(3);
  });

  it("keeps at most 5 waiting, dropping the oldest, and starts the newest first when a slot frees", async () => {
    const queue = createPreloadQueue(5);
    const runs = new Map<string, ReturnType<typeof deferred>>();
    const started: string[] = [];
    const ask = (key: string) =>
      queue.request(key, () => {
        started.push(key);
        const run = deferred();
        runs.set(key, run);
        return run.promise;
      });
    for (let i = 1; i <= 12; i += 1) ask(`/p/${i}`);
    expect(queue.running).toBe(5);
    expect(queue.waiting).toBe(5); // /p/6 and /p/7 were dropped
    runs.get("/p/1")!.finish();
    await flush();
    expect(started.at(-1)).toBe("/p/12");
    expect(queue.running).toBe(5);
    expect(queue.waiting).toBe(4);
    for (const run of runs.values()) run.finish();
    await flush();
    await flush();
    expect(started).not.toContain("/p/6");
    expect(started).not.toContain("/p/7");
  });

  it("preloads a route once; a failed one may be asked again; a cancelled waiting one never starts", async () => {
    const queue = createPreloadQueue(1);
    let count = 0;
    const ok = () => {
      count += 1;
      return Promise.resolve();
    };
    expect(queue.request("/a", ok)).toBe(true);
    expect(queue.request("/a", ok)).toBe(false);
    await flush();
    expect(queue.request("/a", ok)).toBe(false);
    expect(count).toBe(1);

    const blocker = deferred();
    queue.request("/slow", () => blocker.promise);
    let cancelledRan = false;
    queue.request("/b", async () => {
      cancelledRan = true;
    });
    queue.cancel("/b");
    blocker.fail(new Error("offline"));
    await flush();
    expect(cancelledRan).toBe(false);
    expect(queue.request("/slow", ok)).toBe(true);
  });
});
