/**
 * The public boat pages, mounted inside the public layout by routes.ts for every locale: the search, the
 * brand options its filter asks for, a boat by slug and the product's localized detail URL by id.
 * `boats/options/brands` has two segments, so it can never shadow a boat's `boats/:slug`.
 */
import { layout, type RouteConfigEntry, route } from "@react-router/dev/routes";

type RouteId = (name: string) => { id: string };

export function publicBoatRoutes(id: RouteId): RouteConfigEntry[] {
  return [
    route("boats", "features/search/routes/search.tsx", id("public/search")),
    route(
      "boats/options/brands",
      "features/search/routes/brand-options.ts",
      id("public/search/brand-options"),
    ),
    // The reminder e-mail's one-click link (decision 025): two segments, like the brand options.
    route("boats/confirm/:token", "features/freshness/routes/confirm.tsx", id("public/boat/confirm")),
    route("boats/:slug", "features/boat-page/routes/boat.tsx", id("public/boat")),
    route("details/:id", "features/boat-page/routes/boat.tsx", id("public/boat/details")),
  ];
}

/**
 * `/{lang}/details/{id}` with the product's own names of English (US): `/en/details/{id}` and
 * `/en-US/details/{id}`, which are not locale prefixes of this site (en-US is unprefixed). They render the
 * en-US page; the locale negotiation serves them as is (lib/details-path.ts).
 */
export function englishDetailsRoutes(): RouteConfigEntry[] {
  return [
    layout("shell/routes/public-layout.tsx", { id: "en-details/public/layout" }, [
      route("en/details/:id", "features/boat-page/routes/boat.tsx", { id: "en/public/boat/details" }),
      route("en-US/details/:id", "features/boat-page/routes/boat.tsx", {
        id: "en-US/public/boat/details",
      }),
    ]),
  ];
}
