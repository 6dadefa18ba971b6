/**
 * Global setup of the e2e project: the real product on loopback, once per run.
 *  - a SQLite database in a temp data dir, migrated and seeded with a small demo marketplace, once;
 *  - one product stack per vitest worker (docs/decisions/040-faster-test-run.md): its own copy of that data dir,
 *    its own SMTP server capturing mails (mail-server.ts), and the API and the built web server as child
 *    processes on free ports, so that journeys running side by side never see each other's rows, rate limits,
 *    mails or memory use;
 *  - one Chromium (a playwright browser server) that every journey file connects to, instead of a launch
 *    per file;
 * and what the tests need handed to them through vitest's provide/inject (stack.ts picks the worker's stack).
 * Everything stops at teardown.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { prepareDatabase } from "../../../../scripts/lib/database.ts";
import { type MailServer, startMailServer } from "../../../../scripts/lib/mail-server.ts";
import { freePort, waitForHttpOk } from "../../../../scripts/lib/net.ts";
import { type Service, startService } from "../../../../scripts/lib/services.ts";
import { ROOT } from "../../../../scripts/lib/steps.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

/** One worker's product: what its journeys talk to. */
export interface E2eStack {
  /** The web server, as a browser opens it: http://127.0.0.1:PORT */
  baseUrl: string;
  /** The API server directly (the web server also proxies /api). */
  apiUrl: string;
  /** GET lists captured mails, DELETE empties them. */
  mailUrl: string;
  /** Process id of the web server (the security journeys read its memory use). */
  webPid: number;
  /** The stack's SQLite file, for journeys that must set up what no screen can (a boat confirmed 75 days ago). */
  databaseUrl: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** One stack per worker, in VITEST_POOL_ID order (1 is the first). */
    stacks: E2eStack[];
    /** The shared Chromium's playwright endpoint (browser.ts connects each file to it). */
    browserEndpoint: string;
    /** Server logs and screenshots of failed tests. */
    logsDir: string;
  }
}

const WEB_DIR = join(ROOT, "apps/web");
const DEMO_BOATS = 60;
const LOGS_PREFIX = "keel-e2e-logs-";
const BUILD_PREFIX = "keel-e2e-build-";
const LOGS_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Server logs and failure screenshots outlive the run (to be read after a failure), one dir per run so that
 * runs side by side keep theirs; dirs older than a day are removed.
 */
function createLogsDir(): string {
  for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith(LOGS_PREFIX))) {
    const path = join(tmpdir(), name);
    if (Date.now() - statSync(path).mtimeMs > LOGS_KEPT_MS) rmSync(path, { recursive: true, force: true });
  }
  return mkdtempSync(join(tmpdir(), LOGS_PREFIX));
}

function assertBuilt(): void {
  if (!existsSync(join(WEB_DIR, "build", "server"))) {
    throw new Error("The web app is not built: run `npm run build -w @keel/web` first (npm test does).");
  }
}

/**
 * The web server serves a snapshot of the build, so that a rebuild during the run (someone working beside it)
 * cannot swap the assets under open pages. It lives under node_modules so the server bundle still resolves
 * its packages by walking up the tree.
 */
function snapshotBuild(): string {
  const parent = join(WEB_DIR, "node_modules", ".cache");
  mkdirSync(parent, { recursive: true });
  for (const name of readdirSync(parent).filter((n) => n.startsWith(BUILD_PREFIX))) {
    const path = join(parent, name);
    if (Date.now() - statSync(path).mtimeMs > LOGS_KEPT_MS) rmSync(path, { recursive: true, force: true });
  }
  const dir = mkdtempSync(join(parent, BUILD_PREFIX));
  cpSync(join(WEB_DIR, "build"), dir, { recursive: true });
  return dir;
}

/** Environment of the servers: ours, minus vitest's own variables, plus the test configuration. */
function serverEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST") && !key.startsWith("TEST_")),
  );
  return {
    ...env,
    NODE_ENV: "production",
    BRAND_NAME: "Keel",
    PRODUCT_ID: "keel",
    ANALYTICS_TAG_ID: "",
    ...extra,
  };
}

