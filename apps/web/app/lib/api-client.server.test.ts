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
