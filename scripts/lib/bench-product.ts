/**
 * The production product for the page benches (bench:pages, bench:lighthouse), as `npm start` runs it but on
 * free loopback ports: the web app's production build (built first when there is none, or on request), a
 * database with a realistic catalog, the API and the web server as child processes with their logs in a
 * temp dir. The database is data/bench/keel-100000.db when bench:search has seeded it (its photos are in
 * data/bench/uploads), else the demo marketplace of `npm start` seeded in a temp dir removed at the end.
 * Both run with the Node flags and environment `npm start` gives them (WEB_NODE_ARGS, WEB_ENV, API_NODE_ARGS,
 * apiProcessEnv: product.ts). `BENCH_WEB_NODE_ARGS` adds Node flags to the web server's command line, e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` for a CPU profile of the pages a bench serves, or a V8 flag to compare
 * side by side.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { prepareDatabase } from "./database.ts";
import { freePort, waitForHttpOk } from "./net.ts";
import {
  API_ENTRY,
  API_NODE_ARGS,
  apiProcessEnv,
  DEMO_BOATS,
  WEB_DIR,
  WEB_ENV,
  WEB_NODE_ARGS,
} from "./product.ts";
import { type Service, startService } from "./services.ts";
import { ROOT, run } from "./steps.ts";

export const BENCH_DATABASE = join(ROOT, "data/bench/keel-100000.db");

export interface BenchProductOptions {
  /** A SQLite file to serve (its DATA_DIR is its folder); default: BENCH_DATABASE if present, else demo data. */
  database?: string;
  /** Serve the demo data, seeded in a temp dir, even when BENCH_DATABASE exists. */
  demo?: boolean;
  /** Rebuild the web app even when a build exists (to measure the working tree's code). */
  rebuild?: boolean;
  /** Heap snapshots of the web server on SIGUSR2, written to `BenchProduct.diagnosticDir` (heap-snapshot.ts). */
  webHeapSnapshots?: boolean;
  /** The web server reports where its memory is once a second (scripts/bench/memory-report.ts). */
  webMemoryReport?: boolean;
}

export interface BenchProduct {
  /** The web server, as a browser opens it: http://127.0.0.1:PORT */
  baseUrl: string;
  /** The API directly. */
  apiUrl: string;
  /** What is served, for the report. */
  description: string;
  /** Process ids of the API and the web server, to read their CPU time and memory (process-stats.ts). */
  apiPid: number;
  webPid: number;
  /** Where the processes write diagnostic files (heap snapshots); removed by stop(). */
  diagnosticDir: string;
  /** The web server's memory report (scripts/lib/memory-report.ts), with `webMemoryReport`. */
  webMemoryReportFile: string | null;
  /** What ended the API or the web server when one has died under load (with its log's last lines). */
  failure(): string | undefined;
  stop(): Promise<void>;
}

