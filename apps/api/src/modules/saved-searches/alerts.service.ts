/**
 * Saved-search alerts (decision 046). A job reads the listings change log from where it last stopped, asks the
 * matcher (alert-matching.ts) which saved searches each batch concerns, and stores the alerts with the cursor's
 * move in one transaction. Instant searches get a sending job at once; daily and weekly ones wait for the
 * hourly digest run. Each e-mail covers one saved search, opens it, and carries one-click unsubscribe
 * (RFC 8058) for that search. Everything goes through the job queue and the mail outbox.
 */
import { isLocale, type Locale } from "@keel/contracts/locales";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import type { Database } from "../../db/schema.ts";
import { translate } from "../../i18n/messages.ts";
import { defineJob, enqueueJob } from "../jobs/queue.ts";
import { appLink } from "../mail/links.ts";
import { sendTemplate } from "../mail/send.ts";
import { PUBLIC_STATUSES } from "../search/search.repository.ts";
import { computeAlerts, type WatchAlert, type WatchedBoat } from "./alert-matching.ts";
import {
  advanceAlertCursor,
  alertingSearches,
  changesAfter,
  claimUnsentAlerts,
  dueDigests,
  findAlertRecipient,
  insertAlerts,
  markAlerted,
  readAlertCursor,
  settledChangeId,
} from "./saved-searches.repository.ts";
import { loadChangedBoats, storedFilters } from "./saved-searches.service.ts";

/** Changes one matching round reads at most; a longer backlog takes several rounds of the same run. */
const BATCH = 1000;
const HOUR = 3_600_000;
const DIGEST_PERIOD = { daily: 24 * HOUR, weekly: 7 * 24 * HOUR } as const;
/** Boats listed in one e-mail at most (the search link shows them all). */
const MAIL_ITEMS_MAX = 20;

export const UNSUBSCRIBE_PATH = "/api/v1/saved-searches/unsubscribe/";

/**
 * The boats users watch, for the alerts about them (price drops, under offer, sold). A module that keeps such
 * a list (favourites) registers itself here once; alerts then include those boats with no other change, and the
 * hourly digest run sends its digests too.
 */
export interface WatchSource {
  /** The watches of these boats by users who want alerts about them. */
  watches(db: Kysely<Database>, boatIds: number[]): Promise<WatchedBoat[]>;
  /**
   * Stores a batch's alerts (and queues instant e-mails) in the transaction that moves the cursor. `to` is the
   * batch's last change id: with a user id, a key that names this batch's e-mail once.
   */
  deliver(
    ctx: AppContext,
    trx: Kysely<Database>,
    alerts: WatchAlert[],
    batch: { to: number; now: Date },
  ): Promise<void>;
  /** Sends the digests whose day or week has passed; returns how many mails were written. */
  sendDueDigests(ctx: AppContext, now: Date): Promise<number>;
}
const watchSources: WatchSource[] = [];
/** Called once by each module that keeps watched boats. */
export function registerWatchSource(source: WatchSource): void {
  if (!watchSources.includes(source)) watchSources.push(source);
}

/** Digests of a frequency are due when their last one went out before this (a few minutes early, not late). */
export function digestSentBefore(frequency: "daily" | "weekly", now: Date): string {
  // A little early rather than an hour late: the run is hourly and its start drifts by seconds.
  return new Date(now.getTime() - DIGEST_PERIOD[frequency] + 5 * 60_000).toISOString();
}

/**
 * Matches every change committed since the last run with the saved searches, in batches, and returns how many
 * alerts it stored. Safe from several processes: a batch's alerts commit with the cursor's move from where that
 * run read it, and a run that finds the cursor moved stops.
 */
export async function matchNewChanges(ctx: AppContext, now = new Date()): Promise<number> {
  const upTo = await settledChangeId(ctx.db);
  let stored = 0;
  for (;;) {
    const from = await readAlertCursor(ctx.db);
    if (from >= upTo) return stored;
    const changes = await changesAfter(ctx.db, from, upTo, BATCH);
    const to = changes.at(-1)?.id ?? upTo;
    const boatIds = changes.map((change) => change.boatId);
    const [boats, searches, watches] = await Promise.all([
      loadChangedBoats(ctx.db, boatIds),
      alertingSearches(ctx.db),
      Promise.all(watchSources.map((source) => source.watches(ctx.db, boatIds))).then((lists) =>
        lists.flat(),
      ),
    ]);
    const { searchAlerts, watchAlerts } = computeAlerts({
      changes,
      boats,
      searches: searches.map((s) => ({
        id: s.id,
        filters: storedFilters(s.filters),
        createdAt: s.createdAt,
      })),
      watches,
    });
    const instant = new Set(searches.filter((s) => s.frequency === "instant").map((s) => s.id));
    const moved = await ctx.db.transaction().execute(async (trx) => {
      if (!(await advanceAlertCursor(trx, from, to))) return false;
      await insertAlerts(trx, searchAlerts, now.toISOString());
      for (const id of new Set(searchAlerts.map((alert) => alert.savedSearchId))) {
        if (!instant.has(id)) continue;
        await enqueueJob(trx, sendAlertsJob, { savedSearchId: id }, { idempotencyKey: `${id}:${to}`, now });
      }
      for (const source of watchSources) await source.deliver(ctx, trx, watchAlerts, { to, now });
      return true;
    });
    if (!moved) return stored;
    stored += searchAlerts.length;
  }
}

