/**
 * `npm run bench:search -- [--sizes 100000,1000000] [--engines sqlite,postgres] [--requests 1500] [--concurrency 2,8]
 *   [--postgres-url postgres://…]`
 *
 * Seeds (once, then reuses) databases of the given sizes, serves the API on 127.0.0.1, and drives the search
 * endpoint over HTTP with a varied mix of filters, sorts, keywords and pages, every request asking for
 * results, total and facet counts. Prints p50/p95/p99, throughput and the longest stall, the p95 of each kind
 * of request and its share of the slowest 5 % (which requests make the tail),
 * for a cold pass (every query new: no keyword sets cached) and a warm pass (the same queries again), with the
 * API's CPU time per request (all its threads, and its main thread alone) and its memory (RSS) idle and at its
 * peak under load. The load comes from a child process, so this process is the API and only the API: its
 * CPU time and RSS are read from the process itself, steady figures on a machine whose other work makes
 * latencies noisy. The load process's own CPU time per request is printed too: it runs on the same cores, so
 * throughput at 8 concurrent requests is bounded by the API's and its sum; it writes pre-built requests to
 * kept-alive sockets and does not parse the answers (search-load.ts), about 0.1 ms a request.
 * This process runs with the Node flags and environment npm start gives the API's process (product.ts
 * API_NODE_ARGS, apiProcessEnv), and starts itself again with them when started without.
 * PostgreSQL: a throwaway cluster seeded on every run, or `--postgres-url` (a server where we may create
 * databases), whose `keel_bench_<size>` databases are kept and reused like the SQLite files.
 */
import { fork, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { seededRandom } from "@keel/contracts/seeded-random";
import { drive, type LoadJob, type LoadResult } from "./search-load.ts";

if (process.argv.includes("--load-child")) {
  process.send?.("ready");
  process.once("message", async (job: LoadJob) => {
    const result = await drive(job);
    process.send?.(result, () => process.exit(0));
  });
} else if (process.argv.includes("--seed-child")) {
  await seedChild(JSON.parse(process.argv.at(-1)!) as SeedJob);
} else {
  const { API_NODE_ARGS, apiProcessEnv } = await import("../lib/product.ts");
  const apiEnv = apiProcessEnv(process.env);
  // This process is the API under test: it runs with the flags and environment npm start gives the API's process,
  // which Node reads as the process starts, so the bench starts itself again with them when needed (flags given
  // on the command line come after, and win).
  const missingFlags = API_NODE_ARGS.filter((flag) => !process.execArgv.includes(flag));
  if (
    missingFlags.length > 0 ||
    Object.entries(apiEnv).some(([name, value]) => process.env[name] !== value)
  ) {
    const child = spawn(process.execPath, [...missingFlags, ...process.execArgv, ...process.argv.slice(1)], {
      env: apiEnv,
      stdio: "inherit",
    });
    const [code, signal] = (await once(child, "exit")) as [number | null, NodeJS.Signals | null];
    process.exit(code ?? (signal ? 1 : 0));
  }
  await main();
}

/**
 * Drives the API from a child process, so that this process's CPU time and memory are the API's alone. The
 * child is forked and ready before a pass starts: forking is synchronous work of this process (tens of
 * milliseconds for a process of this size), which the pass's event-loop stall would otherwise count.
 */
async function loadProcess(): Promise<{ run(job: LoadJob): Promise<LoadResult> }> {
  const child = fork(fileURLToPath(import.meta.url), ["--load-child"], { stdio: "inherit" });
  const exited = new Promise<never>((_, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`the load process exited with code ${code}`)));
  });
  exited.catch(() => {});
  await Promise.race([new Promise((resolve) => child.once("message", resolve)), exited]);
  return {
    run: (job) => {
      child.send(job);
      return Promise.race([
        new Promise<LoadResult>((resolve) =>
          child.once("message", (result) => resolve(result as LoadResult)),
        ),
        exited,
      ]);
    },
  };
}

