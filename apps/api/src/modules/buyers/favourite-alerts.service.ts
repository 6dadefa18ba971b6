/**
 * Alerts on favourites (decision 045, addendum of 2026-11-27). Favourites are a watch source of the alerts
 * matcher (saved-searches/alerts.service.ts): each run gives it the favourites of the boats that changed, and
 * it returns their price drops and their going under offer or sold. They are stored with the cursor's move, and
 * e-mailed once per user through the job queue and the outbox: at once, or in the hourly digest run once the
 * user's day or week has passed. Each e-mail names the boats and what changed, links each boat's page and the
 * favourites page in the user's language, and carries one-click unsubscribe (RFC 8058) with the user's own
 * favourites token. Boats buyers cannot see any more are left out (a sold boat is the news itself).
 */
import { randomBytes } from "node:crypto";
import type { TFavouriteAlerts } from "@keel/contracts/buyers";
import { isLocale, type Locale } from "@keel/contracts/locales";
import { type AlertFrequency, FAVOURITE_ALERTS_DEFAULT } from "@keel/contracts/saved-search-codes";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { translate } from "../../i18n/messages.ts";
import { defineJob, enqueueJob } from "../jobs/queue.ts";
import { appLink } from "../mail/links.ts";
import { sendTemplate } from "../mail/send.ts";
import type { WatchAlert } from "../saved-searches/alert-matching.ts";
import { digestSentBefore, registerWatchSource } from "../saved-searches/alerts.service.ts";
import {
  claimUnsentFavouriteAlerts,
  dueFavouriteDigests,
  ensureFavouriteAlertSettings,
  findFavouriteAlertRecipient,
  findFavouriteAlertSettings,
  insertFavouriteAlerts,
  instantRecipients,
  markFavouritesAlerted,
  setFavouriteAlertFrequency,
  watchesOfBoats,
} from "./favourite-alerts.repository.ts";

export const FAVOURITES_UNSUBSCRIBE_PATH = "/api/v1/favourites/unsubscribe/";
/** Boats listed in one e-mail at most (the favourites page shows them all). */
const MAIL_ITEMS_MAX = 20;

const newToken = () => randomBytes(24).toString("base64url");

/** The user's choice for their favourites' alerts (the default until they choose). */
export async function getFavouriteAlerts(db: Kysely<Database>, userId: number): Promise<TFavouriteAlerts> {
  const settings = await findFavouriteAlertSettings(db, userId);
  return { frequency: settings?.frequency ?? FAVOURITE_ALERTS_DEFAULT };
}

export async function changeFavouriteAlerts(
  db: Kysely<Database>,
  userId: number,
  frequency: AlertFrequency,
): Promise<TFavouriteAlerts> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await ensureFavouriteAlertSettings(trx, userId, newToken(), now);
    await setFavouriteAlertFrequency(trx, userId, frequency, now);
  });
  return { frequency };
}

type ClaimedAlert = Awaited<ReturnType<typeof claimUnsentFavouriteAlerts>>[number];

const formatMoney = (locale: Locale, amount: number, currency: string): string =>
  new Intl.NumberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 }).format(
    Number(amount) / 100,
  );

/**
 * A boat's line in the e-mail: its newest news that is still true now (a price drop from the first old price of
 * the drops claimed to the price now; under offer while it is; sold), or null when none is.
 */
function boatLine(
  ctx: AppContext,
  locale: Locale,
  alerts: ClaimedAlert[],
): { kind: string; text: string } | null {
  const boat = alerts[0]!;
  const isTeamActive = boat.teamStatus === "active";
  const isListed = isTeamActive && boat.staleSince === null;
  const link = `\n  ${appLink(ctx.config.publicAppUrl, locale, `/boats/${boat.slug}`)}`;
  for (const alert of [...alerts].reverse()) {
    if (alert.kind === "sold" && isTeamActive && (boat.status === "sold" || boat.status === "archived")) {
      // A sold boat's page is no longer public: the favourites page (the e-mail's button) keeps it.
      return { kind: "sold", text: translate(locale, "favouriteAlerts.lineSold", { boat: boat.title }) };
    }
    if (alert.kind === "under_offer" && isListed && boat.status === "under_offer") {
      return {
        kind: "under_offer",
        text: `${translate(locale, "favouriteAlerts.lineUnderOffer", { boat: boat.title })}${link}`,
      };
    }
    if (
      alert.kind === "price_drop" &&
      isListed &&
      (boat.status === "published" || boat.status === "under_offer")
    ) {
      const first = alerts.find((a) => a.kind === "price_drop")!;
      const old = first.oldPriceAmount === null ? null : Number(first.oldPriceAmount);
      const price = boat.priceAmount === null ? null : Number(boat.priceAmount);
      if (
        old === null ||
        price === null ||
        boat.isPriceOnRequest ||
        first.oldCurrency !== boat.currency ||
        price >= old
      ) {
        continue;
      }
      const text = translate(locale, "favouriteAlerts.linePriceDrop", {
        boat: boat.title,
        old: formatMoney(locale, old, boat.currency),
        price: formatMoney(locale, price, boat.currency),
        percent: Math.max(1, Math.round((1 - price / old) * 100)),
      });
      return { kind: "price_drop", text: `${text}${link}` };
    }
  }
  return null;
}

