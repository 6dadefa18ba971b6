/**
 * `npm run test:cluster` (also a step of `npm test`, after the web build): Keel as production runs it, on this
 * machine. A throwaway PostgreSQL, an S3-compatible server (s3rver) on loopback, two API processes, two web
 * processes and Debian's nginx in front, round robin, all on 127.0.0.1 with free ports. Every check goes through
 * nginx (docs/deploy.md, docs/decisions/036-several-processes.md):
 *   - a seller's session holds on every process;
 *   - a photo uploaded through one process is served by the other, from the object store;
 *   - a boat published through one process is found by a search answered by the other within 1 s;
 *   - failed logins spread over both processes trip the shared limits exactly as one process would;
 *   - the recurring jobs (the hourly digest…) run once per period, not once per process;
 *   - kill -9 of an API process mid-traffic: every request sent after it died is answered, nothing
 *     acknowledged is lost, the survivor serves on;
 *   - a rolling restart of both web processes under load answers no 5xx.
 * It prints the throughput through nginx with one and with two API processes. Everything it started is stopped
 * at the end, on failure, on Ctrl-C and at its own time bound. KEEP_CLUSTER_LOGS=1 keeps the processes' logs
 * (and CLUSTER_LOG_LEVEL=info makes the API's say more).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import pg from "pg";
import sharp from "sharp";
import { parseStorageUrl, S3Storage } from "../apps/api/src/modules/media/s3-storage.ts";
import { LOCAL_S3_CREDENTIALS, startLocalS3 } from "../apps/api/src/test/s3-server.ts";
import { autocannon, startAutocannon } from "./lib/autocannon.ts";
import { prepareDatabase } from "./lib/database.ts";
import { freePort, waitForHttpOk } from "./lib/net.ts";
import { startThrowawayPostgres, type ThrowawayPostgres } from "./lib/postgres.ts";
import {
  API_ENTRY,
  API_NODE_ARGS,
  apiProcessEnv,
  DEMO_PASSWORD,
  WEB_DIR,
  WEB_ENV,
  WEB_NODE_ARGS,
} from "./lib/product.ts";
import { type Service, startService } from "./lib/services.ts";
import { ROOT, seconds } from "./lib/steps.ts";
import { ensureNginx, ensurePostgres } from "./lib/system-deps.ts";

/**
 * The whole run's bound: past it everything is stopped and the run fails. About a minute and a half on an idle
 * 2-core machine; CLUSTER_BOUND_S raises it on a machine busy with other work.
 */
const RUN_BOUND_MS = Number(process.env.CLUSTER_BOUND_S ?? 170) * 1000;
const BUCKET = "keel-media";
/** The login limit of the cluster (the default): 10 per account and address, 3 × 10 a minute per address. */
const LOGIN_RATE_LIMIT = 10;

const started = performance.now();
const root = mkdtempSync(join(tmpdir(), "keel-cluster-"));
const services: Service[] = [];
let postgres: ThrowawayPostgres | undefined;
let s3: { close(): Promise<void> } | undefined;

class CheckFailure extends Error {}
function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckFailure(message);
}

// ---------------------------------------------------------------- HTTP through nginx

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  json<T = Record<string, unknown>>(): T;
}

/**
 * One request without connection reuse (each one is balanced on its own). `from` picks the loopback address
 * the request leaves from: the limits phase is another visitor than the rest of the run.
 */
