/**
 * The web server's `/api` proxy when the API misbehaves (docs/decisions/026-web-security.md). A web server of
 * its own runs here in front of a stand-in API this file controls: it can echo what reached it, break the
 * connection off, or be gone altogether. Every failure must come back at once in the one error shape (502, or
 * 503 with Retry-After while the API is unreachable), never with the proxy's internals.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort, waitForHttpOk } from "../../../../scripts/lib/net.ts";
import { type Service, startService } from "../../../../scripts/lib/services.ts";
import { ROOT } from "../../../../scripts/lib/steps.ts";
import { rawPost } from "./raw-http.ts";

const MB = 1024 * 1024;
let upstream: Server;
let web: Service;
let webUrl: string;

/** The stand-in API: `/api/v1/echo` reports what arrived; `/api/v1/break` drops the connection. */
function standInApi(request: IncomingMessage, response: ServerResponse): void {
  if (request.url?.startsWith("/api/v1/break")) {
    request.socket.destroy();
    return;
  }
  let bytes = 0;
  request.on("data", (chunk: Buffer) => {
    bytes += chunk.length;
  });
  request.on("end", () => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ bytes, expect: request.headers.expect ?? null }));
  });
}

beforeAll(async () => {
  upstream = createServer(standInApi);
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const apiUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const port = await freePort();
  webUrl = `http://127.0.0.1:${port}`;
  web = startService({
    name: "web (proxy tests)",
    command: process.execPath,
    args: ["server.ts"],
    cwd: join(ROOT, "apps/web"),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      API_URL: apiUrl,
      PUBLIC_APP_URL: webUrl,
      PAGE_CACHE_MB: "0",
    },
    output: { logFile: join(inject("logsDir"), "web-proxy.log") },
  });
  await waitForHttpOk(`${webUrl}/builds/latest.json`, { timeoutMs: 30_000, abortIf: web.exitReason });
});

afterAll(async () => {
  await web?.stop();
  await new Promise((resolve) => upstream?.close(resolve));
});

interface ErrorBody {
  error: { code: string; message: string };
}

/** Nothing of the proxy's own making: no library error codes, addresses or stack frames. */
function expectNoInternals(body: string): void {
  expect(body).not.toMatch(/FST_|ECONN|EPIPE|UND_ERR|127\.0\.0\.1|at \/|node_modules/);
}

describe("the /api proxy", () => {
  it("forwards a body sent with Expect: 100-continue whole, without the header the API's client refuses", async () => {
    const response = await rawPost(`${webUrl}/api/v1/echo`, {
      size: 5 * MB,
      declareLength: true,
      expectContinue: true,
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ bytes: 5 * MB, expect: null });
  });

  it("answers 502 in the one error shape when the API breaks the connection off", async () => {
    for (const method of ["GET", "POST"]) {
      const response = await rawPost(`${webUrl}/api/v1/break`, {
        method,
        size: method === "GET" ? 0 : 64 * 1024,
        declareLength: true,
        headers: { "content-type": "application/json", "accept-language": "it" },
        timeoutMs: 15_000,
      });
      expect(response.status, method).toBe(502);
      const { error } = JSON.parse(response.body) as ErrorBody;
      expect(error.code).toBe("BAD_GATEWAY");
      expect(error.message).toBe("Il servizio non ha risposto correttamente. Riprova.");
      expectNoInternals(response.body);
    }
  });

  it("answers 503 with Retry-After while the API cannot be reached, for API calls and media alike", async () => {
    await new Promise((resolve) => upstream.close(resolve));
    for (const path of ["/api/v1/boats", "/media/boats/1/photo.webp"]) {
      const response = await fetch(`${webUrl}${path}`, { signal: AbortSignal.timeout(15_000) });
      expect(response.status, path).toBe(503);
      expect(response.headers.get("retry-after"), path).toBe("5");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      const body = await response.text();
      expect((JSON.parse(body) as ErrorBody).error.code).toBe("SERVICE_UNAVAILABLE");
      expectNoInternals(body);
    }
    // A body sent to an API that is not there: the same answer, not a write error.
    const post = await rawPost(`${webUrl}/api/v1/auth/login`, {
      size: 512 * 1024,
      declareLength: true,
      headers: { "content-type": "application/json" },
      timeoutMs: 15_000,
    });
    expect(post.status).toBe(503);
    expectNoInternals(post.body);
  });
});
