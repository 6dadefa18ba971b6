/**
 * What `npm start` and `npm run dev` share: validated configuration, a prepared database, the API and web
 * servers as two supervised child processes, and the banner once the site answers.
 */

import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { ConfigError as ApiConfigError, type Config, loadConfig } from "../../apps/api/src/config.ts";
import { withCompileCache } from "../../apps/api/src/lib/compile-cache.ts";
import {
  parseWebConfig,
  type WebConfig,
  ConfigError as WebConfigError,
} from "../../apps/web/app/lib/config.server.ts";
import { prepareDatabase } from "./database.ts";
import { waitForHttpOk } from "./net.ts";
import { firstExit, type Service } from "./services.ts";
import { ROOT, seconds } from "./steps.ts";

export const DEMO_BOATS = 2_000;
export const DEMO_PASSWORD = "keel-demo-2026";
export const DEMO_ACCOUNTS = [
  ["admin@keel.test", "administrator (back office at /admin)"],
  ["premium@keel.test", 'premium seller, team "Riviera Yachts"'],
  ["free@keel.test", "seller on the free plan"],
  ["buyer@keel.test", "buyer"],
] as const;

export const API_ENTRY = join(ROOT, "apps/api/src/server.ts");
export const WEB_DIR = join(ROOT, "apps/web");

/**
 * Node flags of the web server wherever it runs for real (`npm start`, the cluster test, the page benches;
 * `npm start -w @keel/web` writes the same in apps/web/package.json). V8 sizes the young generation to the
 * allocation rate, up to 64 MiB per semi-space on a machine with memory to spare: rendering allocates fast, so
 * under load the web server held 128 MiB of young generation for a live heap of about 60 MiB. Capped at
 * 16 MiB it holds 32, about 90 MiB less RSS, for no more CPU per page measured side by side (8 MiB cost more).
 * docs/decisions/043-cheap-rendering.md.
 */
export const WEB_NODE_ARGS = ["--max-semi-space-size=16"];

/**
 * Environment of the web server wherever it runs for real (the same places as WEB_NODE_ARGS; apps/web's
 * `npm start` sets it too). Compression runs on libuv's thread pool and each of its threads gets a glibc malloc
 * arena of its own, whose freed memory stays fragmented: over 20,000 uncached pages the web server's RSS rose in
 * 4-8 MB steps outside the V8 heap (+7 MB over the second 10,000 pages). With two arenas it was 30 MB lower and
 * flat (+2 MB), for no measurable CPU per page. docs/decisions/043-cheap-rendering.md.
 */
export const WEB_ENV = { MALLOC_ARENA_MAX: "2" } as const;

/**
 * Node flags of the API process wherever it runs for real (`npm start`, the cluster test, the benches; apps/api's
 * `npm start` writes the same in its package.json). The main thread's first full collection falls in its first
 * seconds of traffic, and moves every object still in the young generation: V8's default young generation (16 MiB
 * semi-spaces on this machine) held 7 MB of them there. With 8 MiB, three pairs of `bench:search` runs in turn read
 * the cold pass's longest stall at 9, 10 and 14 ms against 16, 17 and 18, the API's RSS 16 to 22 MB lower idle and
 * 57 to 82 MB lower at peak, for no more CPU per search (4 MiB promoted more and stalled more at 8 concurrent
 * requests). docs/decisions/056-search-api-memory-and-stalls.md.
 */
export const API_NODE_ARGS = ["--max-semi-space-size=8"];

/**
 * Environment of the API process, in the same places as API_NODE_ARGS: Node's compile cache on
 * (apps/api/src/lib/compile-cache.ts), so that the process reads its modules from the cache rather than through
 * the TypeScript stripper, and its main thread starts with less on its heap. Node reads it as the process starts.
 */
export function apiProcessEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return withCompileCache(env);
}

export interface ProductConfig {
  api: Config;
  web: WebConfig;
  /** Where the web server reaches the API (loopback, never public). */
  apiUrl: string;
}

/**
 * Both servers' configuration, validated before anything starts (a migration or a seed must not run for a
 * product that cannot boot). Errors print with the variable at fault, and the process exits with code 1.
 */
export function loadProductConfig(env: NodeJS.ProcessEnv): ProductConfig {
  const errors: string[] = [];
  const attempt = <T>(parse: () => T): T | undefined => {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof ApiConfigError || error instanceof WebConfigError)) throw error;
      errors.push(error.message);
      return undefined;
    }
  };
  const api = attempt(() => loadConfig(env));
  const apiHost = !api || api.host === "0.0.0.0" ? "127.0.0.1" : api.host;
  const apiUrl = `http://${apiHost}:${api?.port ?? 3001}`;
  const web = attempt(() => parseWebConfig({ ...env, API_URL: apiUrl }));
  if (api && web && api.port === web.port) {
    errors.push(`  API_PORT=${api.port}: must differ from PORT (${web.port})`);
  }
  if (!api || !web || errors.length) {
    // Both servers check the shared variables (PUBLIC_APP_URL, PRODUCT_ID…): name each problem once.
    const problems = new Set(
      errors.flatMap((message) => message.split("\n").filter((l) => l.startsWith("  "))),
    );
    console.error(`Invalid configuration:\n${[...problems].join("\n")}`);
    process.exit(1);
  }
  return { api, web, apiUrl };
}

export async function prepareProductDatabase(config: Config): Promise<void> {
  const result = await prepareDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    boats: DEMO_BOATS,
    log: (line) => console.info(line),
  });
  console.info(
    result.seeded
      ? `Demo data seeded in ${seconds(result.seedMs)}.`
      : "Database already holds data: kept as it is.",
  );
}

/**
 * Stops every service on SIGINT/SIGTERM, and stops the rest and exits non-zero when one of them dies:
 * half a product (a site without its API) must not look like it is running.
 */
export function supervise(services: Service[]): { isStopping: () => boolean } {
  let stopping = false;
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await Promise.all(services.map((service) => service.stop()));
    process.exit(code);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void stopAll(0));
  void firstExit(services).then((service) => {
    if (stopping) return;
    console.error(`${service.name} stopped (${service.exitReason()}): stopping the others.`);
    void stopAll(1);
  });
  return { isStopping: () => stopping };
}

export async function waitUntilReady(healthUrl: string, services: Service[]): Promise<void> {
  await waitForHttpOk(healthUrl, {
    timeoutMs: 120_000,
    abortIf: () => {
      const dead = services.find((service) => service.exitReason());
      return dead && `${dead.name} ${dead.exitReason()}`;
    },
  });
}

export function printBanner(config: ProductConfig, siteUrl: string, startedAt: number): void {
  const lines = [
    "",
    `${config.api.brandName} is ready at ${siteUrl} (in ${seconds(performance.now() - startedAt)})`,
    `  API:      ${siteUrl}/api/v1   reference: ${siteUrl}/api/docs`,
    `  Database: ${config.api.databaseUrl.replace(/\/\/[^@/]*@/, "//***@")}`,
    `  Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map(([email, what]) => `    ${email.padEnd(20)} ${what}`),
    "Press Ctrl-C to stop.",
    "",
  ];
  console.info(lines.join("\n"));
}
