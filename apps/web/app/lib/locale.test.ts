import { describe, expect, it } from "vitest";
import { localizeHref, localizePath, splitLocalePath } from "./locale.ts";

describe("locale paths", () => {
  it("splits the prefix off a path", () => {
    expect(splitLocalePath("/fr/dashboard")).toEqual({ locale: "fr", path: "/dashboard", segment: "fr" });
    expect(splitLocalePath("/es")).toEqual({ locale: "es", path: "/", segment: "es" });
    expect(splitLocalePath("/dashboard")).toEqual({ locale: "en-US", path: "/dashboard" });
    expect(splitLocalePath("/")).toEqual({ locale: "en-US", path: "/" });
    expect(splitLocalePath("/en-US/x")).toEqual({ locale: "en-US", path: "/en-US/x" });
  });

  it("adds the prefix of non-default locales only", () => {
    expect(localizePath("/dashboard", "fr")).toBe("/fr/dashboard");
    expect(localizePath("/", "en-GB")).toBe("/en-GB");
    expect(localizePath("/dashboard", "en-US")).toBe("/dashboard");
    expect(localizeHref("/auth/login?redirect=%2Fx#top", "it")).toBe("/it/auth/login?redirect=%2Fx#top");
  });
});
