/**
 * Listing freshness (docs/decisions/025-listing-freshness.md). A public boat the seller has not confirmed,
 * edited or published for the site's `listings.staleAfterDays` leaves the search and the sitemap until
 * someone on its team confirms it. A week before, the team gets one e-mail per boat and confirmation with a
 * one-click link (no sign-in) and a link to edit. Confirming never changes the boat's place in the default
 * sort (`last_changed_at`): only new listings and real changes do.
 */
import {
  FRESHNESS_REMINDER_DAYS,
  readStaleAfterDays,
  STALE_AFTER_DAYS_KEY,
  type TAvailabilityConfirmation,
  type TFreshness,
} from "@keel/contracts/freshness";
import { isLocale, type Locale } from "@keel/contracts/locales";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import type { BoatStatus, Database } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import { hashToken, newSessionToken } from "../auth/session-token.ts";
import { defineJob } from "../jobs/queue.ts";
import { appLink } from "../mail/links.ts";
import { sendTemplate } from "../mail/send.ts";
import { PUBLIC_STATUSES } from "../search/search.repository.ts";
import { findSettings } from "../site/site.repository.ts";
import {
  claimReminder,
  confirmBoat,
  findBoatsToRemind,
  findReminderRecipients,
  findUsableLink,
  hideStaleBoats,
  restoreFreshBoats,
  useReminderLink,
} from "./freshness.repository.ts";

const DAY = 86_400_000;
/** A reminder's link works this long: past the day the boat is hidden, so it also brings it back. */
const LINK_DAYS = 30;
/** Boats reminded per sweep at most; the next sweep takes the rest. */
const REMINDERS_PER_SWEEP = 500;

/** The site setting `listings.staleAfterDays`, as applied (60 days when unset or not sensible). */
export async function getStaleAfterDays(db: Kysely<Database>): Promise<number> {
  const settings = await findSettings(db, [STALE_AFTER_DAYS_KEY]);
  return readStaleAfterDays(settings.get(STALE_AFTER_DAYS_KEY));
}

/** How a team's boat stands, for the dashboard; null unless it is public. */
export function freshnessOf(
  boat: {
    status: BoatStatus;
    lastConfirmedAt: string | null;
    publishedAt: string | null;
    staleSince: string | null;
  },
  staleAfterDays: number,
  now: Date,
): TFreshness | null {
  const confirmed = boat.lastConfirmedAt ?? boat.publishedAt;
  if (!(PUBLIC_STATUSES as readonly string[]).includes(boat.status) || !confirmed) return null;
  const since = Date.parse(confirmed);
  const hiddenAt = new Date(since + staleAfterDays * DAY).toISOString();
  const daysSinceConfirmed = Math.max(0, Math.floor((now.getTime() - since) / DAY));
  const state =
    boat.staleSince !== null || now.getTime() >= since + staleAfterDays * DAY
      ? "stale"
      : now.getTime() >= since + (staleAfterDays - FRESHNESS_REMINDER_DAYS) * DAY
        ? "due"
        : "fresh";
  return { state, daysSinceConfirmed, hiddenAt };
}

/**
 * One pass: hides the boats past the limit, brings back the ones a longer limit (a changed setting) makes
 * fresh again, and reminds the teams of boats within a week of it. Safe to run often and from several
 * processes: each update is one conditional statement, and each reminder is claimed by inserting its row
 * (boat, confirmation) before the e-mail goes, so a boat is reminded once per confirmation.
 */
export async function sweepListingFreshness(
  ctx: AppContext,
  now = new Date(),
): Promise<{ hidden: number; restored: number; reminded: number }> {
  const days = await getStaleAfterDays(ctx.db);
  const limit = new Date(now.getTime() - days * DAY).toISOString();
  const restored = await restoreFreshBoats(ctx.db, limit);
  const hidden = await hideStaleBoats(ctx.db, limit, now.toISOString());
  const reminded = await sendReminders(ctx, days, limit, now);
  return { hidden, restored, reminded };
}

