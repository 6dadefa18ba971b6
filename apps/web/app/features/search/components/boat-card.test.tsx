// @vitest-environment happy-dom
import type { TBoatCard } from "@keel/contracts/boats";
import { LOCALES, type Locale } from "@keel/contracts/locales";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider, type Messages } from "#app/lib/i18n.ts";
import { textsOf } from "#app/lib/texts.fixture.ts";
import { BoatCards } from "./boat-card.tsx";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const CARD: TBoatCard = {
  id: 7,
  slug: "oceanis-40-2018-7",
  title: "Beneteau Oceanis 40",
  price: { amount: 18_500_000, currency: "EUR" },
  isPriceOnRequest: false,
  isVatIncluded: true,
  yearBuilt: 2018,
  lengthM: 12.2,
  country: "FR",
  city: "La Rochelle",
  condition: "Used",
  photo: null,
  publishedAt: "2026-11-01T00:00:00.000Z",
  status: "published",
  priceReduction: null,
};

let root: Root | undefined;
let container: HTMLElement;
/** What the stub's route renders (a route component takes no props). */
let rendered: { boat: TBoatCard; locale: Locale; messages: Messages };

function CardPage() {
  const { boat, locale, messages } = rendered;
  return (
    <I18nProvider payload={{ locale, messages, brand: "Keel" }}>
      <BoatCards boats={[boat]} className="grid" />
    </I18nProvider>
  );
}

async function render(boat: TBoatCard, locale: Locale = "en-US") {
  rendered = { boat, locale, messages: textsOf(locale) };
  const Stub = createRoutesStub([{ path: "/", Component: CardPage }]);
  container = document.createElement("div");
  document.body.append(container);
  const created = createRoot(container);
  root = created;
  await act(async () => created.render(<Stub />));
  // The list is a static part (lib/static-part.tsx): rendered by the browser, as here, it suspends until its
  // module has loaded.
  await vi.waitFor(() => expect(container.querySelector(".boat-card-body")).not.toBeNull());
  return rendered.messages;
}

const link = () => container.querySelector<HTMLAnchorElement>("h3 a")!;
const describedBy = () => {
  const ids = link().getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent);
};

describe("<BoatCards> status", () => {
  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
  });

  it("shows an under-offer boat's status as a badge that describes the card's link", async () => {
    await render({ ...CARD, status: "under_offer" });
    const badges = [...container.querySelectorAll(".boat-card-badges > span")].map(
      (badge) => badge.textContent,
    );
    expect(badges).toEqual(["Under offer", "Used"]);
    expect(container.querySelector(".boat-card-badges > .badge-warning")?.textContent).toBe("Under offer");
    expect(link().textContent).toBe("Beneteau Oceanis 40");
    expect(describedBy()).toEqual(["Under offer"]);
  });

  it("shows no status for a boat simply for sale", async () => {
    await render(CARD);
    expect(container.textContent).not.toContain("Under offer");
    expect(link().hasAttribute("aria-describedby")).toBe(false);
  });

  it("shows a price-reduced boat's badge with its reduction, in the visitor's language", async () => {
    await render({ ...CARD, priceReduction: { percent: 12.5, at: "2026-11-20T08:00:00.000Z" } });
    expect(container.querySelector("[data-testid=price-reduced-badge]")?.textContent).toBe(
      "Price reduced -12.5%",
    );
    act(() => root?.unmount());
    container.remove();
    await render({ ...CARD, priceReduction: { percent: 12.5, at: "2026-11-20T08:00:00.000Z" } }, "fr");
    expect(
      container.querySelector("[data-testid=price-reduced-badge]")?.textContent?.replace(/\s/g, " "),
    ).toBe("Prix en baisse -12,5 %");
  });

  it("shows no price-reduced badge otherwise", async () => {
    await render(CARD);
    expect(container.querySelector("[data-testid=price-reduced-badge]")).toBeNull();
  });

  it.each(LOCALES.filter((locale) => locale !== "en-US"))("says it in %s", async (locale) => {
    const messages = await render({ ...CARD, status: "under_offer" }, locale);
    expect(describedBy()).toEqual([messages["boat.underOffer"]]);
    expect(messages["boat.underOffer"]).toEqual(expect.any(String));
  });
});

describe("<BoatCards> markup", () => {
  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
  });

  it("lists its facts as terms and values straight in the list, each term spoken in words", async () => {
    await render(CARD);
    const list = container.querySelector("dl")!;
    expect([...list.children].map((child) => child.tagName)).toEqual(["DT", "DD", "DT", "DD", "DT", "DD"]);
    const pairs = [...list.querySelectorAll("dt")].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ["Year built", "2018"],
      ["Length", "40 ft"],
      ["Location", "La Rochelle, France"],
    ]);
    // Each term's icon is drawn by its class (app.css): no inline icon, nothing else in the term but its name.
    // The place's class also starts its own row across the card, whichever facts come before it.
    expect([...list.querySelectorAll("dt")].map((term) => term.className)).toEqual([
      "fact-year",
      "fact-length",
      "fact-place",
    ]);
    expect(list.querySelector("svg")).toBeNull();
    // The term is its name alone (app.css keeps it out of sight below the icon): no element inside it.
    expect([...list.querySelectorAll("dt")].map((term) => term.innerHTML)).toEqual([
      "Year built",
      "Length",
      "Location",
    ]);
    expect(list.querySelectorAll("dd")[2]!.className).toBe("");
  });

  it("keeps the heart over the photo, in the list's static part, with one field fewer: its intent is the button's value", async () => {
    await render(CARD);
    const form = container.querySelector<HTMLFormElement>("form")!;
    // Markup of the list's static part (no hydration, no code on a list's first view), after the photo and before
    // the title's link: the same tab order as before. The page's `HeartDelegate` runs it
    // (features/favourites/components/heart-delegate.test.tsx).
    const article = container.querySelector("article")!;
    expect(form.parentElement).toBe(article);
    expect(article.closest("[data-static-part]")?.getAttribute("data-static-part")).toBe("card-grid");
    expect(article.lastElementChild?.className).toBe("boat-card-body");
    expect(form.nextElementSibling).toBe(article.lastElementChild);
    expect([form.method, form.getAttribute("action"), form.dataset.heart, form.dataset.title]).toEqual([
      "post",
      "/favourites",
      "7",
      "Beneteau Oceanis 40",
    ]);
    const fields = [...form.querySelectorAll<HTMLInputElement>("input")].map((input) => [
      input.name,
      input.value,
    ]);
    expect(fields).toEqual([
      ["boatId", "7"],
      ["back", "/"],
    ]);
    const button = form.querySelector("button")!;
    expect([button.name, button.value, button.type]).toEqual(["intent", "add", "submit"]);
    // A guest's heart asks them to sign in: not a toggle.
    expect([button.getAttribute("aria-label"), button.hasAttribute("aria-pressed")]).toEqual([
      "Sign in to save Beneteau Oceanis 40 to favorites",
      false,
    ]);
  });
});
