/** Message moderation in the back office, mounted inside the admin layout by routes.ts (for every locale). */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

type RouteId = (name: string) => { id: string };

export function messageModerationRoutes(id: RouteId): RouteConfigEntry[] {
  return [
    route("messages", "routes/admin/messages/message-list.tsx", id("admin/messages")),
    route("messages/:id", "routes/admin/messages/message.tsx", id("admin/messages/item")),
    route("conversations", "routes/admin/messages/conversation-list.tsx", id("admin/conversations")),
    route("conversations/:id", "routes/admin/messages/conversation.tsx", id("admin/conversations/item")),
  ];
}
