/**
 * The web server (`npm start -w @keel/web`): the only file of apps/web that listens.
 *   /assets/*        hashed build output, immutable for a year, served pre-compressed (br/gzip)
 *   other files      build/client (favicon, /builds/latest.json for new-version detection), short cache
 *   /api/*, /media/* proxied to the API over keep-alive connections, with the API's body limits applied
 *                    before anything goes upstream and its failures answered in the one error shape
 *   everything else  React Router (SSR, data requests, actions) with on-the-fly compression; anonymous
 *                    public pages from the page cache when their route allows (app/lib/page-cache.server.ts)
 * Every response carries the security headers; pages their Content-Security-Policy, with a nonce drawn here
 * per response. State-changing requests from another site are refused, and each route reads at most its
 * body limit (docs/decisions/026-web-security.md).
 * Configuration is validated first; a wrong value stops the process with a message naming the variable.
 */
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { Readable } from "node:stream";
import fastifyCompress from "@fastify/compress";
import fastifyHttpProxy from "@fastify/http-proxy";
import fastifyStatic from "@fastify/static";
import type { Shown } from "@keel/contracts/page-shows";
import { OneLinePerRequest } from "@keel/contracts/request-log";
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import { countDetailView } from "./app/features/boat-page/detail-view.server.ts";
import {
  apiBodyLimit,
  BodyTooLargeError,
  bodyLimitFor,
  declaredLengthOver,
  limitBody,
  siteBodyLimit,
} from "./app/lib/body-limits.server.ts";
import { ConfigError, getConfig, type WebConfig } from "./app/lib/config.server.ts";
import { tokenCookieName } from "./app/lib/cookies.server.ts";
import { checkSameOrigin, SAFE_METHODS } from "./app/lib/csrf.server.ts";
import {
  type Cacheable,
  type CachedPage,
  cacheableRequest,
  DETAIL_VIEW_HEADER,
  isAnonymous,
  listingsChangesReader,
  PageCache,
  sharedMaxAge,
} from "./app/lib/page-cache.server.ts";
import {
  COMPRESSION,
  compressedPage,
  pageEncoding,
  varyOnEncoding,
} from "./app/lib/page-compression.server.ts";
import { collectPageDependencies } from "./app/lib/page-dependencies.server.ts";
import { proxyFailure } from "./app/lib/proxy-errors.server.ts";
import { type Refusal, refusal } from "./app/lib/refusals.server.ts";
import { baseSecurityHeaders, createNonce } from "./app/lib/security-headers.server.ts";
import type { AppHandler, createAppHandler } from "./app/server-app.ts";

/** `WEB_BUILD_DIR` serves another copy of the build (the browser journeys run on a snapshot of theirs). */
const BUILD_DIR = process.env.WEB_BUILD_DIR || join(import.meta.dirname, "build");
const CLIENT_DIR = join(BUILD_DIR, "client");

