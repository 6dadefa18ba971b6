/**
 * Requests as leads (issue 6), mounted inside the dashboard layout by routes.ts (for every locale), so its
 * auth guard runs for the page and for the CSV export.
 */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

type RouteId = (name: string) => { id: string };

export function requestRoutes(id: RouteId): RouteConfigEntry[] {
  return [
    route("requests", "features/messages/routes/requests.tsx", id("dashboard/requests")),
    route("requests/export.csv", "features/messages/routes/export.ts", id("dashboard/requests/export")),
  ];
}
