import { VERSION_CHECK } from "@keel/contracts/ui-constants";
import { describe, expect, it, vi } from "vitest";
import { decideVersionAction, fetchLatestBuildId, parseManifest } from "./version-check.ts";

describe("parseManifest", () => {
  it("reads a non-empty string buildId", () => {
    expect(parseManifest({ buildId: "b2", builtAt: "2025-01-01" })).toBe("b2");
  });

  it("rejects anything else", () => {
    for (const json of [null, "b2", [], {}, { buildId: "" }, { buildId: 2 }])
      expect(parseManifest(json)).toBeNull();
  });
});

describe("decideVersionAction", () => {
  const base = { currentBuildId: "b1", latestBuildId: "b2", isHidden: false, reloadedFor: null };

  it("waits for the next navigation when a new build appears while the user is looking", () => {
    expect(decideVersionAction(base)).toBe("reload-on-navigation");
  });

  it("reloads at once when the tab is hidden", () => {
    expect(decideVersionAction({ ...base, isHidden: true })).toBe("reload-now");
  });

  it("does nothing for the same build, an unknown latest build (fetch error) or no current build id", () => {
    expect(decideVersionAction({ ...base, latestBuildId: "b1" })).toBe("none");
    expect(decideVersionAction({ ...base, latestBuildId: null })).toBe("none");
    expect(decideVersionAction({ ...base, currentBuildId: "" })).toBe("none");
  });

  it("never reloads twice for the same build (a stale cache cannot cause a reload loop)", () => {
    expect(decideVersionAction({ ...base, isHidden: true, reloadedFor: "b2" })).toBe("none");
    expect(decideVersionAction({ ...base, reloadedFor: "b0" })).toBe("reload-on-navigation");
  });
});

describe("fetchLatestBuildId", () => {
  const json = (body: unknown, status = 200) =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
    );

  it("fetches the manifest with a timestamp query, bypassing caches", async () => {
    const fetchImpl = vi.fn<typeof fetch>(() => json({ buildId: "b2" }));
    expect(await fetchLatestBuildId(fetchImpl)).toBe("b2");
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(String(url)).toMatch(new RegExp(`^${VERSION_CHECK.manifestPath}\\?t=\\d+$`));
    expect(init?.cache).toBe("no-store");
  });

  it("answers null on network errors, error statuses and invalid bodies", async () => {
    expect(await fetchLatestBuildId(() => Promise.reject(new TypeError("offline")))).toBeNull();
    expect(await fetchLatestBuildId(() => json({ buildId: "b2" }, 503))).toBeNull();
    expect(await fetchLatestBuildId(() => Promise.resolve(new Response("<html>")))).toBeNull();
    expect(await fetchLatestBuildId(() => json({ version: 3 }))).toBeNull();
  });
});