interface SeedJob {
  url: string;
  size: number;
  engine: string;
  dataDir: string;
}

/**
 * Migrates and, when empty, seeds one database, in a process of its own: seeding holds hundreds of megabytes
 * that the API process measured afterwards must not carry (its idle RSS read 1.4 GB after seeding 100,000
 * boats in-process, 394 MB when served from the same file by a fresh process).
 */
async function seedChild({ url, size, engine, dataDir }: SeedJob): Promise<void> {
  const { openDatabase } = await import("../../apps/api/src/db/database.ts");
  const { migrateToLatest } = await import("../../apps/api/src/db/migrate.ts");
  const { isDatabaseEmpty, seedDemoData } = await import("../../apps/api/src/db/seed/seed.ts");
  const handle = openDatabase(url, { poolSize: 4 });
  await migrateToLatest(handle.db);
  if (await isDatabaseEmpty(handle.db)) {
    const t = performance.now();
    console.info(`Seeding ${size.toLocaleString("en-US")} boats on ${engine} (in a process of its own)…`);
    await seedDemoData(handle.db, {
      boats: size,
      seed: 2026,
      dataDir,
      photoPoolSize: 6,
      statisticsBoatLimit: 2000,
      log: (l) => console.info(`  ${l}`),
    });
    console.info(`  seeded in ${((performance.now() - t) / 1000).toFixed(0)} s`);
  }
  await handle.close();
}

function prepareDatabase(job: SeedJob): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ["--seed-child", JSON.stringify(job)], {
      stdio: "inherit",
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`seeding ${job.url} failed (exit code ${code})`)),
    );
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** The kinds of request of the mix a request is of (several at once): what the bench prints latencies by. */
function kindsOf(path: string): string[] {
  const q = new URLSearchParams(path.slice(path.indexOf("?") + 1));
  const kinds = [`pageSize ${q.get("pageSize")}`];
  kinds.push(q.has("q") ? "keyword" : "no keyword");
  if (q.has("brand")) kinds.push("brand");
  if (q.has("priceMin") || q.has("lengthMin") || q.has("yearMin") || q.has("cabinsMin")) kinds.push("range");
  if (q.has("page")) kinds.push("page > 1");
  return kinds;
}

/**
 * Per kind of request: how many there were, their p95, and their share of the requests slower than the
 * pass's p95 (the tail), so that what makes the tail shows against what the mix holds.
 */
function tailByKind(paths: string[], latencies: number[], p95: number): string {
  const byKind = new Map<string, number[]>();
  const inTail = new Map<string, number>();
  let tail = 0;
  for (const [i, path] of paths.entries()) {
    const latency = latencies[i]!;
    if (latency > p95) tail += 1;
    for (const kind of kindsOf(path)) {
      const values = byKind.get(kind) ?? [];
      values.push(latency);
      byKind.set(kind, values);
      if (latency > p95) inTail.set(kind, (inTail.get(kind) ?? 0) + 1);
    }
  }
  const parts = [...byKind.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([kind, values]) => {
      const share = (n: number, of: number) => `${((100 * n) / Math.max(of, 1)).toFixed(0)} %`;
      const p = percentile(
        [...values].sort((a, b) => a - b),
        95,
      );
      return `${kind}: ${share(values.length, paths.length)} of requests, p95 ${p.toFixed(1)} ms, ${share(inTail.get(kind) ?? 0, tail)} of the tail`;
    });
  return `by kind: ${parts.join("; ")}`;
}

