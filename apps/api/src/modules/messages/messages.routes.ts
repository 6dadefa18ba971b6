import { ZMessage, ZTeamParams } from "@keel/contracts/common";
import {
  ZConversation,
  ZConversationBoatList,
  ZConversationList,
  ZConversationListQuery,
  ZConversationParams,
  ZConversationUpdate,
  ZInboxSummary,
  ZNoteCreate,
  ZNotificationPreference,
  ZReply,
} from "@keel/contracts/messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { localeOf, translate } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import { toCsv } from "./csv.ts";
import {
  countUnread,
  findBuyerName,
  findConversationBoats,
  findNotificationChoice,
  setNotificationChoice,
} from "./messages.repository.ts";
import {
  addNote,
  deleteConversation,
  getConversation,
  listConversations,
  replyToConversation,
  updateConversation,
  type Viewer,
} from "./messages.service.ts";

/** The team inbox and requests (leads) under teams/{teamId}/conversations (docs/permissions.md). */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { access: access.team("member") };
  const viewer = (request: {
    session: { userId: number } | null;
    teamRole: Viewer["role"] | null;
    apiKey: unknown;
  }): Viewer => ({
    userId: request.session!.userId,
    role: request.teamRole!,
    isApiKey: request.apiKey !== null,
  });
  const reader = { access: access.team("member", "messages:read") };
  const say = (
    headers: Record<string, string | string[] | undefined>,
    key: Parameters<typeof translate>[1],
    values?: Record<string, string>,
  ) => translate(localeOf(headers), key, values);

  app.get(
    "/teams/:teamId/conversations",
    {
      config: reader,
      schema: {
        tags: ["messages"],
        summary: "The team's conversations (inbox and requests)",
        params: ZTeamParams,
        querystring: ZConversationListQuery,
        response: { 200: ZConversationList },
      },
    },
    async (request) => listConversations(app.db, request.params.teamId, request.query),
  );

  app.get(
    "/teams/:teamId/conversations/summary",
    {
      config: reader,
      schema: {
        tags: ["messages"],
        summary: "Unread count for the navigation",
        params: ZTeamParams,
        response: { 200: ZInboxSummary },
      },
    },
    async (request) => ({ unreadCount: await countUnread(app.db, request.params.teamId) }),
  );

  app.get(
    "/teams/:teamId/conversations/boats",
    {
      config: reader,
      schema: {
        tags: ["messages"],
        summary: "The boats the team's conversations are about, with how many (the inbox's boat filter)",
        params: ZTeamParams,
        response: { 200: ZConversationBoatList },
      },
    },
    async (request) => {
      const rows = await findConversationBoats(app.db, request.params.teamId);
      return { items: rows.map((row) => ({ ...row, conversations: Number(row.conversations) })) };
    },
  );

  app.get(
    "/teams/:teamId/conversations/export.csv",
    {
      config: reader,
      schema: {
        tags: ["messages"],
        summary: "Every request as CSV (filters as the list)",
        params: ZTeamParams,
        querystring: ZConversationListQuery,
        produces: ["text/csv"],
      },
    },
    async (request, reply) => {
      const header = [
        "id",
        "created_at",
        "buyer_name",
        "buyer_email",
        "boat",
        "lead_status",
        "assignee",
        "first_reply_minutes",
        "last_message_at",
        "read",
        "archived",
      ];
      const rows: (string | number | null)[][] = [header];
      for (let page = 1; page <= 100; page += 1) {
        const result = await listConversations(app.db, request.params.teamId, {
          ...request.query,
          view: request.query.view,
          page,
          pageSize: 100,
        });
        for (const c of result.items) {
          rows.push([
            c.id,
            c.createdAt,
            c.buyer.name,
            c.buyer.email,
            c.boat?.title ?? null,
            c.leadStatus,
            c.assignee?.name ?? null,
            c.firstReplyMinutes,
            c.lastMessageAt,
            c.isRead ? "yes" : "no",
            c.isArchived ? "yes" : "no",
          ]);
        }
        if (page * 100 >= result.total) break;
      }
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="requests-${day}.csv"`)
        .send(`\ufeff${toCsv(rows)}`);
    },
  );

  app.get(
    "/teams/:teamId/conversations/:conversationId",
    {
      config: reader,
      schema: {
        tags: ["messages"],
        summary: "A conversation with its messages and notes (marks it read, unless read with an API key)",
        params: ZConversationParams,
        response: { 200: ZConversation },
      },
    },
    async (request) =>
      getConversation(app.db, request.params.teamId, request.params.conversationId, viewer(request)),
  );

  app.post(
    "/teams/:teamId/conversations/:conversationId/replies",
    {
      config: { ...member, rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags: ["messages"],
        summary: "Reply to the buyer (stored and e-mailed)",
        params: ZConversationParams,
        body: ZReply,
        response: { 201: ZMessage },
      },
    },
    async (request, reply) => {
      const { teamId, conversationId } = request.params;
      await replyToConversation(app.ctx, teamId, conversationId, viewer(request), request.body.body);
      const name = await findBuyerName(app.db, conversationId);
      return reply.status(201).send({ message: say(request.headers, "messages.replied", { name }) });
    },
  );

  app.patch(
    "/teams/:teamId/conversations/:conversationId",
    {
      config: member,
      schema: {
        tags: ["messages"],
        summary: "Mark read/unread, archive, set the lead status or assignee",
        params: ZConversationParams,
        body: ZConversationUpdate,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await updateConversation(
        app.db,
        request.params.teamId,
        request.params.conversationId,
        viewer(request),
        request.body,
      );
      return { message: say(request.headers, "messages.updated") };
    },
  );

  app.post(
    "/teams/:teamId/conversations/:conversationId/notes",
    {
      config: member,
      schema: {
        tags: ["messages"],
        summary: "Add an internal note to a request",
        params: ZConversationParams,
        body: ZNoteCreate,
        response: { 201: ZMessage },
      },
    },
    async (request, reply) => {
      await addNote(
        app.db,
        request.params.teamId,
        request.params.conversationId,
        viewer(request),
        request.body.body,
      );
      return reply.status(201).send({ message: say(request.headers, "messages.noteAdded") });
    },
  );

  app.delete(
    "/teams/:teamId/conversations/:conversationId",
    {
      config: { access: access.team("admin") },
      schema: {
        tags: ["messages"],
        summary: "Delete a conversation (irreversible)",
        params: ZConversationParams,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await deleteConversation(app.db, request.params.teamId, request.params.conversationId);
      return { message: say(request.headers, "messages.deleted") };
    },
  );

  app.get(
    "/teams/:teamId/notifications",
    {
      config: member,
      schema: {
        tags: ["messages"],
        summary: "Your e-mail notification choice for this team",
        params: ZTeamParams,
        response: { 200: ZNotificationPreference },
      },
    },
    async (request) => {
      const choice = await findNotificationChoice(app.db, request.params.teamId, request.session!.userId);
      return { messageNotifications: choice };
    },
  );

  app.put(
    "/teams/:teamId/notifications",
    {
      config: member,
      schema: {
        tags: ["messages"],
        summary: "Choose e-mails for each message, a daily digest, or none",
        params: ZTeamParams,
        body: ZNotificationPreference,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      const { teamId } = request.params;
      await setNotificationChoice(app.db, teamId, request.session!.userId, request.body.messageNotifications);
      return { message: say(request.headers, "messages.preferenceSaved") };
    },
  );
};
