/**
 * The seller card's "N boats from this seller", cached per API process
 * (docs/decisions/020-public-pages-and-sitemaps.md, "What a boat detail costs the API").
 *
 * Freshness rule: a team's count is read from the database at most once per `TEAM_COUNT_TTL_MS` (60 s) per
 * process, so a boat published, sold or withdrawn changes its siblings' seller cards within a minute. The
 * detail response itself is served with `max-age=30`, so visitors already see pages up to that old; the
 * boat's own status (public or 410) is never cached. Without the cache every detail request counted the
 * team's public boats: an index range of thousands of entries for a large dealer, paid on every page.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { countTeamPublicBoats } from "./public-boat.repository.ts";

export const TEAM_COUNT_TTL_MS = 60_000;
/** Bounds the memory of a process serving many teams: the least recently counted team is forgotten first. */
const MAX_CACHED_TEAMS = 10_000;

interface Entry {
  countedAt: number;
  count: Promise<number>;
}

// Per database handle: a process (or a test file) may open several databases.
const caches = new WeakMap<Kysely<Database>, Map<number, Entry>>();

/**
 * The team's public boats (published or under offer), at most `TEAM_COUNT_TTL_MS` old. Concurrent requests
 * for a team share one count; a failed count is not kept.
 */
export function getTeamPublicBoatCount(db: Kysely<Database>, teamId: number): Promise<number> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const cached = cache.get(teamId);
  if (cached && now - cached.countedAt < TEAM_COUNT_TTL_MS) return cached.count;
  const entry: Entry = { countedAt: now, count: countTeamPublicBoats(db, teamId) };
  cache.delete(teamId);
  cache.set(teamId, entry);
  if (cache.size > MAX_CACHED_TEAMS) cache.delete(cache.keys().next().value as number);
  const teams = cache;
  entry.count.catch(() => {
    if (teams.get(teamId) === entry) teams.delete(teamId);
  });
  return entry.count;
}
