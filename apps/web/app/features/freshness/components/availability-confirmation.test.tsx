// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { resolveTexts } from "@keel/contracts/texts";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider, type Messages } from "#app/lib/i18n.ts";
import { Card, CardContent, CardDescription, CardHeader } from "#app/ui/card.tsx";
import { AvailabilityConfirmation } from "./availability-confirmation.tsx";

const messages = resolveTexts(
  "fr",
  (l) =>
    JSON.parse(readFileSync(join(import.meta.dirname, `../../../locales/${l}.json`), "utf8")) as Messages,
);

/** What the stub route renders (the page uses the router's navigation state). */
let shown: ReactNode = null;
const Shown = () => shown;
const Stub = createRoutesStub([{ path: "/", Component: Shown }]);

function render(node: ReactNode): HTMLElement {
  shown = node;
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(
    <I18nProvider payload={{ locale: "fr", messages, brand: "Keel" }}>
      <Stub />
    </I18nProvider>,
  );
  return container;
}

const boat = {
  id: 7,
  title: "Sun Odyssey 40",
  reference: "SO-40",
  slug: "sun-odyssey-40",
  teamName: "Chantier Nord",
  lastConfirmedAt: "2026-09-01T10:00:00.000Z",
  isHidden: true,
};

describe("the availability confirmation page", () => {
  // The page draws the card on plain elements (client JS budget): its markup must stay the Card components'.
  it.each([
    ["asking", <AvailabilityConfirmation key="a" state="asking" boat={boat} />],
    ["confirmed", <AvailabilityConfirmation key="c" state="confirmed" boat={boat} message="Merci" />],
    ["dead", <AvailabilityConfirmation key="d" state="dead" />],
  ])("draws the card as ui/card.tsx does (%s)", (_, page) => {
    const view = render(page);
    const cards = render(
      <Card className="w-full">
        <CardHeader>
          <CardDescription />
        </CardHeader>
        <CardContent />
        <CardContent className="flex flex-col gap-4" />
      </Card>,
    );
    const classOf = (root: HTMLElement, selector: string) => root.querySelector(selector)?.className;
    expect(classOf(view, ".max-w-xl > div")).toBe(classOf(cards, ":scope > div"));
    expect(classOf(view, ".max-w-xl > div > div:first-child")).toBe(
      classOf(cards, ":scope > div > div:first-child"),
    );
    expect(classOf(view, "h1 + p")).toBe(classOf(cards, "p"));
    expect(classOf(view, ".max-w-xl > div > div:last-child")).toBe(
      classOf(cards, _ === "dead" ? ":scope > div > div:nth-child(2)" : ":scope > div > div:last-child"),
    );
  });

  it("asks with the boat's details and one button that posts, and links to the editor", () => {
    const view = render(<AvailabilityConfirmation state="asking" boat={boat} />);
    expect(view.querySelector("h1")?.textContent).toBeTruthy();
    expect(view.textContent).toContain("SO-40");
    expect(view.querySelector("form[method=post] button[type=submit]")).not.toBeNull();
    expect(view.querySelector('a[href="/fr/dashboard/boats/7"]')).not.toBeNull();
  });
});