function call(
  base: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: Buffer | object; from?: string } = {},
): Promise<Answer> {
  const url = new URL(path, base);
  const body =
    options.body === undefined
      ? undefined
      : Buffer.isBuffer(options.body)
        ? options.body
        : Buffer.from(JSON.stringify(options.body));
  const headers: Record<string, string> = { "accept-language": "en-US", ...options.headers };
  if (body && !headers["content-type"]) headers["content-type"] = "application/json";
  if (body) headers["content-length"] = String(body.length);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method, headers, agent: false, localAddress: options.from, timeout: 15_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const data = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: data,
            json: <T>() => JSON.parse(data.toString("utf8")) as T,
          });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${method} ${path}: no answer within 15 s`)));
    req.on("error", reject);
    req.end(body);
  });
}

// ---------------------------------------------------------------- the topology

interface Ports {
  nginx: number;
  nginxApi: number;
  nginxApiOne: number;
  s3: number;
  api: [number, number];
  web: [number, number];
}

function nginxConfig(ports: Ports): string {
  const dir = join(root, "nginx");
  // One failed connection takes a process out for 2 s; the request goes on to the next one at once. A 502 or 504
  // passed on from further back says nothing about the process itself: it neither retries nor counts.
  const server = (port: number) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`;
  // The public balancer names the visitor (whatever they claim); the API balancer passes the web's word on.
  const proxy = (upstream: string, header: string, forwardedFor: string) => `
      location / {
        proxy_pass http://${upstream};
        proxy_set_header Host $http_host;
        proxy_set_header X-Forwarded-For ${forwardedFor};
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_next_upstream error timeout http_503;
        proxy_next_upstream_tries 2;
        proxy_connect_timeout 1s;
        proxy_read_timeout 30s;
        proxy_buffering off;
        add_header ${header} $upstream_addr always;
      }`;
  return `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 20m;
  upstream web { ${ports.web.map(server).join(" ")} }
  upstream api { ${ports.api.map(server).join(" ")} }
  upstream api_one { ${server(ports.api[0])} }
  server { listen 127.0.0.1:${ports.nginx}; ${proxy("web", "X-Keel-Web", "$remote_addr")} }
  server { listen 127.0.0.1:${ports.nginxApi}; ${proxy("api", "X-Keel-Api", "$proxy_add_x_forwarded_for")} }
  server { listen 127.0.0.1:${ports.nginxApiOne}; ${proxy("api_one", "X-Keel-Api", "$proxy_add_x_forwarded_for")} }
}
`;
}

function storageUrl(ports: Ports): string {
  return `s3://${BUCKET}?endpoint=http://127.0.0.1:${ports.s3}`;
}

function apiEnv(ports: Ports, databaseUrl: string, index: number): NodeJS.ProcessEnv {
  const dataDir = join(root, `api-${index}`);
  mkdirSync(dataDir, { recursive: true });
  return {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    API_HOST: "127.0.0.1",
    API_PORT: String(ports.api[index]),
    DATABASE_URL: databaseUrl,
    // Its own directory: nothing may pass between the processes on a disk they share.
    DATA_DIR: dataDir,
    STORAGE_URL: storageUrl(ports),
    STORAGE_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
    STORAGE_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
    PUBLIC_APP_URL: `http://127.0.0.1:${ports.nginx}`,
    LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? "warn",
    SEARCH_WORKERS: "1",
    JOB_WORKERS: "1",
    LOGIN_RATE_LIMIT: String(LOGIN_RATE_LIMIT),
    // The kill phase creates a few hundred drafts a minute as one seller.
    WRITE_RATE_LIMIT: "5000",
    SHUTDOWN_TIMEOUT_MS: "10000",
  };
}

function startApi(ports: Ports, databaseUrl: string, index: number): Service {
  const service = startService({
    name: `api-${index + 1}`,
    command: process.execPath,
    args: [...API_NODE_ARGS, API_ENTRY],
    cwd: ROOT,
    env: apiProcessEnv(apiEnv(ports, databaseUrl, index)),
    output: { logFile: join(root, `api-${index + 1}.log`) },
  });
  services.push(service);
  return service;
}

function startWeb(ports: Ports, index: number): Service {
  const service = startService({
    name: `web-${index + 1}`,
    command: process.execPath,
    args: [...WEB_NODE_ARGS, "server.ts"],
    cwd: WEB_DIR,
    env: {
      ...WEB_ENV,
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(ports.web[index]),
      // The web processes reach the API processes through the load balancer too.
      API_URL: `http://127.0.0.1:${ports.nginxApi}`,
      PUBLIC_APP_URL: `http://127.0.0.1:${ports.nginx}`,
      TRUST_PROXY: "true",
      SHUTDOWN_TIMEOUT_MS: "10000",
    },
    output: { logFile: join(root, `web-${index + 1}.log`) },
  });
  services.push(service);
  return service;
}

const aliveOrReason = (service: Service) => () =>
  service.exitReason() && `${service.name} ${service.exitReason()}`;

async function waitReady(url: string, service: Service): Promise<void> {
  try {
    await waitForHttpOk(url, { timeoutMs: 120_000, abortIf: aliveOrReason(service) });
  } catch (error) {
    // What the readiness report says is what to fix.
    const last = await fetch(url).then((response) => response.text(), String);
    throw new CheckFailure(`${(error as Error).message}\n${last}`);
  }
}

