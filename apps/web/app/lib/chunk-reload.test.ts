import { CHUNK_RELOAD_EXPIRY_MS } from "@keel/contracts/ui-constants";
import { describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_KEY, installChunkReload, mayReload } from "./chunk-reload.ts";

function environment() {
  const listeners: ((event: Event) => void)[] = [];
  const store = new Map<string, string>();
  const env = {
    addEventListener: (_type: "vite:preloadError", listener: (event: Event) => void) =>
      listeners.push(listener),
    sessionStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    },
    location: { reload: vi.fn() },
  };
  const fail = () => {
    const event = new Event("vite:preloadError", { cancelable: true });
    for (const listener of listeners) listener(event);
    return event;
  };
  return { env, store, fail };
}

describe("chunk reload", () => {
  it("reloads at most once within the 10 s expiry", () => {
    expect(CHUNK_RELOAD_EXPIRY_MS).toBe(10_000);
    expect(mayReload(50_000, null)).toBe(true);
    expect(mayReload(50_000, 41_000)).toBe(false);
    expect(mayReload(50_000, 40_000)).toBe(true);
  });

  it("reloads on the first failed chunk and lets a repeat within the expiry through to the error screen", () => {
    const { env, store, fail } = environment();
    let time = 1_000_000;
    installChunkReload(env, () => time);
    const first = fail();
    expect(env.location.reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    expect(store.get(CHUNK_RELOAD_KEY)).toBe(String(time));
    time += 9_999;
    const second = fail();
    expect(env.location.reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
    time += 1;
    fail();
    expect(env.location.reload).toHaveBeenCalledTimes(2);
  });
});
