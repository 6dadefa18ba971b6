// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ColorModeProvider } from "#app/lib/color-mode-provider.tsx";
import { I18nProvider, type Messages } from "#app/lib/i18n.ts";
import { createTestRoot } from "#app/ui/test-root.ts";
import { SiteFooter } from "./site-footer.tsx";

const messages = JSON.parse(
  readFileSync(join(import.meta.dirname, "../locales/en-US.json"), "utf8"),
) as Messages;

const root = { social: [], prices: { currency: "GBP", rates: {} } };

function Page() {
  return (
    <I18nProvider payload={{ locale: "en-US", messages, brand: "Keel" }}>
      <ColorModeProvider>
        <SiteFooter />
      </ColorModeProvider>
    </I18nProvider>
  );
}
const Stub = createRoutesStub([
  { id: "root", path: "/", Component: Outlet, children: [{ path: "boats", Component: Page }] },
]);
const page = (
  <Stub initialEntries={["/boats?q=sail&pricesIn=USD"]} hydrationData={{ loaderData: { root } }} />
);

const view = createTestRoot();

describe("<SiteFooter>'s currency choice", () => {
  beforeEach(view.mount);
  afterEach(view.unmount);

  it("is served as a static part: a GET form for this page, its query kept, the visitor's currency chosen", async () => {
    // The server has loaded the footer's parts before it renders.
    await import("./site-footer-parts.tsx");
    await new Promise((resolve) => setTimeout(resolve, 0));
    vi.stubEnv("SSR", true);
    const html = renderToString(page);
    vi.unstubAllEnvs();
    const part = html.slice(html.indexOf(`data-static-part="footer-currency"`));
    expect(part).toMatch(/^data-static-part="footer-currency"><form [^>]*action="\/boats" method="get">/);
    expect(part).toContain('<input type="hidden" name="q" value="sail"/>');
    expect(part).not.toContain('value="USD"/>');
    expect(part).toMatch(/<option value="GBP" selected="">GBP<\/option>/);
  });

  it("is rendered by the browser once its module has loaded", async () => {
    view.render(page);
    await vi.waitFor(() => expect(view.container.querySelector('select[name="pricesIn"]')).not.toBeNull());
    expect(view.container.querySelector<HTMLSelectElement>('select[name="pricesIn"]')!.value).toBe("GBP");
    expect(view.container.querySelector('input[name="q"]')?.getAttribute("value")).toBe("sail");
  });
});
