import { ZTeamParams } from "@keel/contracts/common";
import { ZTeam } from "@keel/contracts/teams";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../plugins/access.ts";
import { getTeam } from "./teams.service.ts";

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
