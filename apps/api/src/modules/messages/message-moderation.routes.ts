import { ZIdParams, ZMessage } from "@keel/contracts/common";
import {
  ZAdminMessage,
  ZAdminMessageList,
  ZAdminMessageListQuery,
  ZBlockSender,
} from "@keel/contracts/messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { localeOf, translate } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import {
  blockSender,
  deleteMessage,
  listMessagesForModeration,
  openMessageForModeration,
  releaseMessage,
  unblockSender,
} from "./message-moderation.service.ts";

/** Message moderation in the back office, under /api/v1/admin/messages. */
export const messageModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: access.admin };
  const say = (
    headers: Record<string, string | string[] | undefined>,
    key: Parameters<typeof translate>[1],
  ) => translate(localeOf(headers), key);

  app.get(
    "/admin/messages",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary: "Requests across teams, held ones first",
        querystring: ZAdminMessageListQuery,
        response: { 200: ZAdminMessageList },
      },
    },
    async (request) => listMessagesForModeration(app.db, request.query),
  );

  app.get(
    "/admin/messages/:id",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary: "A request with its messages and screening reasons (each reading is audited)",
        params: ZIdParams,
        response: { 200: ZAdminMessage },
      },
    },
    async (request) => openMessageForModeration(app.db, request.session!.userId, request.params.id),
  );

  app.post(
    "/admin/messages/:id/release",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary: "Release a held request to its team",
        params: ZIdParams,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await releaseMessage(app.ctx, request.session!.userId, request.params.id);
      return { message: say(request.headers, "moderation.released") };
    },
  );

  app.delete(
    "/admin/messages/:id",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary: "Delete a request",
        params: ZIdParams,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await deleteMessage(app.db, request.session!.userId, request.params.id);
      return { message: say(request.headers, "moderation.messageDeleted") };
    },
  );

  app.post(
    "/admin/messages/:id/block-sender",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary: "Block the request's sender",
        params: ZIdParams,
        body: ZBlockSender,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await blockSender(app.db, request.session!.userId, request.params.id, request.body.reason);
      return { message: say(request.headers, "moderation.senderBlocked") };
    },
  );

  app.delete(
    "/admin/messages/:id/block-sender",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary: "Unblock the request's sender",
        params: ZIdParams,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await unblockSender(app.db, request.session!.userId, request.params.id);
      return { message: say(request.headers, "moderation.senderUnblocked") };
    },
  );
};
