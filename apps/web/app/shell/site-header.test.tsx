// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { act } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ColorModeProvider } from "#app/lib/color-mode-provider.tsx";
import { I18nProvider, type Messages } from "#app/lib/i18n.ts";
import { createTestRoot } from "#app/ui/test-root.ts";
import { SiteHeader } from "./site-header.tsx";

const messages = JSON.parse(
  readFileSync(join(import.meta.dirname, "../locales/en-US.json"), "utf8"),
) as Messages;

function Header() {
  return (
    <I18nProvider payload={{ locale: "en-US", messages, brand: "Keel" }}>
      <ColorModeProvider>
        <SiteHeader />
      </ColorModeProvider>
    </I18nProvider>
  );
}
const Stub = createRoutesStub([
  { path: "/", Component: Header },
  { path: "/partners", Component: () => null },
]);

const view = createTestRoot();
const colourModes = () => view.container.querySelectorAll('[role="radiogroup"]');

describe("<SiteHeader>", () => {
  beforeEach(view.mount);
  afterEach(view.unmount);

  it("serves the colour mode once (the wide header's) and the phone menu's links and languages", async () => {
    // As the server renders it: the languages are a static part (lib/static-part.tsx), whose module the server
    // has loaded before it renders.
    await Promise.all([
      import("./language-switcher.tsx"),
      import("./main-links.tsx"),
      import("./brand-logo.tsx"),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    vi.stubEnv("SSR", true);
    const html = renderToString(<Stub />);
    vi.unstubAllEnvs();
    // Each language list inside its `display: contents` wrapper.
    expect(html.match(/data-static-part="language-switcher"/g)).toHaveLength(2);
    expect(html.match(/role="radiogroup"/g)).toHaveLength(1);
    // Links and languages work without JavaScript: the phone menu carries them from the server.
    expect(html.match(/hrefLang="fr"/g)).toHaveLength(2);
    expect(html.match(/aria-label="Main navigation"/g)).toHaveLength(2);
    // The main links (twice) and the brand's link are static parts too, whole in the server's markup.
    expect(html.match(/data-static-part="main-links"/g)).toHaveLength(2);
    expect(html.match(/data-static-part="header-brand"/g)).toHaveLength(1);
    expect(html.match(/class="site-nav-link"[^>]*href="\/partners"/g)).toHaveLength(2);
    expect(html).toMatch(/data-static-part="header-brand"><a [^>]*aria-label="Keel home page"/);
  });

  it("closes the phone menu when one of its links is chosen, and not on other clicks inside", async () => {
    view.render(<Stub />);
    const menu = view.container.querySelector<HTMLDetailsElement>("details.sm\\:hidden")!;
    await vi.waitFor(() => expect(menu.querySelector('a[href="/partners"]')).not.toBeNull());
    menu.open = true;
    await act(async () =>
      menu.querySelector("nav")!.dispatchEvent(new MouseEvent("click", { bubbles: true })),
    );
    expect(menu.open).toBe(true);
    await act(async () => menu.querySelector<HTMLElement>('a[href="/partners"]')!.click());
    expect(menu.open).toBe(false);
  });

  it("renders the phone menu's colour mode when the menu opens, and drops it when it closes", async () => {
    view.render(<Stub />);
    // A client render waits for the languages' module (a static part rendered by the browser).
    await vi.waitFor(() => expect(colourModes()).toHaveLength(1));
    const menu = view.container.querySelector<HTMLDetailsElement>("details.sm\\:hidden")!;
    await act(async () => {
      menu.open = true;
      menu.dispatchEvent(new Event("toggle"));
    });
    expect(colourModes()).toHaveLength(2);
    expect(menu.querySelector('[role="radiogroup"]')?.getAttribute("aria-label")).toBe("Color mode");
    await act(async () => {
      menu.open = false;
      menu.dispatchEvent(new Event("toggle"));
    });
    expect(colourModes()).toHaveLength(1);
  });
});
