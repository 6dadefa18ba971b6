import {
  ZFavouriteCreate,
  ZFavouriteIds,
  ZFavouriteIdsQuery,
  ZFavouriteList,
  ZFavouriteParams,
  ZFavouriteUpdate,
} from "@keel/contracts/buyers";
import { ZMessage } from "@keel/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { localeOf, translate } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import {
  addFavourite,
  editFavourite,
  listFavouriteIds,
  listFavourites,
  removeFavourite,
} from "./favourites.service.ts";

/** A person taps a few hearts a minute; a script saving every boat taps hundreds (the write budget is wider). */
const SAVES = { max: 30, timeWindow: "1 minute" } as const;

/** The signed-in user's favourite boats: every query is scoped to the caller (docs/decisions/045). */
export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/users/me/favourites",
    {
      config: { access: access.user },
      schema: {
        tags: ["users"],
        summary: "Your favourite boats, newest first, with what changed since you last looked",
        response: { 200: ZFavouriteList },
      },
    },
    async (request) => listFavourites(app.db, request.session!.userId),
  );

  app.get(
    "/users/me/favourites/ids",
    {
      config: { access: access.user },
      schema: {
        tags: ["users"],
        summary: "Which boats are your favourites: among `boatIds` (up to 100), or all",
        querystring: ZFavouriteIdsQuery,
        response: { 200: ZFavouriteIds },
      },
    },
    async (request) =>
      listFavouriteIds(app.db, request.session!.userId, request.query.boatIds?.split(",").map(Number)),
  );

  app.post(
    "/users/me/favourites",
    {
      config: { access: access.user, rateLimit: SAVES },
      schema: {
        tags: ["users"],
        summary: "Save a public boat as a favourite (201; 200 when it already is one)",
        body: ZFavouriteCreate,
        response: { 200: ZMessage, 201: ZMessage },
      },
    },
    async (request, reply) => {
      const { created } = await addFavourite(app.db, request.session!.userId, request.body);
      return reply
        .status(created ? 201 : 200)
        .send({ message: translate(localeOf(request.headers), "favourites.saved") });
    },
  );

  app.patch(
    "/users/me/favourites/:boatId",
    {
      config: { access: access.user },
      schema: {
        tags: ["users"],
        summary: "Edit a favourite's note, or take the boat's current price and status as seen",
        params: ZFavouriteParams,
        body: ZFavouriteUpdate,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await editFavourite(app.db, request.session!.userId, request.params.boatId, request.body);
      return { message: translate(localeOf(request.headers), "favourites.updated") };
    },
  );

  app.delete(
    "/users/me/favourites/:boatId",
    {
      config: { access: access.user },
      schema: {
        tags: ["users"],
        summary: "Remove a boat from your favourites",
        params: ZFavouriteParams,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await removeFavourite(app.db, request.session!.userId, request.params.boatId);
      return { message: translate(localeOf(request.headers), "favourites.removed") };
    },
  );
};