// ---------------------------------------------------------------- the checks

const upstreamOf = (answer: Answer, header: string): string => String(answer.headers[header] ?? "");
const portOf = (address: string): number => Number(address.split(",").pop()?.trim().split(":").pop());

interface Seller {
  token: string;
  teamId: number;
  auth: Record<string, string>;
}

async function signIn(site: string, email: string): Promise<Seller> {
  const login = await call(site, "POST", "/api/v1/auth/login", { body: { email, password: DEMO_PASSWORD } });
  check(login.status === 200, `sign-in of ${email} answered ${login.status}: ${login.body}`);
  const { token } = login.json<{ token: string }>();
  const auth = { authorization: `Bearer ${token}` };
  const me = (await call(site, "GET", "/api/v1/auth/me", { headers: auth })).json<{
    teams: { id: number }[];
  }>();
  return { token, teamId: me.teams[0]?.id ?? 0, auth };
}

async function checkSessions(site: string, ports: Ports, seller: Seller): Promise<void> {
  const webs = new Set<number>();
  const apis = new Set<number>();
  for (let i = 0; i < 8; i += 1) {
    const me = await call(site, "GET", "/api/v1/auth/me", { headers: seller.auth });
    check(me.status === 200, `GET /auth/me with the session answered ${me.status}`);
    check(me.json<{ email: string }>().email === "premium@keel.test", "the session named someone else");
    webs.add(portOf(upstreamOf(me, "x-keel-web")));
    apis.add(portOf(upstreamOf(me, "x-keel-api")));
    // The same session as the site's cookie: the dashboard renders instead of sending to the sign-in page.
    const page = await call(site, "GET", "/dashboard", { headers: { cookie: `keel_token=${seller.token}` } });
    check(page.status === 200, `the dashboard with the session cookie answered ${page.status}`);
    webs.add(portOf(upstreamOf(page, "x-keel-web")));
  }
  check(
    ports.web.every((p) => webs.has(p)) && ports.api.every((p) => apis.has(p)),
    `the session's requests did not reach every process (web ${[...webs]}, api ${[...apis]})`,
  );
  console.info("ok  a seller's session holds on both web and both API processes");
}

async function boatPayload(site: string, title: string): Promise<object> {
  const catalog = (await call(site, "GET", "/api/v1/catalog")).json<{
    boatTypes: { id: number }[];
    conditions: { id: number }[];
  }>();
  return {
    title,
    description: "A boat of the cluster test: published through one API process, searched through the other.",
    boatTypeId: catalog.boatTypes[0]!.id,
    conditionId: catalog.conditions[0]!.id,
    brandName: "Clustercraft",
    yearBuilt: 2020,
    lengthM: 11.5,
    priceAmount: 15_000_000,
    currency: "EUR",
    country: "FR",
  };
}