async function startServers(
  dataDir: string,
  databaseUrl: string,
  smtpUrl: string,
  logsDir: string,
  buildDir: string,
  label: string,
) {
  const apiPort = await freePort();
  let webPort = await freePort();
  while (webPort === apiPort) webPort = await freePort();
  const baseUrl = `http://127.0.0.1:${webPort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;

  const api = startService({
    name: "api",
    command: process.execPath,
    args: [join(ROOT, "apps/api/src/server.ts")],
    cwd: ROOT,
    env: serverEnv({
      API_HOST: "127.0.0.1",
      API_PORT: String(apiPort),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SMTP_URL: smtpUrl,
      PUBLIC_APP_URL: baseUrl,
      // Every journey logs in from the same loopback address; the limit itself has API tests.
      LOGIN_RATE_LIMIT: "10000",
    }),
    output: { logFile: join(logsDir, `api-${label}.log`) },
  });
  const web = startService({
    name: "web",
    command: process.execPath,
    args: ["server.ts"],
    cwd: WEB_DIR,
    env: serverEnv({
      HOST: "127.0.0.1",
      PORT: String(webPort),
      API_URL: apiUrl,
      PUBLIC_APP_URL: baseUrl,
      WEB_BUILD_DIR: buildDir,
    }),
    output: { logFile: join(logsDir, `web-${label}.log`) },
  });
  return { api, web, baseUrl, apiUrl };
}

async function waitForServers(baseUrl: string, services: Service[]): Promise<void> {
  try {
    await waitForHttpOk(`${baseUrl}/api/v1/health`, {
      // A deadline, not a wait: on a machine busy with other work, two stacks starting at once can take a while.
      timeoutMs: 180_000,
      abortIf: () => {
        const dead = services.find((s) => s.exitReason());
        return dead && `${dead.name} ${dead.exitReason()}`;
      },
    });
  } catch (error) {
    const logs = services.map((s) => `--- ${s.name} log (last lines) ---\n${s.logTail()}`).join("\n");
    throw new Error(`${(error as Error).message}\n${logs}`);
  }
}

interface RunningStack {
  stack: E2eStack;
  stop(): Promise<void>;
}

/** A worker's stack on its own copy of the seeded data dir; stopped and removed by `stop`. */
async function startStack(
  seededDir: string,
  logsDir: string,
  buildDir: string,
  label: string,
): Promise<RunningStack> {
  const dataDir = mkdtempSync(join(tmpdir(), "keel-e2e-"));
  cpSync(seededDir, dataDir, { recursive: true });
  const databaseUrl = join(dataDir, "keel.db");
  let mail: MailServer | undefined;
  let services: Service[] = [];
  const stop = async () => {
    await Promise.all(services.map((service) => service.stop()));
    await mail?.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    mail = await startMailServer();
    const { api, web, baseUrl, apiUrl } = await startServers(
      dataDir,
      databaseUrl,
      mail.smtpUrl,
      logsDir,
      buildDir,
      label,
    );
    services = [api, web];
    await waitForServers(baseUrl, services);
    const stack = { baseUrl, apiUrl, mailUrl: mail.httpUrl, webPid: web.child.pid ?? 0, databaseUrl };
    return { stack, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  assertBuilt();
  const buildDir = snapshotBuild();
  const logsDir = createLogsDir();
  const seededDir = mkdtempSync(join(tmpdir(), "keel-e2e-seed-"));
  const running: RunningStack[] = [];
  let browserServer: Awaited<ReturnType<typeof chromium.launchServer>> | undefined;
  const teardown = async () => {
    await Promise.all([...running.filter(Boolean).map((r) => r.stop()), browserServer?.close()]);
    rmSync(seededDir, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  };
  try {
    // Seeded once; each stack starts from a copy of the same marketplace.
    await prepareDatabase({
      databaseUrl: join(seededDir, "keel.db"),
      dataDir: seededDir,
      boats: DEMO_BOATS,
      log: () => {},
      // A few drawn scenes are enough to prove photos render; each one costs sharp time at every run.
      seedOptions: { photoPoolSize: 4, statisticsBoatLimit: DEMO_BOATS },
    });
    const workers = Math.max(1, project.config.maxWorkers);
    // Settled one by one, so a stack that failed to start never leaves the others running.
    const launched = chromium
      .launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })
      .then((server) => {
        browserServer = server;
        return server;
      });
    const started = Array.from({ length: workers }, (_, index) =>
      startStack(seededDir, logsDir, buildDir, String(index + 1)).then((stack) => {
        running[index] = stack;
        return stack;
      }),
    );
    const settled = await Promise.allSettled([launched, ...started]);
    const failed = settled.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    const browser = browserServer!;
    const stacks = running;
    for (const [index, { stack }] of stacks.entries())
      console.info(`e2e stack ${index + 1}: web ${stack.baseUrl}, api ${stack.apiUrl}`);
    console.info(`e2e: ${workers} worker(s), logs in ${logsDir}`);
    project.provide(
      "stacks",
      stacks.map((s) => s.stack),
    );
    project.provide("browserEndpoint", browser.wsEndpoint());
    project.provide("logsDir", logsDir);
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}
