/**
 * `npm test`: the one command CI runs (.ci/run). It installs the system packages it needs when missing, then
 * runs every check from cheapest to dearest and stops at the first failure:
 *   system deps -> lint -> typecheck -> unit + API on SQLite -> API on PostgreSQL -> web build and its client
 *   JS budget -> cluster (2 API + 2 web processes behind nginx, scripts/test-cluster.ts) -> browser e2e.
 * Its last line is "N passed, N failed" over all vitest runs, which CI reads.
 *
 * TEST_DATABASE_URL=postgres://… reuses a PostgreSQL server instead of starting a throwaway one;
 * `npm test -- --from <step>` (lint, typecheck, unit, postgres, build, cluster, e2e) skips the steps before it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { startThrowawayPostgres, type ThrowawayPostgres } from "./lib/postgres.ts";
import { run, runStep, StepFailure, type StepResult, seconds, toolEnv } from "./lib/steps.ts";
import { ensureChromium, ensurePoppler, ensurePostgres } from "./lib/system-deps.ts";
import {
  addCounts,
  type Counts,
  type Failure,
  readCounts,
  readFailures,
  readFileDurations,
  summaryLine,
} from "./lib/vitest-counts.ts";

const started = performance.now();
const reportsDir = mkdtempSync(join(tmpdir(), "keel-test-reports-"));
let totals: Counts = { passed: 0, failed: 0, skipped: 0 };
const failures: Array<Failure & { run: string }> = [];
let postgres: ThrowawayPostgres | undefined;
let postgresBinDir: string | undefined;
const SLOWEST_FILES_SHOWN = 10;

async function vitest(label: string, projects: string[], env: Record<string, string> = {}): Promise<void> {
  const reportFile = join(reportsDir, `${label}.json`);
  const projectArgs = projects.flatMap((project) => ["--project", project]);
  let succeeded = false;
  try {
    await run(
      "vitest",
      ["run", ...projectArgs, "--reporter=default", "--reporter=json", `--outputFile.json=${reportFile}`],
      toolEnv(env),
    );
    succeeded = true;
  } finally {
    const counts = readCounts(reportFile) ?? { passed: 0, failed: 0, skipped: 0 };
    // A run can fail with every test green (an unhandled error, a crashed worker, no report at all):
    // it counts as one failure, so the closing line never reads "0 failed" for a failed run.
    if (!succeeded && counts.failed === 0) counts.failed = 1;
    totals = addCounts(totals, counts);
    for (const failure of readFailures(reportFile)) failures.push({ ...failure, run: label });
    console.info(`${label}: ${summaryLine(counts)}${succeeded ? "" : " (vitest failed)"}`);
    // Where the time went: the slowest files of the run (all of them would drown the log).
    for (const { file, ms } of readFileDurations(reportFile).slice(0, SLOWEST_FILES_SHOWN))
      console.info(`  ${seconds(ms).padStart(8)}  ${file}`);
  }
}

async function apiOnPostgres(): Promise<void> {
  let url = process.env.TEST_DATABASE_URL;
  if (url) {
    console.info("Using the PostgreSQL server from TEST_DATABASE_URL.");
  } else {
    postgres = await startThrowawayPostgres(postgresBinDir!);
    url = postgres.url;
    console.info(`Throwaway PostgreSQL cluster on ${url}`);
  }
  try {
    await vitest("api-postgres", ["api"], { TEST_DATABASE_URL: url });
  } finally {
    await postgres?.stop();
    postgres = undefined;
  }
}

interface Step {
  /** For `npm test -- --from <key>`: resume after fixing a late step without redoing the early ones. */
  key: string;
  name: string;
  run: () => Promise<void>;
}

const steps: Step[] = [
  {
    key: "deps",
    name: "System dependencies (Chromium, poppler, PostgreSQL)",
    run: async () => {
      const log = (line: string) => console.info(line);
      console.info(`Chromium: ${ensureChromium(log)}`);
      console.info(`pdftoppm: ${ensurePoppler(log)}`);
      if (process.env.TEST_DATABASE_URL) return;
      postgresBinDir = ensurePostgres(log);
      console.info(`PostgreSQL server: ${postgresBinDir}`);
    },
  },
  {
    key: "lint",
    name: "Lint and format (biome check, warnings fail)",
    run: () => run("biome", ["check", "--error-on-warnings", "."]),
  },
  { key: "typecheck", name: "Typecheck", run: () => run("npm", ["run", "typecheck", "--silent"]) },
  {
    key: "unit",
    name: "Unit and API tests on SQLite (vitest: contracts, scripts, web, api)",
    // Empty TEST_DATABASE_URL: this pass is the SQLite one even when the caller named a PostgreSQL server.
    run: () => vitest("unit-sqlite", ["contracts", "scripts", "web", "api"], { TEST_DATABASE_URL: "" }),
  },
  { key: "postgres", name: "API tests on PostgreSQL (vitest: api)", run: apiOnPostgres },
  {
    key: "build",
    name: "Web production build and client JS budget",
    run: async () => {
      await run("npm", ["run", "build", "-w", "@keel/web", "--silent"]);
      // Fails when a public page loads more than 125 kB of gzipped JavaScript (docs/decisions/022-client-js-budget.md),
      // or when any chunk of the browser build carries zod.
      await run("node", ["scripts/bench/client-js.ts"]);
    },
  },
  {
    key: "cluster",
    name: "Cluster: 2 API and 2 web processes behind nginx, PostgreSQL, S3 (npm run test:cluster)",
    run: () => run("node", ["scripts/test-cluster.ts"]),
  },
  { key: "e2e", name: "Browser journeys (vitest: e2e, Chromium)", run: () => vitest("e2e", ["e2e"]) },
];

/** The steps to run: all of them, or from `--from <key>` on (system dependencies are always checked). */
function selectSteps(argv: string[]): Step[] {
  const { values } = parseArgs({ args: argv, options: { from: { type: "string" } } });
  if (!values.from) return steps;
  const start = steps.findIndex((step) => step.key === values.from);
  if (start < 0) throw new StepFailure(`--from must be one of: ${steps.map((step) => step.key).join(", ")}`);
  return [steps[0]!, ...steps.slice(Math.max(start, 1))];
}

function cleanUp(): void {
  postgres?.kill();
  rmSync(reportsDir, { recursive: true, force: true });
}

// Ctrl-C or a CI timeout must not leave a PostgreSQL cluster running in /tmp.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping.`);
    cleanUp();
    process.exit(130);
  });
}

async function main(): Promise<number> {
  const selected = selectSteps(process.argv.slice(2));
  const results: StepResult[] = [];
  for (const [index, step] of selected.entries()) {
    const result = await runStep(index + 1, selected.length, step.name, step.run);
    results.push(result);
    if (!result.ok) break;
  }
  const failedStep = results.find((r) => !r.ok);

  console.info("\n==== Summary ====");
  for (const r of results)
    console.info(`${r.ok ? "ok    " : "FAILED"}  ${seconds(r.ms).padStart(8)}  ${r.name}`);
  for (const step of selected.slice(results.length)) console.info(`skipped ${"".padStart(8)}  ${step.name}`);
  console.info(`total   ${seconds(performance.now() - started).padStart(8)}`);
  for (const failure of failures)
    console.info(`failed   [${failure.run}] ${failure.file} > ${failure.test}\n         ${failure.message}`);
  console.info(failedStep ? `npm test FAILED at: ${failedStep.name}` : "npm test: all steps passed");
  console.info(summaryLine(totals));
  return failedStep ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof StepFailure ? error.message : error);
  process.exitCode = 1;
} finally {
  cleanUp();
}