function multipartPhoto(image: Buffer): { body: Buffer; headers: Record<string, string> } {
  const boundary = "----keel-cluster";
  return {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="boat.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

async function checkPhotoAndSearch(site: string, ports: Ports, seller: Seller): Promise<void> {
  const word = `cluster${Date.now().toString(36)}`;
  const boats = `/api/v1/teams/${seller.teamId}/boats`;
  const created = await call(site, "POST", boats, {
    headers: seller.auth,
    body: await boatPayload(site, `Cruiser ${word}`),
  });
  check(created.status === 201, `creating the boat answered ${created.status}: ${created.body}`);
  const boatId = created.json<{ id: number }>().id;

  const image = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#1f6feb" } })
    .jpeg()
    .toBuffer();
  const upload = multipartPhoto(image);
  const added = await call(site, "POST", `${boats}/${boatId}/photos`, {
    headers: { ...seller.auth, ...upload.headers },
    body: upload.body,
  });
  check(added.status === 201, `the photo upload answered ${added.status}: ${added.body}`);
  const uploadedBy = portOf(upstreamOf(added, "x-keel-api"));
  const { image: stored } = added.json<{ image: { webp: { url: string }[] } }>();
  const mediaPath = new URL(stored.webp[0]!.url, site).pathname;
  const key = mediaPath.replace(/^\/media\//, "");

  // In the bucket, and on neither process's own disk.
  const store = new S3Storage(parseStorageUrl(storageUrl(ports)), LOCAL_S3_CREDENTIALS);
  await store.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
  store.close();
  for (const index of [0, 1]) {
    const uploads = join(root, `api-${index}`, "uploads");
    const files = existsSync(uploads) ? readdirSync(uploads, { recursive: true }) : [];
    check(files.length === 0, `API process ${index + 1} wrote uploads to its own disk: ${files.join(", ")}`);
  }
  let servedByOther = false;
  for (let i = 0; i < 4; i += 1) {
    const media = await call(site, "GET", mediaPath);
    check(media.status === 200, `GET ${mediaPath} answered ${media.status}`);
    check(
      media.body.length > 0 && media.headers["content-type"] === "image/webp",
      "the photo came back wrong",
    );
    servedByOther ||= portOf(upstreamOf(media, "x-keel-api")) !== uploadedBy;
  }
  check(servedByOther, "the photo was never served by the process that did not receive it");
  console.info("ok  a photo uploaded through one API process is served by the other, from the object store");

  const published = await call(site, "POST", `${boats}/${boatId}/actions`, {
    headers: seller.auth,
    body: { action: "publish" },
  });
  check(published.status === 200, `publishing answered ${published.status}: ${published.body}`);
  const publishedBy = portOf(upstreamOf(published, "x-keel-api"));
  const publishedAt = performance.now();
  // Poll: a search sent to the other process once the publication was acknowledged must find the boat. What is
  // bounded is when the search was sent (its answer may be slow on a busy machine, which says nothing); two go
  // at once, so round robin gives one to each process.
  for (;;) {
    const sentAfter = performance.now() - publishedAt;
    check(sentAfter < 1_000, "no search on the other API process found the published boat within 1 s");
    const searches = await Promise.all([0, 1].map(() => call(site, "GET", `/api/v1/boats?q=${word}`)));
    for (const search of searches) {
      check(search.status === 200, `the search answered ${search.status}`);
      const answeredBy = portOf(upstreamOf(search, "x-keel-api"));
      const found = search.json<{ items: { id: number }[] }>().items.some((item) => item.id === boatId);
      if (found && answeredBy !== publishedBy) {
        console.info(
          `ok  a boat published through one API process is found by a search on the other (sent ${Math.round(sentAfter)} ms after)`,
        );
        return;
      }
    }
    await sleep(25);
  }
}

async function checkSharedLoginLimits(site: string, ports: Ports, databaseUrl: string): Promise<void> {
  // Another visitor (127.0.0.2), so the run's own sign-ins do not count; the route's window starts here.
  const from = "127.0.0.2";
  const attempt = (email: string) =>
    call(site, "POST", "/api/v1/auth/login", { from, body: { email, password: "not-the-password" } });
  const apis = new Set<number>();
  const statuses: number[] = [];
  // Per account and address: LOGIN_RATE_LIMIT failures, then 429, on whichever process.
  for (let i = 0; i < LOGIN_RATE_LIMIT + 1; i += 1) {
    const answer = await attempt("premium@keel.test");
    statuses.push(answer.status);
    apis.add(portOf(upstreamOf(answer, "x-keel-api")));
  }
  check(
    statuses.slice(0, LOGIN_RATE_LIMIT).every((s) => s === 401) && statuses[LOGIN_RATE_LIMIT] === 429,
    `one account's failed sign-ins over both processes: ${statuses.join(" ")} (expected ${LOGIN_RATE_LIMIT} × 401 then 429)`,
  );
  // Per address and route: 3 × LOGIN_RATE_LIMIT attempts a minute in all, whatever the account.
  const routeLimit = 3 * LOGIN_RATE_LIMIT;
  const others: number[] = [];
  for (let i = statuses.length; i < routeLimit; i += 1) {
    const answer = await attempt(`nobody-${i}@cluster.test`);
    others.push(answer.status);
    apis.add(portOf(upstreamOf(answer, "x-keel-api")));
  }
  const past = await attempt("nobody-last@cluster.test");
  const counters = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ key: string; count: number }>("select key, count from rate_limits");
    await client.end();
    return rows.map((row) => `${row.key}=${row.count}`).join(", ");
  };
  check(
    others.every((s) => s === 401) && past.status === 429,
    `${routeLimit} attempts from one address then one more: ${[...others, past.status].join(" ")} (expected 401s then 429; counters: ${await counters()})`,
  );
  check(past.headers["retry-after"] !== undefined, "the 429 carries no Retry-After");
  check(
    ports.api.every((p) => apis.has(p)),
    `the failed sign-ins did not reach both API processes (${[...apis]})`,
  );
  console.info(
    `ok  ${routeLimit} failed sign-ins spread over both API processes trip the shared limits as one process would`,
  );
}

interface JobRow {
  kind: string;
  state: string;
  idempotencyKey: string | null;
  attempts: number;
}

async function checkRecurringJobsOnce(site: string, databaseUrl: string): Promise<void> {
  // Both processes scheduled the current period of every recurring job when they started.
  const admin = await signIn(site, "admin@keel.test");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = performance.now() + 30_000;
    for (;;) {
      const list = await call(site, "GET", "/api/v1/admin/jobs?kind=messages.digest&state=done", {
        headers: admin.auth,
      });
      check(list.status === 200, `the back office's job list answered ${list.status}`);
      if (list.json<{ items: JobRow[] }>().items.length > 0) break;
      check(performance.now() < deadline, "the digest did not run within 30 s of the processes starting");
      await sleep(200);
    }
    const { rows } = await client.query<JobRow>(
      `select kind, state, idempotency_key as "idempotencyKey", attempts from jobs
        where kind in ('messages.digest', 'jobs.prune', 'boats.freshness-sweep') or idempotency_key like '20%'`,
    );
    const digests = rows.filter((row) => row.kind === "messages.digest");
    check(digests.length === 1, `the digest's period was enqueued ${digests.length} times`);
    check(digests[0]!.attempts === 1, `the digest ran ${digests[0]!.attempts} times`);
    const periods = rows.map((row) => `${row.kind}@${row.idempotencyKey}`);
    check(
      new Set(periods).size === periods.length,
      `a recurring job was enqueued twice: ${periods.join(", ")}`,
    );
  } finally {
    await client.end();
  }
  console.info("ok  the hourly digest ran once for its period, not once per process");
}

