/** Message moderation in the back office, mounted inside the admin layout by routes.ts (for every locale). */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

type RouteId = (name: string) => { id: string };

export function messageModerationRoutes(id: RouteId): RouteConfigEntry[] {
  return [
    route("messages", "features/admin/messages/routes/message-list.tsx", id("admin/messages")),
    route("messages/:id", "features/admin/messages/routes/message.tsx", id("admin/messages/item")),
    route("conversations", "features/admin/messages/routes/conversation-list.tsx", id("admin/conversations")),
    route(
      "conversations/:id",
      "features/admin/messages/routes/conversation.tsx",
      id("admin/conversations/item"),
    ),
  ];
}
