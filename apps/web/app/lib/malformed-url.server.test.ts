import { describe, expect, it } from "vitest";
import { escapeMalformedPath } from "./malformed-url.server.ts";

describe("escapeMalformedPath", () => {
  it("escapes the percent signs of a segment that cannot be decoded, and only of that one", () => {
    expect(escapeMalformedPath("/partners/%ff")).toBe("/partners/%25ff");
    expect(escapeMalformedPath("/fr/partners/caf%C3%A9/%e0%a4?q=%ff")).toBe(
      "/fr/partners/caf%C3%A9/%25e0%25a4?q=%ff",
    );
    expect(decodeURIComponent(escapeMalformedPath("/partners/%ff").split("/")[2]!)).toBe("%ff");
  });

  it("leaves a decodable path as it is", () => {
    expect(escapeMalformedPath("/boats/a%20b?x=1#top")).toBe("/boats/a%20b?x=1#top");
  });
});
