import { readFileSync } from "node:fs";
import { join } from "node:path";
import { resolveTexts } from "@keel/contracts/texts";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider, type Messages } from "#app/lib/i18n.ts";
import { publicBoatFixture } from "#app/lib/public-boat.fixture.ts";
import { BoatSection } from "./boat-sections.tsx";

const messages = resolveTexts(
  "en-US",
  (l) =>
    JSON.parse(readFileSync(join(import.meta.dirname, `../../../locales/${l}.json`), "utf8")) as Messages,
);

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <I18nProvider payload={{ locale: "en-US", messages, brand: "Keel" }}>{node}</I18nProvider>
    </MemoryRouter>,
  );

describe("<BoatSection> (the boat page's one kind of static part)", () => {
  it("shows a gone boat's notice: its title, why, and the way to the search", () => {
    const html = render(<BoatSection part="gone" gone={{ id: 7, slug: "old-boat", title: "Old Boat" }} />);
    expect(html).toContain(">Old Boat is no longer for sale</h1>");
    expect(html).toContain('href="/boats"');
    expect(html).not.toContain("<nav");
  });

  it("shows the section its part names, and that one only", () => {
    const boat = publicBoatFixture({ slug: "bavaria-c42-2021", title: "Bavaria C42" });
    const crumbs = render(
      <BoatSection part="breadcrumbs" boat={{ title: boat.title, titleLanguage: "en-US", boatType: null }} />,
    );
    expect(crumbs).toMatch(/^<nav /);
    expect(crumbs).toContain('aria-current="page"');
    const seller = render(<BoatSection part="seller" boat={boat} />);
    expect(seller).toContain("/api/v1/boats/bavaria-c42-2021/brochure.pdf?locale=en-US");
    expect(seller).not.toContain("<nav");
    expect(seller).not.toContain("<h1");
  });
});