/**
 * E-mails a user's unsent favourites alerts, if any is still true, and returns whether a mail was written. The
 * claim of the alerts and the mail commit together.
 */
export async function sendFavouriteAlerts(
  ctx: AppContext,
  userId: number,
  now = new Date(),
): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    await ensureFavouriteAlertSettings(trx, userId, newToken(), now.toISOString());
    const user = await findFavouriteAlertRecipient(trx, userId);
    if (!user) return false;
    const locale: Locale = isLocale(user.language) ? user.language : "en-US";
    const byBoat = new Map<number, ClaimedAlert[]>();
    for (const alert of await claimUnsentFavouriteAlerts(trx, userId, now.toISOString())) {
      byBoat.set(alert.boatId, [...(byBoat.get(alert.boatId) ?? []), alert]);
    }
    const lines = [...byBoat.values()].flatMap((alerts) => boatLine(ctx, locale, alerts) ?? []);
    if (lines.length === 0) return false;
    const counts = { price_drop: 0, under_offer: 0, sold: 0 } as Record<string, number>;
    for (const line of lines) counts[line.kind] = (counts[line.kind] ?? 0) + 1;
    const summary = new Intl.ListFormat(locale, { type: "conjunction" }).format(
      (
        [
          ["price_drop", "favouriteAlerts.drops"],
          ["under_offer", "favouriteAlerts.underOffer"],
          ["sold", "favouriteAlerts.sold"],
        ] as const
      )
        .filter(([kind]) => (counts[kind] ?? 0) > 0)
        .map(([kind, key]) => translate(locale, key, { count: counts[kind] ?? 0 })),
    );
    const items = lines.slice(0, MAIL_ITEMS_MAX).map((line) => `• ${line.text}`);
    if (lines.length > MAIL_ITEMS_MAX) {
      items.push(translate(locale, "alerts.more", { count: lines.length - MAIL_ITEMS_MAX }));
    }
    await sendTemplate(
      ctx,
      {
        template: "favouriteAlert",
        to: user.email,
        language: locale,
        name: user.firstName,
        values: { summary, items: items.join("\n") },
        actionPath: "/dashboard/favourites",
        unsubscribeUrl: `${ctx.config.publicAppUrl}${FAVOURITES_UNSUBSCRIBE_PATH}${user.unsubscribeToken}`,
      },
      trx,
    );
    await markFavouritesAlerted(trx, userId, now.toISOString());
    return true;
  });
}

/** Sends the favourites digests whose day or week has passed; returns how many mails were written. */
export async function sendDueFavouriteDigests(ctx: AppContext, now = new Date()): Promise<number> {
  let sent = 0;
  for (const frequency of ["daily", "weekly"] as const) {
    for (const { userId } of await dueFavouriteDigests(ctx.db, frequency, digestSentBefore(frequency, now))) {
      if (await sendFavouriteAlerts(ctx, userId, now)) sent += 1;
    }
  }
  return sent;
}

/** A user's favourites alerts, e-mailed as soon as they are matched. */
export const sendFavouriteAlertsJob = defineJob({
  kind: "favourites.alerts.send",
  payload: z.object({ userId: z.number().int().positive() }),
  maxAttempts: 5,
  async run(ctx, { userId }, job) {
    await sendFavouriteAlerts(ctx, userId, job.now);
  },
});

/** Stores a batch's favourites alerts and queues an e-mail for each user who wants them at once. */
async function deliverFavouriteAlerts(
  _ctx: AppContext,
  trx: Kysely<Database>,
  alerts: WatchAlert[],
  batch: { to: number; now: Date },
): Promise<void> {
  if (alerts.length === 0) return;
  await insertFavouriteAlerts(trx, alerts, batch.now.toISOString());
  for (const userId of await instantRecipients(
    trx,
    alerts.map((alert) => alert.userId),
  )) {
    await enqueueJob(
      trx,
      sendFavouriteAlertsJob,
      { userId },
      { idempotencyKey: `${userId}:${batch.to}`, now: batch.now },
    );
  }
}

registerWatchSource({
  watches: watchesOfBoats,
  deliver: deliverFavouriteAlerts,
  sendDueDigests: sendDueFavouriteDigests,
});
