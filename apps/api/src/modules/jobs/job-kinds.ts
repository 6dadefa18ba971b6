/**
 * Every kind of job the workers run, and with it the recurring schedule. A module adds its definition here
 * (queue.ts says how to write one); a job whose kind is not listed waits in the queue untouched.
 */
import { z } from "zod";
import { applyBillingEvent } from "../billing/events.ts";
import { billingSweepJob } from "../billing/sweep.ts";
import { freshnessSweepJob } from "../boats/freshness.service.ts";
import { sendFavouriteAlertsJob } from "../buyers/favourite-alerts.service.ts";
import { importRatesJob } from "../exchange-rates/ecb-import.ts";
import { recomputePricesJob } from "../exchange-rates/exchange-rates.service.ts";
import { feedRunJob } from "../feeds/feed-import.service.ts";
import { feedScheduleJob } from "../feeds/feeds.service.ts";
import { deleteSentMail } from "../mail/outbox.repository.ts";
import { deliverMail } from "../mail/outbox.ts";
import { dailyDigestJob } from "../messages/notifications.ts";
import { alertDigestsJob, matchAlertsJob, sendAlertsJob } from "../saved-searches/alerts.service.ts";
import { deleteFinishedJobs } from "./jobs.repository.ts";
import { defineJob, type JobDefinition } from "./queue.ts";

const DAY_MS = 86_400_000;

/** Finished jobs are kept a week (what the back office shows, and idempotency keys), sent mail 30 days. */
export const pruneQueueJob = defineJob({
  kind: "jobs.prune",
  payload: z.object({}),
  schedule: "17 3 * * *",
  async run(ctx, _payload, job) {
    const now = job.now.getTime();
    const jobs = await deleteFinishedJobs(ctx.db, new Date(now - 7 * DAY_MS).toISOString());
    const mails = await deleteSentMail(ctx.db, new Date(now - 30 * DAY_MS).toISOString());
    ctx.log.info({ jobs, mails }, "job queue pruned");
  },
});

// biome-ignore lint/suspicious/noExplicitAny: each definition has its own payload type
export const JOB_KINDS: readonly JobDefinition<any>[] = [
  deliverMail,
  dailyDigestJob,
  pruneQueueJob,
  freshnessSweepJob,
  applyBillingEvent,
  billingSweepJob,
  feedRunJob,
  feedScheduleJob,
  matchAlertsJob,
  sendAlertsJob,
  alertDigestsJob,
  sendFavouriteAlertsJob,
  importRatesJob,
  recomputePricesJob,
];