const formatPrice = (locale: Locale, amount: number | null, currency: string | null): string | null =>
  amount === null || currency === null
    ? null
    : new Intl.NumberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 }).format(
        Number(amount) / 100,
      );

/**
 * E-mails a saved search's unsent alerts, if any, and returns whether a mail was written. The claim of the
 * alerts and the mail commit together. Boats no longer public by now are left out.
 */
export async function sendSearchAlerts(
  ctx: AppContext,
  savedSearchId: number,
  now = new Date(),
): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    const search = await findAlertRecipient(trx, savedSearchId);
    if (!search) return false;
    const locale: Locale = isLocale(search.language) ? search.language : "en-US";
    const alerts = (await claimUnsentAlerts(trx, savedSearchId, now.toISOString())).filter(
      (alert) =>
        (PUBLIC_STATUSES as readonly string[]).includes(alert.status) &&
        alert.staleSince === null &&
        alert.teamStatus === "active",
    );
    // One line per boat: its latest news.
    const byBoat = new Map(alerts.map((alert) => [alert.boatId, alert]));
    if (byBoat.size === 0) return false;
    const lines = [...byBoat.values()].slice(0, MAIL_ITEMS_MAX).map((alert) => {
      const price = alert.isPriceOnRequest
        ? translate(locale, "alerts.priceOnRequest")
        : (formatPrice(locale, alert.priceAmount, alert.currency) ??
          translate(locale, "alerts.priceOnRequest"));
      const link = appLink(ctx.config.publicAppUrl, locale, `/boats/${alert.slug}`);
      const oldPrice = formatPrice(locale, alert.oldPriceAmount, alert.oldCurrency);
      const percent =
        alert.oldPriceAmount && alert.priceAmount !== null
          ? Math.round((1 - Number(alert.priceAmount) / Number(alert.oldPriceAmount)) * 100)
          : 0;
      const line =
        alert.kind === "price_drop" && oldPrice
          ? translate(locale, "alerts.linePriceDrop", { boat: alert.title, old: oldPrice, price, percent })
          : translate(locale, "alerts.lineNew", { boat: alert.title, price });
      return `• ${line}\n  ${link}`;
    });
    const newCount = [...byBoat.values()].filter((alert) => alert.kind === "new").length;
    const dropCount = byBoat.size - newCount;
    if (byBoat.size > MAIL_ITEMS_MAX) {
      lines.push(translate(locale, "alerts.more", { count: byBoat.size - MAIL_ITEMS_MAX }));
    }
    await sendTemplate(
      ctx,
      {
        template: "savedSearchAlert",
        to: search.email,
        language: locale,
        name: search.firstName,
        values: {
          search: search.name,
          summary: translate(locale, "alerts.summary", { news: newCount, drops: dropCount }),
          items: lines.join("\n"),
        },
        actionPath: `/boats?${search.query}`,
        unsubscribeUrl: `${ctx.config.publicAppUrl}${UNSUBSCRIBE_PATH}${search.unsubscribeToken}`,
      },
      trx,
    );
    await markAlerted(trx, savedSearchId, now.toISOString());
    return true;
  });
}

/**
 * Sends the digests whose day or week has passed, the saved searches' and the watch sources' (favourites);
 * returns how many mails were written.
 */
export async function sendDueDigests(ctx: AppContext, now = new Date()): Promise<number> {
  let sent = 0;
  for (const frequency of ["daily", "weekly"] as const) {
    for (const { id } of await dueDigests(ctx.db, frequency, digestSentBefore(frequency, now))) {
      if (await sendSearchAlerts(ctx, id, now)) sent += 1;
    }
  }
  for (const source of watchSources) sent += await source.sendDueDigests(ctx, now);
  return sent;
}

/** Every minute: match the changes since the last run (one run per minute across all processes). */
export const matchAlertsJob = defineJob({
  kind: "alerts.match",
  payload: z.object({}),
  schedule: "* * * * *",
  maxAttempts: 3,
  async run(ctx, _payload, job) {
    const stored = await matchNewChanges(ctx, job.now);
    if (stored > 0) ctx.log.info({ stored }, "saved-search alerts matched");
  },
});

/** An instant search's alerts, e-mailed as soon as they are matched. */
export const sendAlertsJob = defineJob({
  kind: "alerts.send",
  payload: z.object({ savedSearchId: z.number().int().positive() }),
  maxAttempts: 5,
  async run(ctx, { savedSearchId }, job) {
    await sendSearchAlerts(ctx, savedSearchId, job.now);
  },
});

/** Hourly: daily and weekly digests that are due. */
export const alertDigestsJob = defineJob({
  kind: "alerts.digests",
  payload: z.object({}),
  schedule: "7 * * * *",
  maxAttempts: 3,
  async run(ctx, _payload, job) {
    await sendDueDigests(ctx, job.now);
  },
});
