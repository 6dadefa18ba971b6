/**
 * Statistics events of public boats (a view in a list, a detail view, a click), counted for the seller. One
 * budget per visitor address, whichever way an event comes: posted on its own (a page the web server serves
 * from its cache), or counted with the boat a page asks for (one call instead of two for every boat page it
 * renders). Past the budget nothing more is counted in that minute. The visitor is only ever stored hashed:
 * enough to count unique visitors, useless to identify anyone.
 */
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { secondsUntil } from "../../errors.ts";
import { hitCounter } from "../auth/rate-limit.repository.ts";
import { recordBoatEvent } from "../statistics/statistics.repository.ts";
import { findPublicBoatTeam } from "./public-boat.repository.ts";

/** Events one address may have counted per minute. */
export const BOAT_EVENTS_PER_MINUTE = 120;
const WINDOW_MS = 60_000;

export type BoatEventOutcome = "counted" | "not-public" | { retryAfterSeconds: number };

export async function countBoatEvent(
  db: Kysely<Database>,
  event: {
    boatId: number;
    kind: "view" | "detail_view" | "click";
    /** Who the visitor is (their address unless the caller names them). */
    visitor: string;
    /** The address the budget is counted for. */
    address: string;
  },
  now: Date = new Date(),
): Promise<BoatEventOutcome> {
  const boat = await findPublicBoatTeam(db, event.boatId);
  if (!boat) return "not-public";
  const budget = await hitCounter(db, `boat-events:${event.address}`, WINDOW_MS, now);
  if (budget.count > BOAT_EVENTS_PER_MINUTE) return { retryAfterSeconds: secondsUntil(budget.resetAt, now) };
  const visitorHash = createHash("sha256").update(`${boat.id}:${event.visitor}`).digest("hex").slice(0, 32);
  await recordBoatEvent(db, { boatId: boat.id, teamId: boat.teamId, kind: event.kind, visitorHash, at: now });
  return "counted";
}
