import { afterEach, describe, expect, it, vi } from "vitest";
import { exitGracefullyOnSignals } from "./shutdown.ts";

const log = () => ({ info: vi.fn(), error: vi.fn() });

afterEach(() => {
  vi.useRealTimers();
});

describe("graceful shutdown", () => {
  it("drains, then exits 0; a second signal does not drain again", async () => {
    const exit = vi.fn();
    const drain = vi.fn(async () => {});
    const { shutdown } = exitGracefullyOnSignals({ log: log(), timeoutMs: 1_000, drain, exit, signals: [] });
    await Promise.all([shutdown("SIGTERM"), shutdown("SIGTERM")]);
    expect(drain).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledExactlyOnceWith(0);
  });

  it("exits 1 at the bound when the drain never ends", async () => {
    vi.useFakeTimers();
    const exit = vi.fn();
    const logger = log();
    const { shutdown } = exitGracefullyOnSignals({
      log: logger,
      timeoutMs: 5_000,
      drain: () => new Promise(() => {}),
      exit,
      signals: [],
    });
    const done = shutdown("SIGTERM");
    await vi.advanceTimersByTimeAsync(4_999);
    expect(exit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
    expect(logger.error).toHaveBeenCalled();
  });

  it("exits 1 when draining fails", async () => {
    const exit = vi.fn();
    const { shutdown } = exitGracefullyOnSignals({
      log: log(),
      timeoutMs: 1_000,
      drain: async () => {
        throw new Error("pool already closed");
      },
      exit,
      signals: [],
    });
    await shutdown("SIGINT");
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
  });
});