interface Outcome {
  method: string;
  ok: boolean;
  status: number;
  afterDeath: boolean;
  api: number;
  id?: number;
}

async function checkKillMidTraffic(
  site: string,
  ports: Ports,
  seller: Seller,
  victim: Service,
): Promise<void> {
  const boats = `/api/v1/teams/${seller.teamId}/boats`;
  const outcomes: Outcome[] = [];
  let dead = false;
  let stop = false;
  let afterDeathCount = 0;
  const loop = async (n: number) => {
    for (let i = 0; !stop; i += 1) {
      const afterDeath = dead;
      const write = i % 2 === 0;
      try {
        const answer = write
          ? await call(site, "POST", boats, {
              headers: seller.auth,
              body: { title: `Draft ${n}-${i} of the kill` },
            })
          : await call(site, "GET", "/api/v1/boats?sort=newest");
        const ok = answer.status === (write ? 201 : 200);
        const api = portOf(upstreamOf(answer, "x-keel-api"));
        outcomes.push({
          method: write ? "POST" : "GET",
          ok,
          status: answer.status,
          afterDeath,
          api,
          id: ok && write ? answer.json<{ id: number }>().id : undefined,
        });
      } catch {
        outcomes.push({ method: write ? "POST" : "GET", ok: false, status: 0, afterDeath, api: 0 });
      }
      if (afterDeath) afterDeathCount += 1;
      if (afterDeathCount >= 60) stop = true;
    }
  };
  const loops = [0, 1, 2, 3].map(loop);
  while (outcomes.length < 40) await sleep(10);
  victim.child.kill("SIGKILL");
  await victim.exited;
  dead = true;
  await Promise.all(loops);

  const victimPort = ports.api[0];
  const afterDeath = outcomes.filter((o) => o.afterDeath);
  const inFlight = outcomes.filter((o) => !o.afterDeath && !o.ok);
  check(
    afterDeath.every((o) => o.ok),
    `requests sent after the kill failed: ${afterDeath.filter((o) => !o.ok).map((o) => `${o.method} ${o.status}`)}`,
  );
  check(
    afterDeath.every((o) => o.api !== victimPort),
    "a request was answered by the killed process",
  );
  // Only requests in flight on the killed process at that moment may fail, and only writes (nginx retries reads).
  check(
    inFlight.every((o) => o.method === "POST") && inFlight.length <= 4,
    `requests failed around the kill: ${inFlight.map((o) => `${o.method} ${o.status}`)}`,
  );
  // Nothing acknowledged is lost.
  const acknowledged = outcomes.filter((o) => o.id !== undefined).map((o) => o.id!);
  for (const id of acknowledged) {
    const read = await call(site, "GET", `${boats}/${id}`, { headers: seller.auth });
    check(read.status === 200, `acknowledged draft ${id} answered ${read.status} after the kill`);
  }
  console.info(
    `ok  kill -9 of an API process mid-traffic: ${afterDeath.length} requests after it all answered by the survivor, ` +
      `${inFlight.length} write(s) in flight on it refused (not acknowledged), ${acknowledged.length} acknowledged writes all kept`,
  );
}

