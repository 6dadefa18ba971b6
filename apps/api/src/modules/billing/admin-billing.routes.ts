/**
 * The back office's billing: a team's subscription panel (plan, status, gateway events, invoices), a trial of
 * the Professional plan granted by hand, a team's own price for the customised plan, the customised-plan
 * requests and the past-due teams. Every change is audited with its reason.
 */
import { ZAdminPagination, ZAdminTeamParams } from "@keel/contracts/admin";
import {
  type TAdminPastDueList,
  ZAdminCustomPlan,
  ZAdminPastDueList,
  ZAdminPlanRequestList,
  ZAdminTeamBilling,
  ZAdminTrialGrant,
} from "@keel/contracts/billing";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { localeOf, translate } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import { grantTrial, listPastDueTeams, setCustomPlan, teamBillingPanel } from "./admin-billing.service.ts";
import { formatDate } from "./events.ts";
import { listPlanRequests } from "./plan-requests.ts";

const tags = ["admin"];

export const adminBillingRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: access.admin };

  app.get(
    "/teams/past-due",
    {
      config: admin,
      schema: {
        tags,
        summary: "Teams whose payment failed, oldest first",
        response: { 200: ZAdminPastDueList },
      },
    },
    async (): Promise<TAdminPastDueList> => listPastDueTeams(app.db),
  );

  app.get(
    "/plan-requests",
    {
      config: admin,
      schema: {
        tags,
        summary: "Requests for a customised plan, newest first",
        querystring: ZAdminPagination,
        response: { 200: ZAdminPlanRequestList },
      },
    },
    async (request) => listPlanRequests(app.db, request.query.page, request.query.pageSize),
  );

  app.get(
    "/teams/:id/billing",
    {
      config: admin,
      schema: {
        tags,
        summary: "A team's subscription panel: status, gateway events, invoices",
        params: ZAdminTeamParams,
        response: { 200: ZAdminTeamBilling },
      },
    },
    async (request) => teamBillingPanel(app.ctx, request.params.id),
  );

  app.post(
    "/teams/:id/trial",
    {
      config: admin,
      schema: {
        tags,
        summary: "Grant a trial of the Professional plan from now",
        params: ZAdminTeamParams,
        body: ZAdminTrialGrant,
        response: { 200: z.object({ trialEnd: z.string(), message: z.string() }) },
      },
    },
    async (request) => {
      const trialEnd = await grantTrial(
        app.ctx,
        request.params.id,
        request.session?.userId ?? null,
        request.body,
      );
      const locale = localeOf(request.headers);
      return {
        trialEnd,
        message: translate(locale, "admin.billing.trialGranted", { date: formatDate(trialEnd, locale) }),
      };
    },
  );

  app.post(
    "/teams/:id/custom-plan",
    {
      config: admin,
      schema: {
        tags,
        summary: "Set the team's own price for the customised plan (it then checks out the plan `custom`)",
        params: ZAdminTeamParams,
        body: ZAdminCustomPlan,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await setCustomPlan(app.db, request.params.id, request.session?.userId ?? null, request.body);
      return { message: translate(localeOf(request.headers), "admin.billing.customPlanSet") };
    },
  );
};
