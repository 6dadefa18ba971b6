/**
 * The inbox (issue 6), mounted inside the dashboard layout by routes.ts (for every locale), so its auth
 * guard runs for these pages.
 */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

type RouteId = (name: string) => { id: string };

export function inboxRoutes(id: RouteId): RouteConfigEntry[] {
  return [
    route("messages", "features/messages/routes/inbox.tsx", id("dashboard/messages")),
    route(
      "messages/:conversationId",
      "features/messages/routes/conversation.tsx",
      id("dashboard/messages/conversation"),
    ),
  ];
}
