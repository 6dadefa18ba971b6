/**
 * The billing sweep, every ten minutes: past-due reminders and the restriction notice at the end of the grace
 * period, the end of trials granted by the back office, the test gateway's renewals of periods that ended, and
 * checkout sessions left unpaid past their expiry. Each step claims its row before acting, so two workers
 * running the sweep at once send nothing twice.
 */
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { defineJob } from "../jobs/queue.ts";
import {
  claimReminders,
  claimTrialEnd,
  expireCheckoutSessions,
  findEndedTrials,
  findPastDueSubscriptions,
  findTestRenewalsDue,
} from "./billing.repository.ts";
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

  const pastDue = await findPastDueSubscriptions(ctx.db);
  for (const s of pastDue) {
    const due = noticesDue(s.pastDueSince ?? iso, s.graceEnd ?? iso, now);
    if (due <= s.remindersSent) continue;
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await claimReminders(trx, s.teamId, s.remindersSent, due))) return;
      // Only the latest notice goes: a sweep that missed a day does not send two at once.
      await sendPastDueNotice(ctx, trx, s.teamId, due - 1, s.graceEnd ?? iso, now);
    });
  }

  const trials = await findEndedTrials(ctx.db, iso);
  for (const t of trials) {
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await claimTrialEnd(trx, t.teamId, iso))) return;
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
    const due = await findTestRenewalsDue(ctx.db, iso);
    const gateway = testGateway(ctx);
    for (const s of due) {
      await gateway.renew(s.subscriptionId ?? "", await billToOf(ctx.db, s.teamId), now);
      await applyPendingEvents(ctx, s.teamId);
    }
  }

  await expireCheckoutSessions(ctx.db, iso);
}

export const billingSweepJob = defineJob({
  kind: "billing.sweep",
  payload: z.object({}),
  schedule: "*/10 * * * *",
  async run(ctx, _payload, job) {
    await billingSweep(ctx, job.now);
  },
});
