/**
 * The public boat pages, mounted inside the public layout by routes.ts for every locale: the search, the
 * brand options its filter asks for, a boat by slug and the product's localized detail URL by id.
 * `boats/options/brands` has two segments, so it can never shadow a boat's `boats/:slug`.
 */
import { layout, type RouteConfigEntry, route } from "@react-router/dev/routes";

type RouteId = (name: string) => { id: string };

export function publicBoatRoutes(id: RouteId): RouteConfigEntry[] {
  return [
    route("boats", "routes/public/search/search.tsx", id("public/search")),
    route("boats/options/brands", "routes/public/search/brand-options.ts", id("public/search/brand-options")),
    // The reminder e-mail's one-click link (decision 025): two segments, like the brand options.
    route("boats/confirm/:token", "routes/public/boat/confirm.tsx", id("public/boat/confirm")),
    route("boats/:slug", "routes/public/boat/boat.tsx", id("public/boat")),
    route("details/:id", "routes/public/boat/details.tsx", id("public/boat/details")),
  ];
}

/**
 * `/{lang}/details/{id}` with the product's own names of English (US): `/en/details/{id}` and
 * `/en-US/details/{id}`, which are not locale prefixes of this site (en-US is unprefixed). They render the
 * en-US page; the locale negotiation serves them as is (lib/details-path.ts).
 */
export function englishDetailsRoutes(): RouteConfigEntry[] {
  return [
    layout("routes/public/layout.tsx", { id: "en-details/public/layout" }, [
      route("en/details/:id", "routes/public/boat/details.tsx", { id: "en/public/boat/details" }),
      route("en-US/details/:id", "routes/public/boat/details.tsx", { id: "en-US/public/boat/details" }),
    ]),
  ];
}
