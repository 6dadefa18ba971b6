import {
  ZBoatAction,
  ZBoatCreate,
  ZBoatDetail,
  ZBoatInput,
  ZBoatPhoto,
  ZBulkBoatAction,
  ZBulkResult,
  ZPhotoOrder,
  ZPhotoUpdate,
  ZTeamBoatList,
  ZTeamBoatQuery,
} from "@keel/contracts/boat-editor";
import { ZId, ZMessage, ZTeamParams } from "@keel/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { localeOf, translate } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import { receiveImage } from "../../plugins/uploads.ts";
import { deleteImage } from "../media/image-pipeline.ts";
import { addPhoto, deletePhoto, reorderPhotos, updatePhotoCaption } from "./boat-photos.service.ts";
import { applyBoatAction, applyBulkAction, requirePostingAllowed } from "./boat-status.service.ts";
import { createBoat, deleteBoat, getBoatDetail, listTeamBoats, updateBoat } from "./team-boats.service.ts";

const ZBoatParams = z.object({
  teamId: ZId,
  boatId: ZId,
});
const ZPhotoParams = ZBoatParams.extend({ photoId: ZId });
const ZDetailWithMessage = ZBoatDetail.extend({ message: z.string() });

export const teamBoatRoutes: FastifyPluginAsyncZod = async (app) => {
  const say = (
    headers: Record<string, string | string[] | undefined>,
    key: Parameters<typeof translate>[1],
    values?: Record<string, string | number>,
  ) => translate(localeOf(headers), key, values);
  const reader = { access: access.team("member", "boats:read") };
  const writer = { access: access.team("member", "boats:write") };

  app.get(
    "/teams/:teamId/boats",
    {
      config: reader,
      schema: {
        tags: ["boats"],
        summary: "The team's boats",
        params: ZTeamParams,
        querystring: ZTeamBoatQuery,
        response: { 200: ZTeamBoatList },
      },
    },
    async (request) => listTeamBoats(app.db, request.params.teamId, request.query, localeOf(request.headers)),
  );

  app.post(
    "/teams/:teamId/boats",
    {
      config: writer,
      schema: {
        tags: ["boats"],
        summary: "Create a draft boat (paid plans)",
        params: ZTeamParams,
        body: ZBoatCreate,
        response: { 201: ZDetailWithMessage },
      },
    },
    async (request, reply) => {
      const { teamId } = request.params;
      await requirePostingAllowed(app.db, teamId);
      const id = await createBoat(
        app.db,
        teamId,
        request.session!.userId,
        request.body as Parameters<typeof createBoat>[3],
      );
      return reply.status(201).send({
        ...(await getBoatDetail(app.db, id, teamId)),
        message: say(request.headers, "boat.created"),
      });
    },
  );

  app.get(
    "/teams/:teamId/boats/:boatId",
    {
      config: reader,
      schema: {
        tags: ["boats"],
        summary: "A boat with everything the editor shows",
        params: ZBoatParams,
        response: { 200: ZBoatDetail },
      },
    },
    async (request) => getBoatDetail(app.db, request.params.boatId, request.params.teamId),
  );

  app.patch(
    "/teams/:teamId/boats/:boatId",
    {
      config: writer,
      schema: {
        tags: ["boats"],
        summary: "Edit a boat (fields present are changed)",
        params: ZBoatParams,
        body: ZBoatInput,
        response: { 200: ZDetailWithMessage },
      },
    },
    async (request) => {
      const { teamId, boatId } = request.params;
      await updateBoat(app.db, teamId, boatId, request.body);
      return {
        ...(await getBoatDetail(app.db, boatId, teamId)),
        message: say(request.headers, "boat.saved"),
      };
    },
  );

  app.delete(
    "/teams/:teamId/boats/:boatId",
    {
      config: { access: access.team("admin", "boats:write") },
      schema: {
        tags: ["boats"],
        summary: "Delete a boat and its photos",
        params: ZBoatParams,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      const { photos } = await deleteBoat(app.db, request.params.teamId, request.params.boatId);
      await Promise.allSettled(photos.map((p) => deleteImage(app.storage, p.storageKey, p.width)));
      return { message: say(request.headers, "boat.deleted") };
    },
  );

  app.post(
    "/teams/:teamId/boats/:boatId/actions",
    {
      config: writer,
      schema: {
        tags: ["boats"],
        summary: "Publish, unpublish, mark under offer or sold, archive, confirm available",
        params: ZBoatParams,
        body: ZBoatAction,
        response: { 200: ZDetailWithMessage },
      },
    },
    async (request) => {
      const { teamId, boatId } = request.params;
      const status = await applyBoatAction(app.db, teamId, boatId, request.body.action);
      const key =
        request.body.action === "confirm_available" ? "boat.confirmed" : (`boat.status.${status}` as const);
      return { ...(await getBoatDetail(app.db, boatId, teamId)), message: say(request.headers, key) };
    },
  );

  app.post(
    "/teams/:teamId/boats/bulk",
    {
      config: writer,
      schema: {
        tags: ["boats"],
        summary: "Publish, unpublish or archive several boats",
        params: ZTeamParams,
        body: ZBulkBoatAction,
        response: { 200: ZBulkResult },
      },
    },
    async (request) => {
      const results = await applyBulkAction(
        app.db,
        request.params.teamId,
        request.body.ids,
        request.body.action,
      );
      const ok = results.filter((r) => r.ok).length;
      return {
        results,
        message: say(request.headers, "boat.bulkDone", { ok, failed: results.length - ok }).trim(),
      };
    },
  );

  app.post(
    "/teams/:teamId/boats/:boatId/photos",
    {
      config: { ...writer, rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: {
        tags: ["boats"],
        summary: "Add a photo (multipart field `file`; JPEG, PNG, WebP or AVIF up to 15 MB)",
        consumes: ["multipart/form-data"],
        params: ZBoatParams,
        response: { 201: ZBoatPhoto.extend({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const { teamId, boatId } = request.params;
      const photo = await addPhoto(app.db, app.storage, teamId, boatId, () =>
        receiveImage(app, request, { namespace: "boats" }),
      );
      return reply.status(201).send({ ...photo, message: say(request.headers, "photo.added") });
    },
  );

  app.put(
    "/teams/:teamId/boats/:boatId/photos/order",
    {
      config: writer,
      schema: {
        tags: ["boats"],
        summary: "Reorder photos; the first is the main photo",
        params: ZBoatParams,
        body: ZPhotoOrder,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await reorderPhotos(app.db, request.params.teamId, request.params.boatId, request.body.photoIds);
      return { message: say(request.headers, "photo.reordered") };
    },
  );

  app.patch(
    "/teams/:teamId/boats/:boatId/photos/:photoId",
    {
      config: writer,
      schema: {
        tags: ["boats"],
        summary: "Edit a photo's caption",
        params: ZPhotoParams,
        body: ZPhotoUpdate,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      const { teamId, boatId, photoId } = request.params;
      await updatePhotoCaption(app.db, teamId, boatId, photoId, request.body.caption);
      return { message: say(request.headers, "boat.saved") };
    },
  );

  app.delete(
    "/teams/:teamId/boats/:boatId/photos/:photoId",
    {
      config: writer,
      schema: {
        tags: ["boats"],
        summary: "Delete a photo",
        params: ZPhotoParams,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      const { teamId, boatId, photoId } = request.params;
      await deletePhoto(app.db, app.storage, teamId, boatId, photoId);
      return { message: say(request.headers, "photo.deleted") };
    },
  );
};
