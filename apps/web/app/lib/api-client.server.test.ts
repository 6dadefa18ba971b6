import { describe, expect, it } from "vitest";
import { ApiError, retryAfterHeaders } from "./api-client.server.ts";

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
