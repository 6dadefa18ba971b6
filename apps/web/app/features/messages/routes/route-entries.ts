/**
 * The messages (the list and its conversations), mounted inside the dashboard layout by routes.ts (for every
 * locale), so its auth guard runs for these pages.
 */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

type RouteId = (name: string) => { id: string };

export function messagesRoutes(id: RouteId): RouteConfigEntry[] {
  return [
    route("messages", "features/messages/routes/messages.tsx", id("dashboard/messages")),
    route(
      "messages/:conversationId",
      "features/messages/routes/conversation.tsx",
      id("dashboard/messages/conversation"),
    ),
  ];
}
