/** Boat moderation in the back office, mounted inside the admin layout by routes.ts (for every locale). */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

type RouteId = (name: string) => { id: string };

export function moderationRoutes(id: RouteId): RouteConfigEntry[] {
  return [
    route("boats", "features/admin/boats/routes/boat-list.tsx", id("admin/boats")),
    route("boats/:id", "features/admin/boats/routes/boat.tsx", id("admin/boats/item")),
    // Possible duplicate listings of different teams, side by side (decision 025).
    route("duplicates", "features/admin/duplicates/routes/duplicates.tsx", id("admin/duplicates")),
  ];
}