/** Polls through nginx until a response comes from the web process on `port`. */
async function waitForBalancer(site: string, port: number, service: Service): Promise<void> {
  for (;;) {
    check(!service.exitReason(), `${service.name} ${service.exitReason()}`);
    const answer = await call(site, "GET", "/api/v1/health");
    if (answer.status === 200 && portOf(upstreamOf(answer, "x-keel-web")) === port) return;
    await sleep(100);
  }
}

async function checkRollingWebRestart(site: string, ports: Ports, webs: Service[]): Promise<Service[]> {
  const load = startAutocannon({
    url: site,
    connections: 6,
    duration: 60,
    // A slow answer on a busy machine is not a failed one: only a refused or cut request, or a 5xx, fails.
    timeout: 30,
    headers: { "accept-language": "en-US" },
    requests: [
      { method: "GET", path: "/" },
      { method: "GET", path: "/api/v1/boats?sort=newest" },
    ],
  });
  const restarted: Service[] = [];
  try {
    for (const index of [0, 1]) {
      await webs[index]!.stop({ signal: "SIGTERM", graceMs: 15_000 });
      // Drained by itself within the bound, not killed at the end of the grace period.
      const ended = await webs[index]!.exited;
      check(
        ended.code === 0,
        `web ${index + 1} did not drain and exit by itself on SIGTERM: ${webs[index]!.exitReason()}`,
      );
      const fresh = startWeb(ports, index);
      await waitReady(`http://127.0.0.1:${ports.web[index]}/api/v1/health`, fresh);
      restarted.push(fresh);
      // As an operator would: the next one goes down only once the balancer sends traffic to this one again.
      await waitForBalancer(site, ports.web[index]!, fresh);
    }
  } finally {
    load.stop();
  }
  const result = await load.result;
  const codes = Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${code}: ${count}`)
    .join(", ");
  const fivexx = Object.entries(result.statusCodeStats)
    .filter(([code]) => code.startsWith("5"))
    .reduce((sum, [, { count }]) => sum + count, 0);
  check(
    fivexx === 0 && result.errors === 0,
    `the rolling restart answered ${fivexx} 5xx and ${result.errors} errors, ${result.timeouts} of them timeouts (${codes})`,
  );
  console.info(
    `ok  rolling restart of both web processes under load: ${result.requests.total} requests, no 5xx (${codes})`,
  );
  return restarted;
}

async function measureThroughput(ports: Ports): Promise<void> {
  const measure = async (port: number) => {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: 8,
      duration: 5,
      requests: [{ method: "GET", path: "/api/v1/boats?sort=newest" }],
    });
    check(
      result.non2xx === 0 && result.errors === 0,
      `the throughput run had ${result.non2xx} non-2xx answers`,
    );
    return result;
  };
  const one = await measure(ports.nginxApiOne);
  const two = await measure(ports.nginxApi);
  const ratio = two.requests.average / one.requests.average;
  console.info(
    `    throughput through nginx, GET /api/v1/boats, 8 connections, 5 s each:\n` +
      `      1 API process:  ${Math.round(one.requests.average)} req/s (p99 ${one.latency.p99} ms)\n` +
      `      2 API processes: ${Math.round(two.requests.average)} req/s (p99 ${two.latency.p99} ms), × ${ratio.toFixed(2)}\n` +
      "    (on these 2 cores nginx, the load generator, PostgreSQL and both processes share the CPU; with a core per\n" +
      "    API process the ratio approaches the process count until PostgreSQL or the balancer is the limit)",
  );
}

// ---------------------------------------------------------------- the run

async function stopEverything(): Promise<void> {
  await Promise.all(services.map((service) => service.stop({ graceMs: 3_000 })));
  await s3?.close().catch(() => {});
  await postgres?.stop().catch(() => {});
  if (process.env.KEEP_CLUSTER_LOGS) console.info(`logs kept in ${root}`);
  else rmSync(root, { recursive: true, force: true });
}

function printLogs(): void {
  for (const service of services) {
    const tail = service.logTail(15);
    if (tail) console.error(`--- ${service.name} (last lines)\n${tail}`);
  }
}

async function main(): Promise<void> {
  const log = (line: string) => console.info(line);
  const nginxPath = ensureNginx(log);
  const binDir = ensurePostgres(log);
  const ports: Ports = {
    nginx: await freePort(),
    nginxApi: await freePort(),
    nginxApiOne: await freePort(),
    s3: await freePort(),
    api: [await freePort(), await freePort()],
    web: [await freePort(), await freePort()],
  };

  postgres = await startThrowawayPostgres(binDir);
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(
    "CREATE DATABASE keel ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C.UTF-8' TEMPLATE template0",
  );
  await admin.end();
  const databaseUrl = postgres.url.replace(/\/postgres$/, "/keel");
  s3 = await startLocalS3({ directory: join(root, "s3"), bucket: BUCKET, port: ports.s3 });
  const storage = new S3Storage(parseStorageUrl(storageUrl(ports)), LOCAL_S3_CREDENTIALS);
  const prepared = await prepareDatabase({
    databaseUrl,
    dataDir: join(root, "seed"),
    boats: 120,
    log: () => {},
    seedOptions: { photoPoolSize: 4, statisticsBoatLimit: 20, storage },
  });
  storage.close();
  console.info(`PostgreSQL, s3rver and 120 seeded boats ready (${seconds(prepared.seedMs)} of seeding)`);

  const apis = [startApi(ports, databaseUrl, 0), startApi(ports, databaseUrl, 1)];
  let webs = [startWeb(ports, 0), startWeb(ports, 1)];
  mkdirSync(join(root, "nginx"), { recursive: true });
  writeFileSync(join(root, "nginx", "nginx.conf"), nginxConfig(ports));
  const nginx = startService({
    name: "nginx",
    command: nginxPath,
    args: ["-p", join(root, "nginx"), "-c", join(root, "nginx", "nginx.conf"), "-g", "daemon off;"],
    cwd: root,
    env: { PATH: process.env.PATH },
    output: { logFile: join(root, "nginx", "stderr.log") },
  });
  services.push(nginx);
  for (const [index, api] of apis.entries()) {
    await waitReady(`http://127.0.0.1:${ports.api[index]}/api/v1/ready`, api);
    console.info(`${api.name} ready (${seconds(performance.now() - started)})`);
  }
  for (const [index, web] of webs.entries()) {
    await waitReady(`http://127.0.0.1:${ports.web[index]}/api/v1/health`, web);
  }
  const site = `http://127.0.0.1:${ports.nginx}`;
  await waitReady(`${site}/api/v1/ready`, nginx);
  console.info(`2 API, 2 web processes and nginx ready at ${site} (${seconds(performance.now() - started)})`);

  const seller = await signIn(site, "premium@keel.test");
  await checkSessions(site, ports, seller);
  await checkPhotoAndSearch(site, ports, seller);
  await checkSharedLoginLimits(site, ports, databaseUrl);
  await checkRecurringJobsOnce(site, databaseUrl);
  await measureThroughput(ports);
  await checkKillMidTraffic(site, ports, seller, apis[0]!);
  webs = await checkRollingWebRestart(site, ports, webs);
  void webs;
}

const bound = setTimeout(() => {
  console.error(`test:cluster: not finished after ${seconds(RUN_BOUND_MS)}: stopping everything.`);
  printLogs();
  void stopEverything().finally(() => process.exit(1));
}, RUN_BOUND_MS);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the cluster.`);
    void stopEverything().finally(() => process.exit(130));
  });
}

try {
  await main();
  console.info(`test:cluster: every check passed in ${seconds(performance.now() - started)}`);
  process.exitCode = 0;
} catch (error) {
  console.error(`test:cluster FAILED: ${error instanceof CheckFailure ? error.message : error}`);
  if (!(error instanceof CheckFailure)) console.error(error);
  printLogs();
  process.exitCode = 1;
} finally {
  clearTimeout(bound);
  await stopEverything();
}
