/** The part of autocannon's API the benchmarks and the cluster test use (the package ships no types). */
import { createRequire } from "node:module";

export interface AutocannonOptions {
  url: string;
  connections: number;
  duration?: number;
  /** A number of requests instead of a duration. */
  amount?: number;
  headers?: Record<string, string>;
  /** Seconds before a request counts as a timeout (autocannon's default: 10). */
  timeout?: number;
  requests?: { method: "GET"; path: string }[];
}

export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}

export interface AutocannonInstance {
  stop(): void;
}

const load = createRequire(import.meta.url)("autocannon") as {
  (options: AutocannonOptions): Promise<AutocannonResult>;
  (
    options: AutocannonOptions,
    done: (error: Error | null, result: AutocannonResult) => void,
  ): AutocannonInstance;
};

/** Runs to its duration or amount. */
export function autocannon(options: AutocannonOptions): Promise<AutocannonResult> {
  return load(options);
}

/** Runs until `stop()` (or its duration, the bound); `result` settles when it has stopped. */
export function startAutocannon(options: AutocannonOptions): {
  stop(): void;
  result: Promise<AutocannonResult>;
} {
  let instance: AutocannonInstance | undefined;
  const result = new Promise<AutocannonResult>((resolve, reject) => {
    instance = load(options, (error, outcome) => (error ? reject(error) : resolve(outcome)));
  });
  return { stop: () => instance?.stop(), result };
}