let config: WebConfig;
try {
  config = getConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const serverEntry = join(BUILD_DIR, "server", "index.js");
const { createAppHandler: create } = (await import(serverEntry).catch((error: unknown) => {
  console.error(
    `The web app is not built (${serverEntry} is missing): run \`npm run build -w @keel/web\` first.`,
  );
  throw error;
})) as { createAppHandler: typeof createAppHandler };
const handleApp: AppHandler = create(config.env === "development" ? "development" : "production");
const buildId = await readBuildId();
const pageCache = new PageCache({ maxBytes: config.pageCacheMegabytes * 1024 * 1024 });
const listingsChanges = listingsChangesReader(config.apiUrl, pageCache);

const app = Fastify({
  logger: { level: config.env === "test" ? "warn" : "info" },
  // One line per request, when it is answered, as the API logs (packages/contracts/src/request-log.ts).
  logController: new OneLinePerRequest(),
  // A path Fastify's router refuses (one that cannot be decoded, "/partners/%ff", or a segment too long) goes
  // to React Router as it is, like any other, so the visitor gets the site's own 404 page, not the router's
  // JSON; the browser then hydrates the same path.
  frameworkErrors: async (_error, request, reply) => {
    const response = await handleApp(toFetchRequest(request, reply).request, {
      clientIp: request.ip,
      buildId,
      nonce: createNonce(),
    });
    return sendFetchResponse(reply, response, request);
  },
  trustProxy: config.trustProxy,
  // Server-rendered pages can take a while to stream on a busy 2-core machine; keep sockets for reuse.
  keepAliveTimeout: 65_000,
});

// Every answer (files, proxied API responses, pages, refusals) carries the headers that hold for all of them.
app.addHook("onRequest", async (request, reply) => {
  for (const [name, value] of baseSecurityHeaders({ isHttps: isHttps(request) })) reply.header(name, value);
});

// An answer that goes out before its request's body has all arrived (a refused body; the API's own early
// refusal through the proxy): the rest is dropped as it comes instead of closing at once (lingerThenClose).
app.addHook("onSend", async (request, reply) => {
  if (SAFE_METHODS.has(request.method) || request.raw.complete) return;
  reply.removeHeader("connection");
  lingerThenClose(request.raw);
});

await app.register(fastifyCompress, {
  encodings: ["br", "gzip"],
  // On-the-fly compression of what is not a rendered page (data requests, proxied API answers, React Router's
  // other answers); pages are compressed by sendFetchResponse itself, with the same settings
  // (page-compression.server.ts, docs/decisions/043-cheap-rendering.md).
  ...COMPRESSION,
});

await app.register(fastifyStatic, {
  root: CLIENT_DIR,
  prefix: "/",
  // One route per built file, so unknown paths fall through to React Router (and its 404 page).
  wildcard: false,
  preCompressed: true,
  index: false,
  dotfiles: "ignore",
  cacheControl: false,
  setHeaders(reply, path) {
    reply.header("Cache-Control", cacheControlFor(path));
  },
});

// A missing hashed asset is a stale page asking for an old build: answer 404 at once, without rendering.
app.get("/assets/*", (_request, reply) => reply.code(404).header("Cache-Control", "no-store").send());

for (const prefix of ["/api", "/media"]) {
  await app.register(fastifyHttpProxy, {
    upstream: config.apiUrl,
    prefix,
    rewritePrefix: prefix,
    // The API's own body limits, applied before anything goes upstream: a body the API would refuse is
    // refused here at once, and one that grows past its limit while streaming is cut off there.
    preHandler: async (request, reply) => {
      if (SAFE_METHODS.has(request.method)) return;
      const limit = apiBodyLimit(request.headers["content-type"]);
      if (declaredLengthOver(request.headers["content-length"], limit) !== null)
        return sendRefusal(reply, refusal("tooLarge", refusalRequest(request), { limit }));
      if (request.body instanceof Readable) {
        request.body = request.body.pipe(
          limitBody(limit, (error) => {
            bodyOverLimit.set(request, error);
          }),
        );
      }
    },
    replyOptions: {
      // The API rate-limits per visitor address and builds absolute links: tell it who and where.
      rewriteRequestHeaders: (request, headers) => {
        // This server has already answered "100 Continue" (Node does it); the API's client refuses the header.
        const { expect: _expect, ...forwarded } = headers;
        return {
          ...forwarded,
          "x-forwarded-for": request.ip,
          "x-forwarded-proto": request.protocol,
          "x-forwarded-host": request.host,
        };
      },
      onError: (proxyReply, { error }) => {
        // This server speaks HTTP/1 only; reply-from types its reply for HTTP/2 as well.
        const reply = proxyReply as FastifyReply;
        const request = reply.request;
        const overLimit = bodyOverLimit.get(request);
        if (overLimit) {
          return sendRefusal(reply, refusal("tooLarge", refusalRequest(request), { limit: overLimit.limit }));
        }
        const failure = proxyFailure(error);
        request.log.warn({ err: error, failure }, "proxy: the API gave no usable answer");
        return sendRefusal(reply, refusal(failure, refusalRequest(request)));
      },
    },
  });
}

await app.register(async (scope) => {
  // React Router reads request bodies itself (forms, uploads): leave them as unread streams.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
  scope.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    url: "/*",
    handler: async (request, reply) => {
      const nonce = createNonce();
      const info = { clientIp: request.ip, buildId, nonce };
      if (!SAFE_METHODS.has(request.method)) return handleWithBody(request, reply, info);
      const cacheable = config.pageCacheMegabytes > 0 ? cacheableRequest(request) : null;
      // Every change committed before this request is applied first: no copy showing it is served, and a
      // render starting now knows which changes it may have missed (its epoch).
      const epoch = cacheable ? await listingsChanges() : null;
      if (!cacheable || epoch === null) {
        const response = await handleApp(toFetchRequest(request, reply).request, info);
        return sendFetchResponse(reply, response, request);
      }
      const cached = pageCache.get(cacheable.key);
      if (cached) return sendCachedPage(reply, request, cached, "hit");
      let uncached: Response | undefined;
      const { page, waited } = await pageCache.once(cacheable.key, async () => {
        // What the render's API answers show, streamed parts included, decides which changes drop the copy.
        const render = collectPageDependencies(() => handleApp(toFetchRequest(request, reply).request, info));
        uncached = await render.result;
        return storePage(cacheable, uncached, epoch, render.shows);
      });
      if (page) return sendCachedPage(reply, request, page, waited ? "hit" : "miss");
      // Not shareable (an error page, a cookie set): this visitor's own render, or one now.
      const response = uncached ?? (await handleApp(toFetchRequest(request, reply).request, info));
      return sendFetchResponse(reply, response, request);
    },
  });
});