async function sendReminders(ctx: AppContext, days: number, limit: string, now: Date): Promise<number> {
  const remindFrom = new Date(now.getTime() - (days - FRESHNESS_REMINDER_DAYS) * DAY).toISOString();
  const due = await findBoatsToRemind(ctx.db, remindFrom, limit, REMINDERS_PER_SWEEP);
  let sent = 0;
  for (const boat of due) {
    if (!boat.cycle) continue;
    const cycle = boat.cycle;
    const token = newSessionToken();
    // The claim and the e-mails commit together (the outbox, decision 024): a reminder is either claimed and
    // queued, or neither, whichever process gets there first.
    const isClaimed = await ctx.db.transaction().execute(async (trx) => {
      const claimed = await claimReminder(trx, {
        boatId: boat.id,
        cycle,
        tokenHash: hashToken(token),
        sentAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + LINK_DAYS * DAY).toISOString(),
      });
      if (!claimed) return false;
      await remindTeam(ctx, trx, { ...boat, cycle }, token, days);
      return true;
    });
    if (isClaimed) sent += 1;
  }
  return sent;
}

/** The team's owners and administrators and the member who listed the boat, each in their own language. */
async function remindTeam(
  ctx: AppContext,
  trx: Kysely<Database>,
  boat: {
    id: number;
    teamId: number;
    title: string;
    reference: string;
    createdByUserId: number | null;
    cycle: string;
  },
  token: string,
  days: number,
): Promise<void> {
  const recipients = await findReminderRecipients(trx, boat.teamId, boat.createdByUserId);
  const hiddenAt = new Date(Date.parse(boat.cycle) + days * DAY);
  for (const member of recipients) {
    const locale: Locale = isLocale(member.language) ? member.language : "en-US";
    await sendTemplate(
      ctx,
      {
        template: "freshnessReminder",
        to: member.email,
        language: locale,
        name: member.firstName,
        values: {
          boat: boat.title,
          reference: boat.reference,
          days: String(days),
          date: new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(hiddenAt),
          editUrl: appLink(ctx.config.publicAppUrl, locale, `/dashboard/boats/${boat.id}`),
        },
        actionPath: `/boats/confirm/${token}`,
      },
      trx,
    );
  }
}

/**
 * The sweep as a recurring job of the queue (decision 024): every quarter of an hour, so a boat leaves the
 * search within 15 minutes of its limit. Any process may run it; the statements above make that safe.
 */
export const freshnessSweepJob = defineJob({
  kind: "boats.freshness",
  payload: z.object({}),
  schedule: "*/15 * * * *",
  maxAttempts: 3,
  async run(ctx, _payload, job) {
    const result = await sweepListingFreshness(ctx, job.now);
    if (result.hidden + result.restored + result.reminded > 0)
      ctx.log.info(result, "listing freshness swept");
  },
});

/** The boat a reminder link still confirms (unused, unexpired, the boat still listed); else one refusal for all. */
async function requireUsableLink(db: Kysely<Database>, token: string, now: string) {
  const row = await findUsableLink(db, hashToken(token), now);
  if (!row || !(PUBLIC_STATUSES as readonly string[]).includes(row.status)) {
    throw new AppError("GONE", "error.freshnessLinkInvalid");
  }
  return row;
}

function toConfirmation(row: Awaited<ReturnType<typeof requireUsableLink>>): TAvailabilityConfirmation {
  return {
    boat: {
      id: row.id,
      title: row.title,
      reference: row.reference,
      slug: row.slug,
      teamName: row.teamName,
      lastConfirmedAt: row.lastConfirmedAt,
      isHidden: row.staleSince !== null,
    },
  };
}

/**
 * What a reminder link would confirm, without confirming: the page behind the link asks before it acts,
 * because mail scanners open links on their own.
 */
export async function getAvailabilityLink(
  db: Kysely<Database>,
  token: string,
): Promise<TAvailabilityConfirmation> {
  return toConfirmation(await requireUsableLink(db, token, new Date().toISOString()));
}

/**
 * Confirms the boat of a reminder link: the link works once. The boat is fresh again (back in the search
 * if it was hidden) and keeps its place in the default sort.
 */
export async function confirmByLink(db: Kysely<Database>, token: string): Promise<TAvailabilityConfirmation> {
  const now = new Date().toISOString();
  const row = await requireUsableLink(db, token, now);
  await db.transaction().execute(async (trx) => {
    if (!(await useReminderLink(trx, hashToken(token), now))) {
      throw new AppError("GONE", "error.freshnessLinkInvalid");
    }
    await confirmBoat(trx, row.id, now);
  });
  return toConfirmation({ ...row, lastConfirmedAt: now, staleSince: null });
}
