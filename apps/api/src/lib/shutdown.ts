/**
 * SIGTERM (and SIGINT) for the API and the worker: run `drain` (stop taking work, finish what is in flight),
 * then exit 0; exit 1 when it takes longer than `timeoutMs`, so a rolling restart never waits on a stuck
 * request or job for ever. A second signal during the drain changes nothing: the bound still holds.
 */
export interface ShutdownLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export function exitGracefullyOnSignals(options: {
  log: ShutdownLog;
  timeoutMs: number;
  drain: () => Promise<void>;
  exit?: (code: number) => void;
  /** The signals that start it (tests pass none and call `shutdown`). */
  signals?: readonly NodeJS.Signals[];
}): { shutdown: (signal: string) => Promise<void> } {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let started: Promise<void> | undefined;
  const shutdown = (signal: string): Promise<void> => {
    started ??= (async () => {
      options.log.info({ signal, timeoutMs: options.timeoutMs }, "shutting down: draining in-flight work");
      const startedAt = performance.now();
      let timer: NodeJS.Timeout | undefined;
      const overdue = new Promise<"overdue">((resolve) => {
        timer = setTimeout(() => resolve("overdue"), options.timeoutMs);
      });
      try {
        const outcome = await Promise.race([options.drain().then(() => "drained" as const), overdue]);
        if (outcome === "overdue") {
          options.log.error(
            { timeoutMs: options.timeoutMs },
            "shutdown: still busy at the bound, exiting anyway",
          );
          exit(1);
          return;
        }
        options.log.info({ ms: Math.round(performance.now() - startedAt) }, "shutdown: drained");
        exit(0);
      } catch (error) {
        options.log.error({ err: error }, "shutdown: draining failed");
        exit(1);
      } finally {
        clearTimeout(timer);
      }
    })();
    return started;
  };
  for (const signal of options.signals ?? ["SIGINT", "SIGTERM"])
    process.on(signal, () => void shutdown(signal));
  return { shutdown };
}