/**
 * A form post, an upload, a data mutation: refused when it comes from another site or declares a body over its
 * route's limit, before a byte of it is read; cut off with 413 when it grows past the limit while streaming.
 */
async function handleWithBody(
  request: FastifyRequest,
  reply: FastifyReply,
  info: { clientIp: string; buildId: string; nonce: string },
): Promise<FastifyReply> {
  const verdict = checkSameOrigin(request, ownOrigins(request));
  if (!verdict.allowed) {
    request.log.warn({ reason: verdict.reason, url: request.url }, "refused a cross-site request");
    return sendRefusal(reply, refusal("crossSite", refusalRequest(request)));
  }
  const limit = siteBodyLimit(new URL(request.url, "http://site").pathname);
  if (declaredLengthOver(request.headers["content-length"], limit) !== null)
    return sendRefusal(reply, refusal("tooLarge", refusalRequest(request), { limit }));
  const { request: fetchRequest, abort, overLimit } = toFetchRequest(request, reply, limit);
  const outcome = await Promise.race([handleApp(fetchRequest, info), overLimit]);
  if (outcome instanceof BodyTooLargeError) {
    // The route is still reading (or failing on) the cut body: stop it, and answer for it.
    abort();
    return sendRefusal(reply, refusal("tooLarge", refusalRequest(request), { limit }));
  }
  return sendFetchResponse(reply, outcome, request);
}

// Node answers `Expect: 100-continue` by itself, inviting any body. Here a body declared over its route's limit
// is refused before the client sends a byte of it (curl asks before every body over 1 MB); others go ahead.
app.server.on("checkContinue", (req: IncomingMessage, res: ServerResponse) => {
  const pathname = new URL(req.url ?? "/", "http://site").pathname;
  const limit = bodyLimitFor(pathname, req.headers["content-type"]);
  if (declaredLengthOver(req.headers["content-length"], limit) === null) {
    res.writeContinue();
    app.server.emit("request", req, res);
    return;
  }
  const answer = refusal("tooLarge", { pathname, headers: req.headers }, { limit });
  const isHttpsRequest =
    config.isSecure || (config.trustProxy && req.headers["x-forwarded-proto"] === "https");
  for (const [name, value] of baseSecurityHeaders({ isHttps: isHttpsRequest })) res.setHeader(name, value);
  // Nothing of the body was sent: the client is told not to send it on this connection.
  res.writeHead(answer.status, { ...answer.headers, Connection: "close" }).end(answer.body);
});

