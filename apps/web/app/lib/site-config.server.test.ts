import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { standInForApi } from "./api-stand-in.fixture.ts";
import { dropKeptReadsOnChange, KEPT_MS, RETRY_MS } from "./kept-read.server.ts";

describe("the site settings, kept in the web server", () => {
  let restoreApi: () => Promise<void>;
  let settings: Record<string, string>;
  let down: boolean;
  let reads: number;
  let site: typeof import("./site-config.server.ts");

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.spyOn(console, "error").mockImplementation(() => {});
    settings = { supportEmail: "help@keel.test" };
    down = false;
    reads = 0;
    restoreApi = standInForApi((call) => {
      if (call.path !== "site-config") return { status: 404, body: {} };
      reads += 1;
      if (down) return { status: 503, body: { error: { code: "UNAVAILABLE", message: "down" } } };
      return { status: 200, body: { settings: { ...settings } } };
    });
    vi.resetModules();
    site = await import("./site-config.server.ts");
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    await restoreApi();
  });

  it("awaits the first load, serves it for a minute, then refreshes in the background", async () => {
    expect(await site.getSiteSetting("supportEmail")).toBe("help@keel.test");
    expect(await site.getSiteSetting("missing", "fallback")).toBe("fallback");
    for (let i = 0; i < 10; i++) await site.getSiteSettings();
    expect(reads).toBe(1);
    settings.supportEmail = "new@keel.test";
    vi.setSystemTime(Date.now() + KEPT_MS);
    // The read after the minute is not awaited: the old settings serve until it answers.
    expect(await site.getSiteSetting("supportEmail")).toBe("help@keel.test");
    await vi.waitFor(async () => expect(await site.getSiteSetting("supportEmail")).toBe("new@keel.test"));
    expect(reads).toBe(2);
  });

  it("gives none while the API never answered, and keeps the last good settings when it fails", async () => {
    down = true;
    expect(await site.getSiteSettings()).toEqual({});
    expect(await site.getSiteSettings()).toEqual({});
    expect(reads).toBe(1);
    down = false;
    vi.setSystemTime(Date.now() + RETRY_MS);
    expect(await site.getSiteSetting("supportEmail")).toBe("help@keel.test");
    down = true;
    vi.setSystemTime(Date.now() + KEPT_MS);
    await site.getSiteSettings();
    await vi.waitFor(() => expect(reads).toBe(3));
    expect(await site.getSiteSetting("supportEmail")).toBe("help@keel.test");
  });

  it("is not read again for a change every page shows (a minute behind, as before)", async () => {
    expect(await site.getSiteSetting("supportEmail")).toBe("help@keel.test");
    settings.supportEmail = "new@keel.test";
    dropKeptReadsOnChange();
    expect(await site.getSiteSetting("supportEmail")).toBe("help@keel.test");
    expect(reads).toBe(1);
  });
});
