/** Boat moderation in the back office, mounted inside the admin layout by routes.ts (for every locale). */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

type RouteId = (name: string) => { id: string };

export function moderationRoutes(id: RouteId): RouteConfigEntry[] {
  return [
    route("boats", "routes/admin/boats/boat-list.tsx", id("admin/boats")),
    route("boats/:id", "routes/admin/boats/boat.tsx", id("admin/boats/item")),
    // Possible duplicate listings of different teams, side by side (decision 025).
    route("duplicates", "routes/admin/duplicates/duplicates.tsx", id("admin/duplicates")),
  ];
}
