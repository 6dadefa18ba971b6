import { ICON_API } from "@keel/contracts/ui-constants";
import { afterEach, describe, expect, it, vi } from "vitest";
import { iconRequestUrls, parseIconSet, symbolMarkup } from "./icon-set.ts";

const body = '<path d="M1 1h22"/>';

describe("parseIconSet", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ["nothing", null],
    ["an array", []],
    ["no prefix", { icons: { mail: { body } } }],
    ["an empty prefix", { prefix: "", icons: { mail: { body } } }],
    ["no icons", { prefix: "lucide" }],
    ["icons as a list", { prefix: "lucide", icons: [{ body }] }],
  ])("logs 'Failed to load custom icons' and yields nothing for %s", (_label, json) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(parseIconSet(json)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Failed to load custom icons"));
  });

  it("keeps the valid icons and skips each invalid one with an 'Invalid data' warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const set = parseIconSet({
      prefix: "lucide",
      width: 24,
      height: 24,
      icons: {
        mail: { body },
        empty: { body: "  " },
        number: { body: 42 },
        script: { body: "<script>alert(1)</script>" },
        handler: { body: '<path onload="x()"/>' },
        sized: { body, width: -3 },
        "Bad Name": { body },
      },
    });
    expect(set).toEqual({ prefix: "lucide", width: 24, height: 24, icons: { mail: { body } } });
    expect(warn).toHaveBeenCalledTimes(6);
    for (const [message] of warn.mock.calls) expect(message).toMatch(/^Invalid data/);
  });
});

describe("iconRequestUrls", () => {
  it("asks for all names in one URL when it fits", () => {
    expect(iconRequestUrls("/icons/lucide.json", ["mail", "x", "mail"])).toEqual([
      "/icons/lucide.json?icons=mail,x",
    ]);
  });

  it("splits a long list so that no URL passes the limit, and loses no name", () => {
    const names = Array.from({ length: 120 }, (_, index) => `icon-number-${index}`);
    const urls = iconRequestUrls("https://api.iconify.design/lucide.json", names);
    expect(urls.length).toBeGreaterThan(1);
    for (const url of urls) expect(url.length).toBeLessThanOrEqual(ICON_API.maxUrlLength);
    const asked = urls.flatMap((url) => new URL(url).searchParams.get("icons")!.split(","));
    expect(asked).toEqual(names);
  });

  it("drops a name that could never fit", () => {
    expect(iconRequestUrls("/i.json", ["a".repeat(600), "mail"], 100)).toEqual(["/i.json?icons=mail"]);
  });
});

describe("symbolMarkup", () => {
  it("draws the icon in its own box, else the set's", () => {
    expect(symbolMarkup({ width: 24, height: 24 }, "mail", { body })).toBe(
      `<symbol id="icon-mail" viewBox="0 0 24 24">${body}</symbol>`,
    );
    expect(symbolMarkup({}, "wide", { body, width: 32 })).toContain('viewBox="0 0 32 16"');
  });
});
