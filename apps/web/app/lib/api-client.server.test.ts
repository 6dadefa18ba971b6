import { createServer, type Server, type ServerResponse } from "node:http";
import { connect } from "node:net";
import { Agent, type Dispatcher, getGlobalDispatcher, setGlobalDispatcher } from "undici";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError, apiRequest, isApiError, retryAfterHeaders } from "./api-client.server.ts";
import { type StandInCall, standInForApi } from "./api-stand-in.fixture.ts";

describe("retryAfterHeaders", () => {
  it("passes the API's wait on to a rate-limited page", () => {
    const limited = new ApiError(429, "RATE_LIMITED", "Too many attempts", undefined, 840);
    expect(retryAfterHeaders(limited)).toEqual({ "Retry-After": "840" });
  });

  it("says a minute when the API named no wait", () => {
    expect(retryAfterHeaders(new ApiError(429, "RATE_LIMITED", "Too many attempts"))).toEqual({
      "Retry-After": "60",
    });
  });

  it("adds nothing to other refusals", () => {
    expect(
      retryAfterHeaders(new ApiError(401, "INVALID_CREDENTIALS", "Invalid credentials")),
    ).toBeUndefined();
    expect(retryAfterHeaders(new Error("network"))).toBeUndefined();
  });
});

describe("apiRequest", () => {
  let restoreApi: () => Promise<void>;
  let seen: StandInCall[] = [];
  afterEach(async () => {
    await restoreApi();
  });

  it("sends the visitor's context and the JSON body, and returns the answer the schema reads", async () => {
    seen = [];
    restoreApi = standInForApi((call) => {
      seen.push(call);
      return { status: 200, body: { id: 7, extra: "dropped" } };
    });
    const answer = await apiRequest("/boats/7", {
      method: "PATCH",
      query: { view: "detail", skipped: undefined },
      body: { title: "Sea Ray" },
      token: "t0k",
      locale: "fr",
      clientIp: "203.0.113.9",
      userAgent: "Mozilla/5.0",
      schema: z.object({ id: z.number() }),
    });
    expect(answer).toEqual({ id: 7 });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: "PATCH",
      path: "boats/7?view=detail",
      body: { title: "Sea Ray" },
    });
    expect(seen[0]?.headers).toMatchObject({
      accept: "application/json",
      authorization: "Bearer t0k",
      "accept-language": "fr",
      "x-forwarded-for": "203.0.113.9",
      "user-agent": "Mozilla/5.0",
      "content-type": "application/json",
    });
  });

  it("turns an error answer into an ApiError with its code, message and wait", async () => {
    restoreApi = standInForApi(() => ({
      status: 429,
      body: { error: { code: "RATE_LIMITED", message: "Too many attempts", details: { limit: 5 } } },
    }));
    const failure = await apiRequest("auth/login", { method: "POST", body: {}, schema: z.unknown() }).catch(
      (error: unknown) => error,
    );
    expect(isApiError(failure, 429)).toBe(true);
    expect(failure).toMatchObject({
      code: "RATE_LIMITED",
      message: "Too many attempts",
      details: { limit: 5 },
    });
  });

  it("fails loudly when the answer drifts from its contract", async () => {
    restoreApi = standInForApi(() => ({ status: 200, body: { id: "seven" } }));
    await expect(apiRequest("boats/7", { schema: z.object({ id: z.number() }) })).rejects.toThrow();
  });
});

/**
 * A real API process stand-in that answers as `respond` says, however slowly: every call of the client is sent
 * to it (whatever the configured API address), over a real connection.
 */
async function slowApi(respond: (response: ServerResponse) => void): Promise<() => Promise<void>> {
  const server: Server = createServer((_request, response) => respond(response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  const previous: Dispatcher = getGlobalDispatcher();
  const agent = new Agent({
    connect: (_options, callback) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => callback(null, socket));
      socket.once("error", (error) => callback(error, null));
    },
  });
  setGlobalDispatcher(agent);
  return async () => {
    setGlobalDispatcher(previous);
    await agent.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
}

describe("apiRequest's time limit and the visitor leaving", () => {
  let restoreApi: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await restoreApi?.();
    restoreApi = undefined;
  });

  it("gives up when the API does not start answering in time", async () => {
    restoreApi = await slowApi(() => {
      // Never answers.
    });
    await expect(apiRequest("boats/7", { timeoutMs: 50, schema: z.unknown() })).rejects.toMatchObject({
      code: "UND_ERR_HEADERS_TIMEOUT",
    });
  });

  it("gives up when the API stops sending its answer half-way", async () => {
    restoreApi = await slowApi((response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.write('{"id":');
    });
    // A body that could not be read is no JSON (null), which no contract accepts: the call fails, and ends.
    await expect(
      apiRequest("boats/7", { timeoutMs: 50, schema: z.object({ id: z.number() }) }),
    ).rejects.toThrow(/expected object/i);
  });

  it("waits for an answer that comes within the time", async () => {
    restoreApi = await slowApi((response) => {
      setTimeout(() => response.writeHead(200, { "content-type": "application/json" }).end('{"id":7}'), 20);
    });
    await expect(
      apiRequest("boats/7", { timeoutMs: 5_000, schema: z.object({ id: z.number() }) }),
    ).resolves.toEqual({ id: 7 });
  });

  it("stops the call when the visitor goes away", async () => {
    const seen: string[] = [];
    restoreApi = await slowApi(() => {
      seen.push("asked");
    });
    const visitor = new AbortController();
    const call = apiRequest("boats/7", { signal: visitor.signal, schema: z.unknown() });
    while (seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    visitor.abort();
    await expect(call).rejects.toMatchObject({ name: "AbortError" });
  });
});
