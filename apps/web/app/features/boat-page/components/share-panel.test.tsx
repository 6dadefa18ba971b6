// @vitest-environment happy-dom
import type { Locale } from "@keel/contracts/locales";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider, type Messages } from "#app/lib/i18n.ts";
import { textsOf } from "#app/lib/texts.fixture.ts";
import { SharePanel } from "./share-panel.tsx";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement;
let rendered: { locale: Locale; messages: Messages };

function SharePage() {
  const { locale, messages } = rendered;
  return (
    <I18nProvider payload={{ locale, messages, brand: "Keel" }}>
      <SharePanel id="share" slug="oceanis-40-2018-7" title="Beneteau Oceanis 40" />
    </I18nProvider>
  );
}

async function render(locale: Locale) {
  rendered = { locale, messages: textsOf(locale) };
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: SharePage }]);
  container = document.createElement("div");
  document.body.append(container);
  const created = createRoot(container);
  root = created;
  const site = { publicAppUrl: "https://keel.test" };
  await act(async () => created.render(<Stub hydrationData={{ loaderData: { root: { site } } }} />));
}

const hrefOf = (selector: string) => container.querySelector<HTMLAnchorElement>(selector)?.href ?? "";

describe("<SharePanel>", () => {
  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
  });

  it("shares the boat's public address in the page's language, from its slug (the page passes no address)", async () => {
    await render("fr");
    const address = "https://keel.test/fr/boats/oceanis-40-2018-7";
    expect(hrefOf('a[href^="https://www.facebook.com/"]')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(address)}`,
    );
    // The e-mail's body is the translated invitation with the title, then the address.
    expect(decodeURIComponent(hrefOf('a[href^="mailto:"]'))).toBe(
      `mailto:?subject=Beneteau Oceanis 40&body=Beneteau Oceanis 40, à vendre sur Keel\n\n${address}`,
    );
    expect(container.querySelector("section")?.id).toBe("share");
  });

  it("takes the unprefixed address in English (US)", async () => {
    await render("en-US");
    expect(hrefOf('a[href^="https://www.linkedin.com/"]')).toContain(
      encodeURIComponent("https://keel.test/boats/oceanis-40-2018-7"),
    );
  });
});