// SIGTERM: the listener closes at once (the load balancer's next attempt goes to another process), idle
// keep-alive connections are closed, requests in flight are answered; past SHUTDOWN_TIMEOUT_MS it exits anyway.
let closing = false;
// While draining, every answer closes its connection: a keep-alive client (the balancer) with a request in
// flight would otherwise hold the process open for the whole keep-alive timeout, past the shutdown bound.
app.addHook("onSend", async (_request, reply) => {
  if (closing) reply.header("connection", "close");
});
const close = (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, "shutting down: draining requests");
  setTimeout(() => {
    app.log.error("shutdown: requests still in flight at the bound, exiting anyway");
    process.exit(1);
  }, config.shutdownTimeoutMs).unref();
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    },
  );
};
process.on("SIGINT", () => close("SIGINT"));
process.on("SIGTERM", () => close("SIGTERM"));

await app.listen({ host: config.host, port: config.port });

function cacheControlFor(path: string): string {
  if (path.includes("/assets/")) return "public, max-age=31536000, immutable";
  // Polled by open tabs to detect a new version: always revalidated.
  if (path.endsWith("/builds/latest.json")) return "no-cache";
  return "public, max-age=3600";
}

/** The build id written by scripts/write-build-manifest.ts; empty turns new-version detection off. */
async function readBuildId(): Promise<string> {
  try {
    const manifest = JSON.parse(await readFile(join(CLIENT_DIR, "builds", "latest.json"), "utf8")) as {
      buildId?: unknown;
    };
    if (typeof manifest.buildId === "string") return manifest.buildId;
  } catch {
    // reported below
  }
  console.warn("build/client/builds/latest.json is missing: new-version detection is off.");
  return "";
}

function toFetchRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  bodyLimit = 0,
): { request: Request; abort: () => void; overLimit: Promise<BodyTooLargeError> } {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // Loaders pass this signal to their API calls, so a visitor who leaves stops the work on their behalf.
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = !SAFE_METHODS.has(request.method);
  const { promise: overLimit, resolve } = Promise.withResolvers<BodyTooLargeError>();
  // Counted as it streams: past the route's limit the body fails instead of growing (nothing is buffered).
  const body = hasBody ? request.raw.pipe(limitBody(bodyLimit, resolve)) : undefined;
  return {
    request: new Request(url, {
      method: request.method,
      headers,
      signal: controller.signal,
      body: body ? (Readable.toWeb(body) as ReadableStream<Uint8Array>) : undefined,
      // @ts-expect-error Node's fetch needs `duplex` for a streamed body; the DOM typings lack it.
      duplex: hasBody ? "half" : undefined,
    }),
    abort: () => controller.abort(),
    overLimit,
  };
}

async function storePage(
  cacheable: Cacheable,
  response: Response,
  epoch: number,
  shows: () => Shown,
): Promise<CachedPage | null> {
  try {
    return await pageCache.store(cacheable, response, epoch, shows);
  } catch (error) {
    // Reading the body failed (the render broke off): the visitor gets an error page, nothing is kept.
    app.log.error({ err: error }, "page cache: could not store a page");
    throw error;
  }
}

/** Served over HTTPS: directly, through a trusted proxy's X-Forwarded-Proto, or by configuration. */
function isHttps(request: FastifyRequest): boolean {
  return request.protocol === "https" || config.isSecure;
}

/** The origins the site answers on: the one this request was addressed to and the public one. */
function ownOrigins(request: FastifyRequest): string[] {
  return [`${request.protocol}://${request.host}`, config.publicAppUrl];
}

