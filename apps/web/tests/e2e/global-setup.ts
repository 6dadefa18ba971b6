/**
 * Global setup of the e2e project: the real product on loopback, once per run.
 *  - a temp data dir with a SQLite database, migrated and seeded with a small demo marketplace;
 *  - a real SMTP server capturing mails (mail-server.ts);
 *  - the API and the built web server as child processes on free ports, logs in a per-run logs dir;
 * and base URLs handed to the tests through vitest's provide/inject. Everything stops at teardown.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { prepareDatabase } from "../../../../scripts/lib/database.ts";
import { startMailServer } from "../../../../scripts/lib/mail-server.ts";
import { freePort, waitForHttpOk } from "../../../../scripts/lib/net.ts";
import { type Service, startService } from "../../../../scripts/lib/services.ts";
import { ROOT } from "../../../../scripts/lib/steps.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The web server, as a browser opens it: http://127.0.0.1:PORT */
    baseUrl: string;
    /** The API server directly (the web server also proxies /api). */
    apiUrl: string;
    /** GET lists captured mails, DELETE empties them. */
    mailUrl: string;
    /** Server logs and screenshots of failed tests. */
    logsDir: string;
    /** Process id of the web server (the security journeys read its memory use). */
    webPid: number;
    /** The run's SQLite file, for journeys that must set up what no screen can (a boat confirmed 75 days ago). */
    databaseUrl: string;
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
    output: { logFile: join(logsDir, "api.log") },
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
    output: { logFile: join(logsDir, "web.log") },
  });
  return { api, web, baseUrl, apiUrl };
}

async function waitForServers(baseUrl: string, services: Service[]): Promise<void> {
  try {
    await waitForHttpOk(`${baseUrl}/api/v1/health`, {
      timeoutMs: 60_000,
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

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  assertBuilt();
  const buildDir = snapshotBuild();
  const logsDir = createLogsDir();
  const dataDir = mkdtempSync(join(tmpdir(), "keel-e2e-"));
  const databaseUrl = join(dataDir, "keel.db");
  await prepareDatabase({
    databaseUrl,
    dataDir,
    boats: DEMO_BOATS,
    log: () => {},
    // A few drawn scenes are enough to prove photos render; each one costs sharp time at every run.
    seedOptions: { photoPoolSize: 4, analyticsBoatLimit: DEMO_BOATS },
  });

  const mail = await startMailServer();
  const { api, web, baseUrl, apiUrl } = await startServers(
    dataDir,
    databaseUrl,
    mail.smtpUrl,
    logsDir,
    buildDir,
  );
  const teardown = async () => {
    await Promise.all([api.stop(), web.stop()]);
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  };
  try {
    await waitForServers(baseUrl, [api, web]);
  } catch (error) {
    await teardown();
    throw error;
  }
  console.info(`e2e: web ${baseUrl}, api ${apiUrl}, logs in ${logsDir}`);
  project.provide("baseUrl", baseUrl);
  project.provide("apiUrl", apiUrl);
  project.provide("mailUrl", mail.httpUrl);
  project.provide("logsDir", logsDir);
  project.provide("webPid", web.child.pid ?? 0);
  project.provide("databaseUrl", databaseUrl);
  return teardown;
}
