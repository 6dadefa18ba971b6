/**
 * What changed in the public listings since a reader's cursor (docs/decisions/044-search-memory-and-page-cache.md),
 * for the web server's page cache: it drops exactly the pages that show a changed boat or team. Read from the
 * search change log, which names every boat change, team status change and team card change, and for a catalog
 * label the boats that carry it (or nothing, for a new label or one no boat carries: every page goes), from any
 * process. The cursor carries, on PostgreSQL, the transactions running at the previous read,
 * whose entries may commit later with lower numbers (the same rule as the search index, decision 021).
 */
import type { TListingsChanges } from "@keel/contracts/search";
import type { Kysely } from "kysely";
import type { Engine } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import {
  boatIdsOfTeams,
  type LogPosition,
  logPosition,
  oldestLogEntry,
  pageChangesBetween,
} from "./search.repository.ts";

/** Past this many boats, listing them costs more than a reader rendering its pages again. */
const MAX_LISTED = 5000;

export function formatCursor(position: LogPosition): string {
  return position.running.length > 0 ? `${position.seq}:${position.running.join(",")}` : String(position.seq);
}

/** A cursor as the contract's pattern allows it (ZListingsCursor). */
export function parseCursor(cursor: string): LogPosition {
  const [seq, running] = cursor.split(":");
  return { seq: Number(seq), running: running ? running.split(",") : [] };
}

export async function listingsChanges(
  db: Kysely<Database>,
  engine: Engine,
  since: string | undefined,
): Promise<TListingsChanges> {
  const now = await logPosition(db, engine);
  const answer = { cursor: formatCursor(now), version: now.seq };
  const everything = { ...answer, boats: [], teams: [], all: true };
  if (since === undefined) return everything;
  const from = parseCursor(since);
  // A cursor from the future (the log was recreated) or older than the log's window: entries may be lost.
  if (from.seq > now.seq) return everything;
  if (from.seq < now.seq && from.seq < (await oldestLogEntry(db)) - 1) return everything;
  const changes = await pageChangesBetween(db, engine, from, now);
  if (changes.labels) return everything;
  // A team switched on or off takes its boats in or out of every list and card.
  const teamBoats = await boatIdsOfTeams(db, [...changes.statusTeamIds], MAX_LISTED + 1);
  const boats = new Set([...changes.boatIds, ...teamBoats]);
  if (boats.size > MAX_LISTED) return everything;
  return { ...answer, boats: [...boats], teams: [...changes.teamIds], all: false };
}
