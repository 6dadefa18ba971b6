import { describe, expect, it } from "vitest";
import { parseInline, placeholdersIn } from "./content.ts";

describe("parseInline", () => {
  it("splits text, code and links", () => {
    expect(parseInline("See the [plans](/pricing) and the `team_id` cookie.")).toEqual([
      { kind: "text", text: "See the " },
      { kind: "link", text: "plans", href: "/pricing" },
      { kind: "text", text: " and the " },
      { kind: "code", text: "team_id" },
      { kind: "text", text: " cookie." },
    ]);
  });

  it("reads mailto links and leaves lone brackets as text", () => {
    expect(parseInline("Write to [a@b.example](mailto:a@b.example).")).toEqual([
      { kind: "text", text: "Write to " },
      { kind: "link", text: "a@b.example", href: "mailto:a@b.example" },
      { kind: "text", text: "." },
    ]);
    expect(parseInline("a [b] (c) `d")).toEqual([{ kind: "text", text: "a [b] (c) `d" }]);
  });
});

describe("placeholdersIn", () => {
  it("lists the {names} a text uses", () => {
    expect(placeholdersIn("{brand} answers within {responseHours} hours")).toEqual([
      "brand",
      "responseHours",
    ]);
  });
});