/** Bodies cut off at their limit on the `/api` proxy, for its error handler to answer 413. */
const bodyOverLimit = new WeakMap<FastifyRequest, BodyTooLargeError>();

function refusalRequest(request: FastifyRequest) {
  return { pathname: new URL(request.url, "http://site").pathname, headers: request.headers };
}

function sendRefusal(reply: FastifyReply, answer: Refusal): FastifyReply {
  reply.code(answer.status);
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
  return reply.send(answer.body);
}

/** How long a refused body may keep arriving (dropped unread) before its connection is closed. */
const LINGER_MS = 5_000;

/**
 * After refusing a body, the rest of it is still on its way. Closing the connection at once would answer the
 * client with a reset that can swallow the 413 (the kernel drops unread data); the rest is dropped as it comes
 * for a moment instead, never stored, then the connection is closed if the client is still sending.
 */
const lingering = new WeakSet<IncomingMessage>();

function lingerThenClose(request: IncomingMessage): void {
  if (request.complete || lingering.has(request)) return;
  lingering.add(request);
  request.unpipe();
  request.on("data", () => {});
  request.resume();
  const timer = setTimeout(() => request.socket.destroy(), LINGER_MS);
  timer.unref();
  request.once("end", () => clearTimeout(timer));
}

/** A page from the cache: its stored headers and compressed body; a boat page still counts its view. */
function sendCachedPage(
  reply: FastifyReply,
  request: FastifyRequest,
  page: CachedPage,
  outcome: "hit" | "miss",
): FastifyReply {
  if (outcome === "hit" && page.detailView !== null) {
    countDetailView(page.detailView, { clientIp: request.ip, userAgent: request.headers["user-agent"] });
  }
  reply.code(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  if (page.encoding !== "identity") reply.header("Content-Encoding", page.encoding);
  reply.header("Vary", "Accept-Encoding, Accept-Language, Cookie");
  reply.header("X-Keel-Page-Cache", outcome);
  return reply.send(page.body);
}

async function sendFetchResponse(
  reply: FastifyReply,
  response: Response,
  request: FastifyRequest,
): Promise<FastifyReply> {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie" && name !== DETAIL_VIEW_HEADER) reply.header(name, value);
  }
  // React Router's data requests do not carry an action's headers: a rate-limited form still says when to
  // come back (the API's windows are a minute or more; documents carry the API's own value).
  if (response.status === 429 && !response.headers.has("retry-after")) reply.header("Retry-After", "60");
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  // Pages depend on the visitor's cookies (session, locale, team): a route's public Cache-Control holds for
  // anonymous visitors only, and no shared cache stores anything else. A signed-in visitor's pages are
  // stored nowhere, not even in the browser's cache (a shared computer's next user cannot page back to them).
  const cacheControl = response.headers.get("cache-control");
  if (isSignedIn(request)) reply.header("Cache-Control", "no-store");
  else if (!cacheControl || (sharedMaxAge(cacheControl) > 0 && !isAnonymous(request.headers)))
    reply.header("Cache-Control", "private, no-cache");
  if (!response.body) return reply.send();
  // A rendered page is compressed here, each burst flushed as it comes (page-compression.server.ts).
  const encoding = isPage(response) ? pageEncoding(request.headers["accept-encoding"]) : null;
  if (encoding) {
    reply.header("Content-Encoding", encoding);
    reply.header("Vary", varyOnEncoding(reply.getHeader("vary")));
    return reply.send(await compressedPage(response.body, encoding));
  }
  return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
}

/** A rendered document, not yet encoded: compressed here (page-compression.server.ts), not by the plugin. */
function isPage(response: Response): boolean {
  return (
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    !response.headers.has("content-encoding")
  );
}

/** The request carries a session cookie (whether still valid or not, its pages are personal). */
function isSignedIn(request: FastifyRequest): boolean {
  const name = tokenCookieName();
  return (request.headers.cookie ?? "").split(";").some((part) => part.trim().startsWith(`${name}=`));
}
