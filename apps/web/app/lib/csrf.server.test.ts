import { describe, expect, it } from "vitest";
import { checkSameOrigin } from "./csrf.server.ts";

const own = ["http://127.0.0.1:3000", "https://keel.example"];
const post = (headers: Record<string, string>) => checkSameOrigin({ method: "POST", headers }, own);
const session = { cookie: "keel_token=abc" };

describe("checkSameOrigin", () => {
  it("lets reads through whatever their headers", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"])
      expect(
        checkSameOrigin({ method, headers: { origin: "https://evil.example", ...session } }, own),
      ).toEqual({
        allowed: true,
      });
  });

  it("accepts a state change from the site's own origins", () => {
    expect(post({ origin: "http://127.0.0.1:3000", ...session }).allowed).toBe(true);
    expect(post({ origin: "https://keel.example", ...session }).allowed).toBe(true);
  });

  it("refuses another origin, a look-alike and the opaque null origin", () => {
    for (const origin of [
      "https://evil.example",
      "https://keel.example.evil.example",
      "http://keel.example",
      "null",
    ])
      expect(post({ origin, ...session }), origin).toEqual({ allowed: false, reason: "origin" });
  });

  it("falls back to the Referer when there is no Origin", () => {
    expect(post({ referer: "https://keel.example/dashboard/settings/team", ...session }).allowed).toBe(true);
    // The audit's case: no Origin, a foreign Referer, a session cookie (it deleted a team).
    expect(post({ referer: "https://evil.example/page", ...session })).toEqual({
      allowed: false,
      reason: "referer",
    });
    expect(post({ referer: "not a url", ...session })).toEqual({ allowed: false, reason: "referer" });
  });

  it("an Origin wins over the Referer", () => {
    expect(
      post({ origin: "https://evil.example", referer: "https://keel.example/", ...session }).allowed,
    ).toBe(false);
  });

  it("refuses a request with cookies and neither header, lets a cookie-less one through", () => {
    expect(post(session)).toEqual({ allowed: false, reason: "no-origin-or-referer" });
    for (const method of ["PUT", "PATCH", "DELETE"])
      expect(checkSameOrigin({ method, headers: session }, own).allowed).toBe(false);
    expect(post({}).allowed).toBe(true);
  });
});
