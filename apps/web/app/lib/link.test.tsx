import type { ComponentType, ReactNode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  type LinkProps,
  type NavLinkProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
  StaticRouterProvider,
} from "react-router";
import { describe, expect, it } from "vitest";
import { ServerLink, ServerNavLink } from "./link.tsx";

/** What a page's server render writes for `node`, at `url`, as React Router's server rendering does. */
async function serverMarkup(url: string, node: ReactNode): Promise<string> {
  const handler = createStaticHandler([{ path: "*", element: node }]);
  const context = await handler.query(new Request(`http://site${url}`));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

/** Paths written as they are, and paths left to React Router (relative, another site, to encode, empty parts). */
const PATHS = [
  "/",
  "/boats",
  "/boats/fiart-39-seawalker-2015-1a8",
  "/fr/bateaux?type=sailboat&page=2",
  "/#latest",
  "/partners/",
  "/legal/terms.v2",
  "/boats?q=a b#top",
  "boats",
  "../boats",
  "",
  "//evil.example/x",
  "https://example.com/x",
  "/a/../b",
  "/bateaux/été",
  "/boats?",
  "/boats#",
  "/boats/?page=1",
];

const LOCATIONS = ["/", "/boats", "/boats/x", "/Boats", "/fr/bateaux", "/partners/", "/partnership"];

/**
 * Each case's link rendered by `Ours` and by React Router's `Theirs` at every location, as `[location, ours,
 * theirs]` markup: the same props, each link named by its case.
 */
async function sideBySide<P extends object>(
  Ours: ComponentType<P>,
  Theirs: ComponentType<P>,
  variants: (to: string) => P[],
): Promise<[string, string, string][]> {
  const cases = PATHS.flatMap((to) =>
    variants(to).map((props, variant) => ({ id: `${to} ${variant}`, props })),
  );
  const render = (Link: ComponentType<P>, location: string) =>
    serverMarkup(
      location,
      cases.map(({ id, props }) => (
        <Link key={id} {...props}>
          {id}
        </Link>
      )),
    );
  return Promise.all(
    LOCATIONS.map(async (location) => [
      location,
      await render(Ours, location),
      await render(Theirs, location),
    ]),
  );
}

describe("ServerLink", () => {
  it("writes the same markup as React Router's Link for every kind of path and prop", async () => {
    const rendered = await sideBySide<LinkProps>(ServerLink, RouterLink, (to) => [
      { to },
      { to, className: "boat-card-link", "aria-describedby": "s1", ...{ "data-preload": "" } },
      {
        to,
        target: "_blank",
        rel: "noopener",
        replace: true,
        state: { from: 1 },
        defaultShouldRevalidate: false,
      },
      { to, reloadDocument: true },
      { to, discover: "none" },
      { to, prefetch: "render" },
    ]);
    for (const [location, ours, routers] of rendered) expect(ours, location).toBe(routers);
  });
});

describe("ServerNavLink", () => {
  it("marks the current page as React Router's NavLink does, with the same markup", async () => {
    const rendered = await sideBySide<NavLinkProps>(ServerNavLink, RouterNavLink, (to) => [
      { to },
      { to, end: true, className: "site-nav-link" },
      { to, caseSensitive: true, "aria-current": "location" },
      { to, className: ({ isActive }) => (isActive ? "on" : "off") },
    ]);
    for (const [location, ours, routers] of rendered) {
      expect(ours, location).toBe(routers);
      // The comparison means something: some links are the current page's, some are not.
      expect(ours, location).toContain('aria-current="page"');
      expect(ours, location).toMatch(/<a class="site-nav-link" href/);
    }
  });
});
