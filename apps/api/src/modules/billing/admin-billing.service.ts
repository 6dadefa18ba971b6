/**
 * The back office's billing: the past-due teams, a team's subscription panel, a trial of the Professional plan
 * granted by hand and a team's own price for the customised plan. Every change is audited with its reason.
 */
import type {
  TAdminCustomPlan,
  TAdminPastDueList,
  TAdminTeamBilling,
  TAdminTrialGrant,
} from "@keel/contracts/billing";
import { PLAN_CODES, type PlanCode } from "@keel/contracts/teams";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context.ts";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import {
  findPastDueTeams,
  findSubscription,
  findTeamExists,
  findTeamSubscriptionStatus,
  insertSubscription,
  updateSubscription,
} from "./billing.repository.ts";
import { getBillingDetails, listInvoices, subscriptionView } from "./billing.service.ts";
import { findTeamBillingEvents } from "./billing-events.repository.ts";
import { setTeamPlan } from "./events.ts";

const DAY = 86_400_000;
const HOLDS = ["active", "trialing", "past_due"];

/** Teams whose payment failed, oldest first. */
export async function listPastDueTeams(db: Kysely<Database>): Promise<TAdminPastDueList> {
  const rows = await findPastDueTeams(db);
  const now = Date.now();
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      planCode: ((PLAN_CODES as readonly string[]).includes(r.planCode) ? r.planCode : "free") as PlanCode,
      pastDueSince: r.pastDueSince ?? "",
      graceEnd: r.graceEnd ?? "",
      restricted: r.graceEnd !== null && Date.parse(r.graceEnd) <= now,
      currency: r.currency,
      amount: r.amount === null ? null : Number(r.amount),
    })),
  };
}

/** A team's subscription panel: status, billing details, gateway events, invoices. */
export async function teamBillingPanel(ctx: AppContext, teamId: number): Promise<TAdminTeamBilling> {
  const { canManage: _c, managers: _m, ...subscription } = await subscriptionView(ctx, teamId, null);
  const { canManage: _d, ...details } = await getBillingDetails(ctx.db, teamId, "member");
  const [events, invoices, row] = await Promise.all([
    findTeamBillingEvents(ctx.db, teamId),
    listInvoices(ctx.db, teamId),
    findSubscription(ctx.db, teamId),
  ]);
  return {
    subscription,
    details,
    events,
    invoices,
    pastDueSince: subscription.status === "past_due" ? (row?.pastDueSince ?? null) : null,
  };
}

/** Grants a trial of the Professional plan from now; answers its end. */
export async function grantTrial(
  ctx: AppContext,
  teamId: number,
  actorUserId: number | null,
  input: TAdminTrialGrant,
): Promise<string> {
  const trialEnd = new Date(Date.now() + input.days * DAY).toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const team = await findTeamSubscriptionStatus(trx, teamId);
    if (!team) throw notFound();
    const row = await findSubscription(trx, teamId);
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
    if (row) await updateSubscription(trx, teamId, values);
    else await insertSubscription(trx, { teamId, gateway: "none", ...values });
    const fromStatus =
      row && row.status !== "none" ? row.status : team.subscriptionStatus === "active" ? "active" : "none";
    await setTeamPlan(ctx, trx, teamId, {
      fromStatus: fromStatus as "active" | "none",
      toStatus: "trialing",
      fromPlan: row && HOLDS.includes(row.status) ? row.planCode : "free",
      toPlan: "paid",
      renewsAt: trialEnd,
      actorUserId,
      source: "admin",
      reason: input.reason,
    });
    await recordAudit(trx, {
      actorUserId,
      action: "team.trial.grant",
      entityType: "team",
      entityId: teamId,
      details: { days: input.days, trialEnd, reason: input.reason },
    });
  });
  return trialEnd;
}

/** Sets the team's own price for the customised plan (it then checks out the plan `custom`). */
export async function setCustomPlan(
  db: Kysely<Database>,
  teamId: number,
  actorUserId: number | null,
  input: TAdminCustomPlan,
): Promise<void> {
  const { amount, currency, interval, reason } = input;
  await db.transaction().execute(async (trx) => {
    if (!(await findTeamExists(trx, teamId))) throw notFound();
    const row = await findSubscription(trx, teamId);
    const values = {
      customAmount: amount,
      customCurrency: currency,
      customInterval: interval,
      updatedAt: nowIso(),
    };
    if (row) await updateSubscription(trx, teamId, values);
    else {
      await insertSubscription(trx, {
        teamId,
        gateway: "none",
        planCode: "free",
        status: "none",
        cancelAtPeriodEnd: false,
        ...values,
      });
    }
    await recordAudit(trx, {
      actorUserId,
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
}