/** A deterministic, varied mix of search requests built from the seeded catalog. */
function queryMix(
  count: number,
  catalog: { types: string[]; brands: string[]; countries: string[]; words: string[] },
  seed: number,
): string[] {
  const random = seededRandom(seed);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const sorts = ["default", "newest", "price_desc", "price_asc", "year_desc", "year_asc"];
  const paths: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const q = new URLSearchParams({ facets: "true", pageSize: pick(["12", "24", "48"]), sort: pick(sorts) });
    if (random() < 0.3) q.set("q", pick(catalog.words));
    if (random() < 0.5) q.set("type", [pick(catalog.types), pick(catalog.types)].join(","));
    if (random() < 0.3) q.set("country", [pick(catalog.countries), pick(catalog.countries)].join(","));
    if (random() < 0.3) {
      const low = Math.floor(random() * 200) * 1000;
      q.set("priceMin", String(low));
      q.set("priceMax", String(low + 50_000 + Math.floor(random() * 500) * 1000));
    }
    if (random() < 0.3) q.set("lengthMin", String(6 + Math.floor(random() * 15)));
    if (random() < 0.2) q.set("yearMin", String(1990 + Math.floor(random() * 30)));
    if (random() < 0.15) q.set("brand", pick(catalog.brands));
    if (random() < 0.1) q.set("cabinsMin", String(1 + Math.floor(random() * 4)));
    if (random() < 0.2) q.set("page", String(2 + Math.floor(random() * 3)));
    paths.push(`/api/v1/boats?${q}`);
  }
  return paths;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      sizes: { type: "string", default: "100000,1000000" },
      engines: { type: "string", default: "sqlite,postgres" },
      requests: { type: "string", default: "1500" },
      // One request per core (latency), then more than the cores can serve at once (queueing and throughput).
      concurrency: { type: "string", default: "2,8" },
      "postgres-url": { type: "string" },
    },
  });
  const { ROOT } = await import("../lib/steps.ts");
  const { loadConfig } = await import("../../apps/api/src/config.ts");
  const { openDatabase } = await import("../../apps/api/src/db/database.ts");
  const { buildApp } = await import("../../apps/api/src/app.ts");
  const { warmSearchIndex } = await import("../../apps/api/src/modules/site/readiness.ts");
  const sizes = values.sizes.split(",").map((s) => Number(s.replace(/_/g, "")));
  const engines = values.engines.split(",") as ("sqlite" | "postgres")[];
  const requests = Number(values.requests);
  const concurrencies = values.concurrency.split(",").map(Number);
  const benchDir = join(ROOT, "data/bench");
  mkdirSync(benchDir, { recursive: true });

  let postgres: { url: string; stop(): Promise<void> } | undefined;
  if (values["postgres-url"]) {
    postgres = { url: values["postgres-url"], stop: async () => {} };
  } else if (engines.includes("postgres")) {
    const { startThrowawayPostgres } = await import("../lib/postgres.ts");
    const { ensurePostgres } = await import("../lib/system-deps.ts");
    // A throwaway cluster: PostgreSQL sizes are seeded on every run (SQLite files are kept in data/bench).
    postgres = await startThrowawayPostgres(ensurePostgres((line) => console.info(line)));
  }
  const lines: string[] = [];
  try {
    for (const engine of engines) {
      for (const size of sizes) {
        let url = join(benchDir, `keel-${size}.db`);
        if (engine === "postgres") {
          const pg = (await import("pg")).default;
          const admin = new pg.Client({ connectionString: postgres!.url });
          await admin.connect();
          const name = `keel_bench_${size}`;
          const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
          if (exists.rowCount === 0) await admin.query(`create database ${name}`);
          await admin.end();
          const target = new URL(postgres!.url);
          target.pathname = `/${name}`;
          url = target.toString();
        }
        const config = loadConfig({
          ...process.env,
          DATABASE_URL: url,
          DATA_DIR: benchDir,
          LOG_LEVEL: "silent",
          NODE_ENV: "production",
        });
        await prepareDatabase({ url, size, engine, dataDir: benchDir });
        const handle = openDatabase(url, { poolSize: 16 });
        const [types, brands, countries] = await Promise.all([
          handle.db.selectFrom("boatTypes").select("code").execute(),
          handle.db.selectFrom("brands").select("slug").where("status", "=", "approved").limit(200).execute(),
          handle.db
            .selectFrom("boats")
            .select("country")
            .distinct()
            .where("country", "is not", null)
            .execute(),
        ]);
        const catalog = {
          types: types.map((t) => t.code),
          brands: brands.map((b) => b.slug),
          countries: countries.map((c) => c.country!).filter(Boolean),
          words: [
            "beneteau",
            "catamaran",
            "flybridge",
            "teak",
            "diesel",
            "oceanis",
            "sunseeker",
            "rib",
            "voilier",
            "barca",
            "velero",
            "family",
          ],
        };
        const app = await buildApp({ config, database: handle, logger: false });
        const base = await app.listen({ host: "127.0.0.1", port: 0 });
        const loading = performance.now();
        // As server.ts does before /api/v1/ready answers 200: the index, then a few searches over HTTP.
        await warmSearchIndex(app);
        const indexed = app.lifecycle.searchIndex.boats ?? 0;
        if (app.lifecycle.searchIndex.state !== "ready") throw new Error("the search index did not load");
        const MB = 1024 * 1024;
        const idleRss = process.memoryUsage.rss() / MB;
        console.info(
          `  ${config.searchWorkers} search workers indexed ${indexed.toLocaleString("en-US")} public boats in ${((performance.now() - loading) / 1000).toFixed(1)} s; API RSS ${idleRss.toFixed(0)} MB idle`,
        );
        let peakRss = idleRss;
        const sampler = setInterval(() => {
          peakRss = Math.max(peakRss, process.memoryUsage.rss() / MB);
        }, 50);
        for (const [round, concurrency] of concurrencies.entries()) {
          // Each concurrency gets its own mix, so its cold pass meets filter combinations not seen before.
          const paths = queryMix(requests, catalog, 42 + round);
          for (const pass of ["cold", "warm"] as const) {
            const load = await loadProcess();
            const loop = monitorEventLoopDelay({ resolution: 5 });
            loop.enable();
            const cpu = process.cpuUsage();
            const mainCpu = process.threadCpuUsage();
            const result = await load.run({ base, paths, concurrency });
            const used = process.cpuUsage(cpu);
            const mainUsed = process.threadCpuUsage(mainCpu);
            loop.disable();
            const sorted = [...result.latencies].sort((a, b) => a - b);
            const p95 = percentile(sorted, 95);
            const stall = loop.max / 1e6;
            const perRequest = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000 / sorted.length;
            const target = engine === "sqlite" && size <= 100_000 ? 10 : 40;
            const line =
              `${engine.padEnd(8)} ${size.toLocaleString("en-US").padStart(9)} boats  c=${concurrency} ${pass}: ` +
              `p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms  ` +
              `${(sorted.length / result.seconds).toFixed(0)} req/s  CPU ${perRequest(used).toFixed(2)} ms/req ` +
              `(main thread ${perRequest(mainUsed).toFixed(2)}; load process ${(result.cpuMs / sorted.length).toFixed(2)})  ` +
              `answers ${(result.bodyBytes / sorted.length / 1024).toFixed(1)} kB on average  ` +
              `longest event-loop stall ${stall.toFixed(0)} ms  ` +
              `failures ${result.failures}  (targets: p95 <= ${target} ms, stall <= 20 ms)`;
            console.info(line);
            lines.push(line);
            const kinds = `    ${tailByKind(paths, result.latencies, p95)}`;
            console.info(kinds);
            lines.push(kinds);
          }
        }
        clearInterval(sampler);
        const memory = `${engine.padEnd(8)} ${size.toLocaleString("en-US").padStart(9)} boats  API RSS (with its search workers): ${idleRss.toFixed(0)} MB idle, ${peakRss.toFixed(0)} MB peak under load  (targets: <= 400 MB idle, <= 600 MB under load)`;
        console.info(memory);
        lines.push(memory);
        await app.close();
        await handle.close();
      }
    }
  } finally {
    await postgres?.stop();
  }
  console.info(
    `\nbench:search (${requests} requests per pass, c = concurrent requests, ${(await import("node:os")).cpus().length} cores)`,
  );
  for (const line of lines) console.info(line);
}
