import { readFileSync } from "node:fs";
import { join } from "node:path";
import { resolveTexts } from "@keel/contracts/texts";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider, type Messages } from "#app/lib/i18n.ts";
import { publicBoatFixture } from "#app/lib/public-boat.fixture.ts";
import { SpecSections } from "./spec-sections.tsx";

const messages = resolveTexts(
  "en-US",
  (l) =>
    JSON.parse(readFileSync(join(import.meta.dirname, `../../../locales/${l}.json`), "utf8")) as Messages,
);

describe("<SpecSections> equipment", () => {
  it("lists each item as its name alone: the tick is drawn by the list's class, not an icon per item", () => {
    const html = renderToStaticMarkup(
      <I18nProvider payload={{ locale: "en-US", messages, brand: "Keel" }}>
        <SpecSections boat={publicBoatFixture()} groups={[]} />
      </I18nProvider>,
    );
    expect(html).toContain(
      '<h3 class="text-base">Navigation</h3><ul class="check-list"><li>GPS</li><li>Autopilot</li></ul>',
    );
    expect(html).not.toContain("<svg");
  });
});
