import { ZTeamParams } from "@keel/contracts/common";
import { ZStatistics, ZStatisticsQuery } from "@keel/contracts/statistics";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../plugins/access.ts";
import { getTeamStatistics } from "./statistics.service.ts";

export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/teams/:teamId/statistics",
    {
      config: { access: access.team("member") },
      schema: {
        tags: ["statistics"],
        summary: "Views, detail views, clicks and contacts per period, and the top viewed boats",
        params: ZTeamParams,
        querystring: ZStatisticsQuery,
        response: { 200: ZStatistics },
      },
    },
    async (request) =>
      getTeamStatistics(app.db, request.params.teamId, request.query.period, request.query.top),
  );
};
