import { ZMessage, ZTeamParams } from "@keel/contracts/common";
import { ZTeam, ZTeamCreate, ZTeamCreated, ZTeamDelete, ZTeamUpdate } from "@keel/contracts/teams";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { localeOf, translate } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import { receiveImage } from "../../plugins/uploads.ts";
import {
  BANNER_MIN_WIDTH,
  createOwnTeam,
  deleteTeam,
  getTeam,
  setBanner,
  updateTeam,
} from "./teams.service.ts";

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/teams",
    {
      config: { access: access.user, rateLimit: { max: 3, timeWindow: "1 hour" } },
      schema: {
        tags: ["teams"],
        summary: "Create a team you own on the free plan (a buyer who starts selling)",
        body: ZTeamCreate,
        response: { 201: ZTeamCreated },
      },
    },
    async (request, reply) => {
      const team = await createOwnTeam(app.db, request.session!.userId, request.body);
      const message = translate(localeOf(request.headers), "teams.created", { team: team.name });
      return reply.status(201).send({ id: team.id, message });
    },
  );

  app.get(
    "/teams/:teamId",
    {
      config: { access: access.team("member") },
      schema: {
        tags: ["teams"],
        summary: "A team of the caller, with its plan",
        params: ZTeamParams,
        response: { 200: ZTeam },
      },
    },
    async (request) => getTeam(app.db, request.params.teamId, request.teamRole!),
  );

  app.patch(
    "/teams/:teamId",
    {
      config: { access: access.team("admin") },
      schema: {
        tags: ["teams"],
        summary: "Edit the team's settings",
        params: ZTeamParams,
        body: ZTeamUpdate,
        response: { 200: ZTeam.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      await updateTeam(app.db, request.params.teamId, request.body);
      const team = await getTeam(app.db, request.params.teamId, request.teamRole!);
      return { ...team, message: translate(localeOf(request.headers), "team.updated") };
    },
  );

  app.post(
    "/teams/:teamId/banner",
    {
      config: { access: access.team("admin"), rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: {
        tags: ["teams"],
        summary: "Upload the team's banner (multipart field `file`, at least 1024 px wide)",
        consumes: ["multipart/form-data"],
        params: ZTeamParams,
        response: { 200: z.object({ bannerUrl: z.string(), message: z.string() }) },
      },
    },
    async (request) => {
      const image = await receiveImage(app, request, {
        namespace: "teams",
        limits: { minWidth: BANNER_MIN_WIDTH },
      });
      const bannerUrl = await setBanner(app.db, app.storage, request.params.teamId, image);
      return { bannerUrl, message: translate(localeOf(request.headers), "team.bannerUpdated") };
    },
  );

  app.delete(
    "/teams/:teamId",
    {
      config: { access: access.team("owner") },
      schema: {
        tags: ["teams"],
        summary: "Delete the team with its boats and messages (irreversible)",
        params: ZTeamParams,
        body: ZTeamDelete,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      const team = await getTeam(app.db, request.params.teamId, request.teamRole!);
      await deleteTeam(app.db, request.params.teamId, request.body.confirmName);
      return { message: translate(localeOf(request.headers), "team.deleted", { team: team.name }) };
    },
  );
};
