import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dropKeptReadsOnChange, KEPT_MS, keptRead, RETRY_MS } from "./kept-read.server.ts";

/** A load whose answers the test gives one at a time, counting the reads it was asked for. */
function loads<T>() {
  const waiting: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  let calls = 0;
  return {
    load: () => {
      calls += 1;
      return new Promise<T>((resolve, reject) => waiting.push({ resolve, reject }));
    },
    calls: () => calls,
    answer: (value: T) => waiting.shift()?.resolve(value),
    fail: () => waiting.shift()?.reject(new Error("API down")),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("keptRead", () => {
  let time = 1_000_000;
  const now = () => time;
  let quiet: { mockRestore(): void };
  beforeEach(() => {
    quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => quiet.mockRestore());

  it("reads once for every caller within the minute, then again in the background", async () => {
    const api = loads<number>();
    const kept = keptRead("test", api.load, { now });
    const first = [kept.get(), kept.get()];
    api.answer(1);
    expect(await Promise.all(first)).toEqual([1, 1]);
    time += KEPT_MS - 1;
    expect(await Promise.all([kept.get(), kept.get(), kept.get()])).toEqual([1, 1, 1]);
    expect(api.calls()).toBe(1);
    time += 1;
    // A minute old: the caller is served the copy while one read runs for everyone.
    expect(await Promise.all([kept.get(), kept.get()])).toEqual([1, 1]);
    expect(api.calls()).toBe(2);
    api.answer(2);
    await settle();
    expect(await kept.get()).toBe(2);
    expect(api.calls()).toBe(2);
  });

  it("keeps the last good copy when a read fails and tries again five seconds later", async () => {
    const api = loads<string>();
    const kept = keptRead("test", api.load, { now });
    const first = kept.get();
    api.fail();
    // Never read: nothing to give.
    expect(await first).toBeUndefined();
    expect(await kept.get()).toBeUndefined();
    expect(api.calls()).toBe(1);
    time += RETRY_MS;
    const second = kept.get();
    api.answer("good");
    expect(await second).toBe("good");
    time += KEPT_MS;
    expect(await kept.get()).toBe("good");
    api.fail();
    await settle();
    expect(await kept.get()).toBe("good");
    expect(api.calls()).toBe(3);
    time += RETRY_MS;
    expect(await kept.get()).toBe("good");
    expect(api.calls()).toBe(4);
  });

  it("waits for a fresh read after a drop, never using a read that left before it", async () => {
    const api = loads<string>();
    const kept = keptRead("test", api.load, { now });
    const first = kept.get();
    api.answer("old");
    expect(await first).toBe("old");
    time += KEPT_MS;
    // A re-read leaves, then the change is applied before it answers.
    expect(await kept.get()).toBe("old");
    expect(api.calls()).toBe(2);
    kept.drop();
    const after = kept.get();
    expect(api.calls()).toBe(3);
    api.answer("old"); // the read from before the change
    api.answer("new");
    expect(await after).toBe("new");
    expect(await kept.get()).toBe("new");
    expect(api.calls()).toBe(3);
  });

  it("falls back on the last good copy when the read after a drop fails", async () => {
    const api = loads<string>();
    const kept = keptRead("test", api.load, { now });
    const first = kept.get();
    api.answer("old");
    await first;
    kept.drop();
    const after = kept.get();
    api.fail();
    expect(await after).toBe("old");
    // Not waiting again at every call: tried again after five seconds.
    expect(await kept.get()).toBe("old");
    expect(api.calls()).toBe(2);
  });

  it("is dropped by a change every page shows only when kept with dropOnChange", async () => {
    const rates = loads<string>();
    const settings = loads<string>();
    const keptRates = keptRead("test rates", rates.load, { now, dropOnChange: true });
    const keptSettings = keptRead("test settings", settings.load, { now });
    const first = [keptRates.get(), keptSettings.get()];
    rates.answer("rates 1");
    settings.answer("settings 1");
    expect(await Promise.all(first)).toEqual(["rates 1", "settings 1"]);
    dropKeptReadsOnChange();
    const after = [keptRates.get(), keptSettings.get()];
    rates.answer("rates 2");
    expect(await Promise.all(after)).toEqual(["rates 2", "settings 1"]);
    expect(rates.calls()).toBe(2);
    expect(settings.calls()).toBe(1);
  });
});
