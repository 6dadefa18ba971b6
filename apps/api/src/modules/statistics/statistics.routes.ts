import { ZTeamParams } from "@keel/contracts/common";
import { weekStartsOn } from "@keel/contracts/locales";
import { ZStatistics, ZStatisticsQuery } from "@keel/contracts/statistics";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { localeOf } from "../../i18n/messages.ts";
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
    async (request) => {
      const { period, top, from, to } = request.query;
      return getTeamStatistics(app.db, request.params.teamId, {
        period,
        top,
        weekStart: weekStartsOn(localeOf(request.headers)),
        ...(from && to ? { range: { from, to } } : {}),
      });
    },
  );
};
