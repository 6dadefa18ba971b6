import { ZBoatInput } from "@keel/contracts/boat-editor";
import { ZIdParams, ZMessage } from "@keel/contracts/common";
import {
  ZAdminBoatDetail,
  ZAdminBoatList,
  ZAdminBoatListQuery,
  ZModerationUnpublish,
} from "@keel/contracts/moderation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { localeOf, translate } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import {
  editBoatAsAdmin,
  getBoatForModeration,
  listBoatsForModeration,
  unpublishAsAdmin,
} from "./moderation.service.ts";

/** Boat moderation in the back office, under /api/v1/admin/boats. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: access.admin };

  app.get(
    "/admin/boats",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary: "Every boat, with moderation filters",
        querystring: ZAdminBoatListQuery,
        response: { 200: ZAdminBoatList },
      },
    },
    async (request) => listBoatsForModeration(app.db, request.query),
  );

  app.get(
    "/admin/boats/:id",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary: "Any boat with its team",
        params: ZIdParams,
        response: { 200: ZAdminBoatDetail },
      },
    },
    async (request) => getBoatForModeration(app.db, request.params.id),
  );

  app.patch(
    "/admin/boats/:id",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary: "Edit any field of any boat (audited)",
        params: ZIdParams,
        body: ZBoatInput,
        response: { 200: ZAdminBoatDetail.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      await editBoatAsAdmin(app.db, request.session!.userId, request.params.id, request.body);
      return {
        ...(await getBoatForModeration(app.db, request.params.id)),
        message: translate(localeOf(request.headers), "boat.saved"),
      };
    },
  );

  app.post(
    "/admin/boats/:id/unpublish",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary: "Take a boat off public pages with a reason the team sees",
        params: ZIdParams,
        body: ZModerationUnpublish,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await unpublishAsAdmin(app.db, request.session!.userId, request.params.id, request.body.reason);
      return { message: translate(localeOf(request.headers), "boat.moderated") };
    },
  );
};
