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
import { PLAN_CODES, type PlanCode } from "@keel/contracts/teams";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { nowIso } from "../../db/database.ts";
import { AppError, notFound } from "../../errors.ts";
import { localeOf, translate } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { getBillingDetails, listInvoices, subscriptionView } from "./billing.service.ts";
import { formatDate, setTeamPlan } from "./events.ts";
import { listPlanRequests } from "./plan-requests.ts";

const tags = ["admin"];
const DAY = 86_400_000;
const HOLDS = ["active", "trialing", "past_due"];

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
    async (): Promise<TAdminPastDueList> => {
      const rows = await app.db
        .selectFrom("subscriptions")
        .innerJoin("teams", "teams.id", "subscriptions.teamId")
        .innerJoin("plans", "plans.id", "teams.planId")
        .select([
          "teams.id",
          "teams.name",
          "teams.slug",
          "plans.code as planCode",
          "subscriptions.pastDueSince",
          "subscriptions.graceEnd",
          "subscriptions.currency",
          "subscriptions.amount",
        ])
        .where("subscriptions.status", "=", "past_due")
        .orderBy("subscriptions.pastDueSince")
        .orderBy("teams.id")
        .limit(500)
        .execute();
      const now = Date.now();
      return {
        items: rows.map((r) => ({
          id: r.id,
          name: r.name,
          slug: r.slug,
          planCode: ((PLAN_CODES as readonly string[]).includes(r.planCode)
            ? r.planCode
            : "free") as PlanCode,
          pastDueSince: r.pastDueSince ?? "",
          graceEnd: r.graceEnd ?? "",
          restricted: r.graceEnd !== null && Date.parse(r.graceEnd) <= now,
          currency: r.currency,
          amount: r.amount === null ? null : Number(r.amount),
        })),
      };
    },
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
    async (request) => {
      const teamId = request.params.id;
      const { canManage: _c, managers: _m, ...subscription } = await subscriptionView(app.ctx, teamId, null);
      const { canManage: _d, ...details } = await getBillingDetails(app.db, teamId, "member");
      const [events, invoices, row] = await Promise.all([
        app.db
          .selectFrom("billingEvents")
          .select(["id", "type", "source", "status", "createdAt", "processedAt"])
          .where("teamId", "=", teamId)
          .orderBy("receivedAt", "desc")
          .orderBy("createdAt", "desc")
          .limit(100)
          .execute(),
        listInvoices(app.db, teamId),
        app.db
          .selectFrom("subscriptions")
          .select("pastDueSince")
          .where("teamId", "=", teamId)
          .executeTakeFirst(),
      ]);
      return {
        subscription,
        details,
        events,
        invoices,
        pastDueSince: subscription.status === "past_due" ? (row?.pastDueSince ?? null) : null,
      };
    },
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
      const teamId = request.params.id;
      const actorUserId = request.session?.userId ?? null;
      const trialEnd = new Date(Date.now() + request.body.days * DAY).toISOString();
      await app.db.transaction().execute(async (trx) => {
        const team = await trx
          .selectFrom("teams")
          .select("subscriptionStatus")
          .where("id", "=", teamId)
          .executeTakeFirst();
        if (!team) throw notFound();
        const row = await trx
          .selectFrom("subscriptions")
          .selectAll()
          .where("teamId", "=", teamId)
          .executeTakeFirst();
        if (row?.subscriptionId && HOLDS.includes(row.status)) {
          throw new AppError("CONFLICT", "admin.billing.trialWithSubscription");
        }
        const now = nowIso();
        const values = {
          planCode: "paid",
          status: "trialing" as const,
          subscriptionId: null,
          trialEnd,
          currentPeriodStart: now,
          currentPeriodEnd: trialEnd,
          cancelAtPeriodEnd: false,
          pastDueSince: null,
          graceEnd: null,
          updatedAt: now,
        };
        if (row) await trx.updateTable("subscriptions").set(values).where("teamId", "=", teamId).execute();
        else
          await trx
            .insertInto("subscriptions")
            .values({ teamId, gateway: "none", ...values })
            .execute();
        const fromStatus =
          row && row.status !== "none"
            ? row.status
            : team.subscriptionStatus === "active"
              ? "active"
              : "none";
        await setTeamPlan(app.ctx, trx, teamId, {
          fromStatus: fromStatus as "active" | "none",
          toStatus: "trialing",
          fromPlan: row && HOLDS.includes(row.status) ? row.planCode : "free",
          toPlan: "paid",
          renewsAt: trialEnd,
          actorUserId,
          source: "admin",
          reason: request.body.reason,
        });
        await recordAudit(trx, {
          actorUserId,
          action: "team.trial.grant",
          entityType: "team",
          entityId: teamId,
          details: { days: request.body.days, trialEnd, reason: request.body.reason },
        });
      });
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
      const teamId = request.params.id;
      const { amount, currency, interval, reason } = request.body;
      await app.db.transaction().execute(async (trx) => {
        const team = await trx.selectFrom("teams").select("id").where("id", "=", teamId).executeTakeFirst();
        if (!team) throw notFound();
        const row = await trx
          .selectFrom("subscriptions")
          .selectAll()
          .where("teamId", "=", teamId)
          .executeTakeFirst();
        const values = {
          customAmount: amount,
          customCurrency: currency,
          customInterval: interval,
          updatedAt: nowIso(),
        };
        if (row) await trx.updateTable("subscriptions").set(values).where("teamId", "=", teamId).execute();
        else {
          await trx
            .insertInto("subscriptions")
            .values({
              teamId,
              gateway: "none",
              planCode: "free",
              status: "none",
              cancelAtPeriodEnd: false,
              ...values,
            })
            .execute();
        }
        await recordAudit(trx, {
          actorUserId: request.session?.userId ?? null,
          action: "team.customPlan.set",
          entityType: "team",
          entityId: teamId,
          details: {
            price: {
              from: row?.customAmount
                ? {
                    amount: Number(row.customAmount),
                    currency: row.customCurrency,
                    interval: row.customInterval,
                  }
                : null,
              to: { amount, currency, interval },
            },
            reason,
          },
        });
      });
      return { message: translate(localeOf(request.headers), "admin.billing.customPlanSet") };
    },
  );
};