export async function startBenchProduct(options: BenchProductOptions = {}): Promise<BenchProduct> {
  if (options.rebuild || !existsSync(join(WEB_DIR, "build", "server", "index.js"))) {
    await run("npm", ["run", "build", "-w", "@keel/web"]);
  }
  const workDir = mkdtempSync(join(tmpdir(), "keel-bench-"));
  const chosen =
    options.database ?? (!options.demo && existsSync(BENCH_DATABASE) ? BENCH_DATABASE : undefined);
  const databaseUrl = chosen ? resolve(chosen) : join(workDir, "keel.db");
  const dataDir = chosen ? dirname(databaseUrl) : workDir;
  const prepared = await prepareDatabase({
    databaseUrl,
    dataDir,
    boats: DEMO_BOATS,
    log: (line) => console.info(line),
  });
  if (prepared.seeded) console.info(`Seeded in ${(prepared.seedMs / 1000).toFixed(0)} s.`);

  const apiPort = await freePort();
  let webPort = await freePort();
  while (webPort === apiPort) webPort = await freePort();
  const baseUrl = `http://127.0.0.1:${webPort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const memoryReportFile = options.webMemoryReport ? join(workDir, "web-memory.json") : null;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PUBLIC_APP_URL: baseUrl,
    ANALYTICS_TAG_ID: "",
  };
  const services: Service[] = [
    startService({
      name: "api",
      command: process.execPath,
      args: [...API_NODE_ARGS, API_ENTRY],
      cwd: ROOT,
      env: apiProcessEnv({
        ...env,
        API_HOST: "127.0.0.1",
        API_PORT: String(apiPort),
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
      }),
      output: { logFile: join(workDir, "api.log") },
    }),
    startService({
      name: "web",
      command: process.execPath,
      args: [
        ...WEB_NODE_ARGS,
        ...(options.webHeapSnapshots ? ["--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${workDir}`] : []),
        ...(memoryReportFile ? ["--import", join(ROOT, "scripts/bench/memory-report.ts")] : []),
        ...(process.env.BENCH_WEB_NODE_ARGS?.split(" ").filter(Boolean) ?? []),
        "server.ts",
      ],
      cwd: WEB_DIR,
      env: {
        ...env,
        ...WEB_ENV,
        HOST: "127.0.0.1",
        PORT: String(webPort),
        API_URL: apiUrl,
        ...(memoryReportFile ? { KEEL_MEMORY_REPORT: memoryReportFile } : {}),
      },
      output: { logFile: join(workDir, "web.log") },
    }),
  ];
  const stop = async () => {
    await Promise.all(services.map((service) => service.stop()));
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await waitForHttpOk(`${baseUrl}/api/v1/health`, {
      timeoutMs: 120_000,
      abortIf: () => {
        const dead = services.find((service) => service.exitReason());
        return dead && `${dead.name} ${dead.exitReason()}`;
      },
    });
  } catch (error) {
    const logs = services.map((s) => `--- ${s.name} log (last lines) ---\n${s.logTail()}`).join("\n");
    await stop();
    throw new Error(`${(error as Error).message}\n${logs}`);
  }
  // A file is named with the public boats it serves: a file's name says nothing of its size (a missing one given
  // as `database` is seeded with the demo's boats under that name).
  const description = chosen
    ? `${databaseUrl.replace(`${ROOT}/`, "")}, ${await publicBoats(apiUrl)} public boats`
    : `demo data (${DEMO_BOATS} boats)`;
  const [apiPid, webPid] = services.map((service) => service.child.pid!);
  const failure = () => {
    const dead = services.find((service) => service.exitReason());
    return (
      dead && `${dead.name} ${dead.exitReason()}\n--- ${dead.name} log (last lines) ---\n${dead.logTail()}`
    );
  };
  return {
    baseUrl,
    apiUrl,
    description,
    apiPid: apiPid!,
    webPid: webPid!,
    diagnosticDir: workDir,
    webMemoryReportFile: memoryReportFile,
    failure,
    stop,
  };
}

/** How many boats the API lists publicly (the search's total), or "?" when it cannot say. */
async function publicBoats(apiUrl: string): Promise<string> {
  try {
    const answer = await fetch(`${apiUrl}/api/v1/boats?pageSize=12&facets=false`);
    const { total } = (await answer.json()) as { total?: unknown };
    return typeof total === "number" ? total.toLocaleString("en-US") : "?";
  } catch {
    return "?";
  }
}

/** Stops the product on Ctrl-C too, so an interrupted bench leaves no server behind. */
export function stopOnSignals(product: BenchProduct): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void product.stop().then(() => process.exit(130)));
  }
}

/**
 * The pages the browser benchmarks measure (bench:lighthouse, bench:hydration), by name: the home page, the
 * search page and the newest public boat's page.
 */
export async function measuredPages(product: BenchProduct): Promise<[string, string][]> {
  const response = await fetch(`${product.apiUrl}/api/v1/boats?sort=newest&pageSize=12&facets=false`);
  const page = (await response.json()) as { items: { slug: string }[] };
  const slug = page.items[0]?.slug;
  if (!slug) throw new Error("the catalog has no published boat to open");
  return [
    ["home", "/"],
    ["search", "/boats"],
    ["detail", `/boats/${slug}`],
  ];
}
