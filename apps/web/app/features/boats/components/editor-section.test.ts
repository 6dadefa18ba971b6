import { describe, expect, it } from "vitest";
import { currentSection } from "./editor-section.tsx";

describe("the editor's section navigation", () => {
  it("marks the last section whose title has passed the reading line", () => {
    expect(
      currentSection(
        [
          ["identity", -900],
          ["price", -200],
          ["location", 300],
          ["dimensions", 900],
        ],
        false,
      ),
    ).toBe("price");
    // A section whose title sits just under the sticky header (where its link put it) is the one read.
    expect(
      currentSection(
        [
          ["identity", -400],
          ["price", 112],
          ["location", 700],
        ],
        false,
      ),
    ).toBe("price");
  });

  it("marks the first section before any has scrolled past, and the last at the page's end", () => {
    expect(
      currentSection(
        [
          ["identity", 400],
          ["price", 900],
        ],
        false,
      ),
    ).toBe("identity");
    expect(
      currentSection(
        [
          ["media", -300],
          ["description", 200],
          ["photos", 600],
        ],
        true,
      ),
    ).toBe("photos");
  });
});
