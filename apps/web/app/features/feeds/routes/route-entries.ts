/**
 * The feeds page and its downloads, mounted inside the dashboard layout by routes.ts (for every locale), so its
 * auth guard runs for the page and for the export downloads.
 */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

type RouteId = (name: string) => { id: string };

export function feedRoutes(id: RouteId): RouteConfigEntry[] {
  return [
    route("boats/feeds", "features/feeds/routes/feeds.tsx", id("dashboard/boats/feeds")),
    route(
      "boats/feeds/export/:format",
      "features/feeds/routes/export.ts",
      id("dashboard/boats/feeds/export"),
    ),
  ];
}
