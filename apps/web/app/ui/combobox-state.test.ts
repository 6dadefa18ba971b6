import { describe, expect, it } from "vitest";
import { comboboxOptions, isNavigationKey, matchKey, moveActive, optionForEnter } from "./combobox-state.ts";

const items = [
  { id: 1, label: "Bénéteau" },
  { id: 2, label: "Jeanneau" },
  { id: 3, label: "Sunseeker" },
];

describe("matchKey", () => {
  it("ignores case, accents, punctuation and spacing", () => {
    expect(matchKey("Bénéteau")).toBe("beneteau");
    expect(matchKey("  Sun-Odyssey   440 ")).toBe("sun odyssey 440");
    expect(matchKey("Ñautica")).toBe("nautica");
    expect(matchKey("   ")).toBe("");
  });
});

describe("comboboxOptions", () => {
  it("lists the items, then offers to create the query when nothing has that name", () => {
    expect(comboboxOptions(items.slice(0, 2), "Ben", true)).toEqual([
      { kind: "item", id: 1, label: "Bénéteau" },
      { kind: "item", id: 2, label: "Jeanneau" },
      { kind: "create", label: "Ben" },
    ]);
  });

  it("keeps the mark of the team's own free text still waiting for review", () => {
    expect(
      comboboxOptions([{ id: 7, label: "Chantier Inventé", pending: true }], "chantier invente", true),
    ).toEqual([{ kind: "item", id: 7, label: "Chantier Inventé", pending: true }]);
  });

  it("does not offer to create a name that exists in another case or with other accents", () => {
    expect(comboboxOptions(items, "beneteau", true).map((o) => o.kind)).toEqual(["item", "item", "item"]);
    expect(comboboxOptions(items, "JEANNEAU", true).some((o) => o.kind === "create")).toBe(false);
  });

  it("offers nothing to create for a blank query or when free text is off", () => {
    expect(comboboxOptions([], "   ", true)).toEqual([]);
    expect(comboboxOptions([], "Riva", false)).toEqual([]);
  });

  it("offers only the create option when nothing matches, with spaces tidied", () => {
    expect(comboboxOptions([], "  Chantier   Inventé ", true)).toEqual([
      { kind: "create", label: "Chantier Inventé" },
    ]);
  });
});

describe("moveActive", () => {
  it("moves down and up with wrapping", () => {
    expect(moveActive(-1, "ArrowDown", 3)).toBe(0);
    expect(moveActive(0, "ArrowDown", 3)).toBe(1);
    expect(moveActive(2, "ArrowDown", 3)).toBe(0);
    expect(moveActive(-1, "ArrowUp", 3)).toBe(2);
    expect(moveActive(0, "ArrowUp", 3)).toBe(2);
    expect(moveActive(2, "ArrowUp", 3)).toBe(1);
  });

  it("jumps to the ends and by pages", () => {
    expect(moveActive(1, "Home", 30)).toBe(0);
    expect(moveActive(1, "End", 30)).toBe(29);
    expect(moveActive(-1, "PageDown", 30)).toBe(10);
    expect(moveActive(25, "PageDown", 30)).toBe(29);
    expect(moveActive(5, "PageUp", 30)).toBe(0);
    expect(moveActive(15, "PageUp", 30)).toBe(5);
  });

  it("has nothing to activate in an empty list", () => {
    expect(moveActive(0, "ArrowDown", 0)).toBe(-1);
    expect(moveActive(-1, "End", 0)).toBe(-1);
  });

  it("recognises the navigation keys only", () => {
    expect(isNavigationKey("ArrowDown")).toBe(true);
    expect(isNavigationKey("PageUp")).toBe(true);
    expect(isNavigationKey("Enter")).toBe(false);
    expect(isNavigationKey("a")).toBe(false);
  });
});

describe("optionForEnter", () => {
  const options = comboboxOptions(items, "jeanneau", true);

  it("picks the active option", () => {
    expect(optionForEnter(options, 2, "jeanneau")).toEqual({ kind: "item", id: 3, label: "Sunseeker" });
  });

  it("with none active, picks the item named exactly as typed", () => {
    expect(optionForEnter(options, -1, "JEANNEAU")).toEqual({ kind: "item", id: 2, label: "Jeanneau" });
  });

  it("with none active and no exact name, picks nothing", () => {
    expect(optionForEnter(options, -1, "Jean")).toBeNull();
    expect(optionForEnter(options, -1, "")).toBeNull();
  });
});
