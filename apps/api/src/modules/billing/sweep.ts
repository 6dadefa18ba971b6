/**
 * The billing sweep, every ten minutes: past-due reminders and the restriction notice at the end of the grace
 * period, the end of trials granted by the back office, the test gateway's renewals of periods that ended, and
 * checkout sessions left unpaid past their expiry. Each step claims its row before acting, so two workers
 * running the sweep at once send nothing twice.
 */
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { defineJob } from "../jobs/queue.ts";
import { applyPendingEvents, billToOf, REMINDER_DAYS, sendPastDueNotice, setTeamPlan } from "./events.ts";
import { configuredGateway } from "./gateway.ts";
import { testGateway } from "./gateways.ts";

const DAY = 86_400_000;

/** How many past-due e-mails are due `now`: one per reminder day reached, plus the restriction notice. */
export function noticesDue(pastDueSince: string, graceEnd: string, now: Date): number {
  const days = (now.getTime() - Date.parse(pastDueSince)) / DAY;
  const reminders = REMINDER_DAYS.filter((d) => days >= d).length;
  return now.getTime() >= Date.parse(graceEnd) ? REMINDER_DAYS.length + 1 : reminders;
}

export async function billingSweep(ctx: AppContext, now: Date): Promise<void> {
  const iso = now.toISOString();

  const pastDue = await ctx.db
    .selectFrom("subscriptions")
    .select(["teamId", "pastDueSince", "graceEnd", "remindersSent"])
    .where("status", "=", "past_due")
    .where("pastDueSince", "is not", null)
    .where("graceEnd", "is not", null)
    .execute();
  for (const s of pastDue) {
    const due = noticesDue(s.pastDueSince ?? iso, s.graceEnd ?? iso, now);
    if (due <= s.remindersSent) continue;
    await ctx.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable("subscriptions")
        .set({ remindersSent: due })
        .where("teamId", "=", s.teamId)
        .where("remindersSent", "=", s.remindersSent)
        .where("status", "=", "past_due")
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return;
      // Only the latest notice goes: a sweep that missed a day does not send two at once.
      await sendPastDueNotice(ctx, trx, s.teamId, due - 1, s.graceEnd ?? iso, now);
    });
  }

  const trials = await ctx.db
    .selectFrom("subscriptions")
    .select(["teamId", "planCode"])
    .where("status", "=", "trialing")
    .where("subscriptionId", "is", null)
    .where("trialEnd", "<=", iso)
    .execute();
  for (const t of trials) {
    await ctx.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable("subscriptions")
        .set({ status: "canceled", planCode: "free", updatedAt: iso })
        .where("teamId", "=", t.teamId)
        .where("status", "=", "trialing")
        .where("subscriptionId", "is", null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return;
      await setTeamPlan(ctx, trx, t.teamId, {
        fromStatus: "trialing",
        toStatus: "canceled",
        fromPlan: t.planCode,
        toPlan: "free",
        renewsAt: null,
        actorUserId: null,
        source: "trial",
      });
    });
  }

  if (configuredGateway(ctx) === "test") {
    const due = await ctx.db
      .selectFrom("subscriptions")
      .select(["teamId", "subscriptionId"])
      .where("gateway", "=", "test")
      .where("status", "in", ["active", "trialing"])
      .where("subscriptionId", "is not", null)
      .where("currentPeriodEnd", "<=", iso)
      .execute();
    const gateway = testGateway(ctx);
    for (const s of due) {
      await gateway.renew(s.subscriptionId ?? "", await billToOf(ctx.db, s.teamId), now);
      await applyPendingEvents(ctx, s.teamId);
    }
  }

  await ctx.db
    .updateTable("checkoutSessions")
    .set({ status: "expired" })
    .where("status", "=", "pending")
    .where("expiresAt", "<=", iso)
    .execute();
}

export const billingSweepJob = defineJob({
  kind: "billing.sweep",
  payload: z.object({}),
  schedule: "*/10 * * * *",
  async run(ctx, _payload, job) {
    await billingSweep(ctx, job.now);
  },
});
