import {
  ZAdminTeam,
  ZAdminTeamList,
  ZAdminTeamListQuery,
  ZAdminTeamParams,
  ZAdminTeamSaved,
  ZAdminTeamUpdate,
} from "@keel/contracts/admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { localeOf, translate } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import { getAdminTeam, listTeams, updateTeam } from "./admin-teams.service.ts";

const tags = ["admin"];

/** Back-office teams: list, read, edit (settings, status, plan, verified badge). */
export const adminTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: access.admin };

  app.get(
    "/teams",
    {
      config: admin,
      schema: {
        tags,
        summary: "Search and filter teams",
        querystring: ZAdminTeamListQuery,
        response: { 200: ZAdminTeamList },
      },
    },
    async (request) => listTeams(app.db, request.query),
  );

  app.get(
    "/teams/:id",
    {
      config: admin,
      schema: {
        tags,
        summary: "A team with plan, subscription, members and boats",
        params: ZAdminTeamParams,
        response: { 200: ZAdminTeam },
      },
    },
    async (request) => getAdminTeam(app.db, request.params.id),
  );

  app.patch(
    "/teams/:id",
    {
      config: admin,
      schema: {
        tags,
        summary: "Edit a team, set its plan by hand, mark it verified",
        params: ZAdminTeamParams,
        body: ZAdminTeamUpdate,
        response: { 200: ZAdminTeamSaved },
      },
    },
    async (request) => {
      const team = await updateTeam(app.db, request.session!.userId, request.params.id, request.body);
      return { team, message: translate(localeOf(request.headers), "admin.teamSaved", { name: team.name }) };
    },
  );
};
