import { LOCALES } from "@keel/contracts/locales";
import { describe, expect, it } from "vitest";
import { loadMessages } from "./i18n.server.ts";

describe("loadMessages", () => {
  it("gives en-GB every en-US text, with its British words on top", async () => {
    const [us, gb] = await Promise.all([loadMessages("en-US"), loadMessages("en-GB")]);
    expect(Object.keys(gb).sort()).toEqual(Object.keys(us).sort());
    expect(us["colorMode.label"]).toBe("Color mode");
    expect(gb["colorMode.label"]).toBe("Colour mode");
    expect(gb["meta.defaultTitle"]).toBe(us["meta.defaultTitle"]);
  });

  it.each(LOCALES)("loads the %s texts file", async (locale) => {
    expect(Object.keys(await loadMessages(locale)).length).toBeGreaterThan(1000);
  });
});
