import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import { everyWordIn } from "../../lib/word-match.ts";
import { CARD_COLUMNS } from "../boats/public-boat.repository.ts";
import { PUBLIC_STATUS_LITERALS } from "../search/search.repository.ts";

export interface ProfessionalFilters {
  words: string[];
  country?: string;
  /** ISO 639-1 code. */
  language?: string;
}

type Listed = SelectQueryBuilder<Database, "professionalProfiles" | "teams", object>;

const SUMMARY_COLUMNS = [
  "teams.id",
  "teams.slug",
  "teams.name",
  "teams.kind",
  "teams.country",
  "teams.city",
  "teams.isVerified",
  "teams.bannerKey",
  "teams.logoKey",
  "professionalProfiles.memberSince",
  "professionalProfiles.spokenLanguages",
  "professionalProfiles.headline",
] as const;

/** Listed profiles of active teams: the only ones the public network shows. */
function listedProfiles(db: Kysely<Database>): Listed {
  return db
    .selectFrom("professionalProfiles")
    .innerJoin("teams", "teams.id", "professionalProfiles.teamId")
    .where("professionalProfiles.isListed", "=", true)
    .where("teams.status", "=", "active");
}

function filtered(db: Kysely<Database>, f: ProfessionalFilters): Listed {
  let q = listedProfiles(db);
  if (f.words.length > 0)
    q = q.where(everyWordIn(["teams.name", "teams.city", "professionalProfiles.headline"], f.words));
  if (f.country) q = q.where("teams.country", "=", f.country);
  if (f.language) {
    // spoken_languages is a comma-separated list ("en,fr"): wrapping it in commas matches whole codes only.
    const languages = sql<string>`',' || replace(${sql.ref("professionalProfiles.spokenLanguages")}, ' ', '') || ','`;
    q = q.where(languages, "like", `%,${f.language},%`);
  }
  return q;
}

/** A page of professionals: verified teams first, then by name. */
export function findProfessionalPage(
  db: Kysely<Database>,
  f: ProfessionalFilters,
  offset: number,
  limit: number,
) {
  return filtered(db, f)
    .select(SUMMARY_COLUMNS)
    .orderBy("teams.isVerified", "desc")
    .orderBy("teams.name")
    .orderBy("teams.id")
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Professionals per country, with every filter but the country applied; most frequent first. */
export async function countProfessionalsByCountry(
  db: Kysely<Database>,
  f: ProfessionalFilters,
): Promise<{ value: string; count: number }[]> {
  const rows = await filtered(db, { ...f, country: undefined })
    .select(["teams.country as value", (eb) => eb.fn.countAll<number | string>().as("n")])
    .groupBy("teams.country")
    .execute();
  return rows
    .map((r) => ({ value: String(r.value), count: Number(r.n) }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

export async function countProfessionals(db: Kysely<Database>, f: ProfessionalFilters): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A listed profile of an active team, with what its page adds to the summary. */
export function findListedProfile(db: Kysely<Database>, slug: string) {
  return listedProfiles(db)
    .select([...SUMMARY_COLUMNS, "teams.description", "teams.website", "teams.phone", "teams.email"])
    .where("teams.slug", "=", slug)
    .executeTakeFirst();
}

/** Public boats per team (teams without any are absent from the map). */
export async function countPublicBoats(
  db: Kysely<Database>,
  teamIds: number[],
): Promise<Map<number, number>> {
  if (teamIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("boats")
    .select(["boats.teamId", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("boats.teamId", "in", teamIds)
    .where("boats.status", "in", PUBLIC_STATUS_LITERALS)
    .groupBy("boats.teamId")
    .execute();
  return new Map(rows.map((r) => [r.teamId, Number(r.n)]));
}

/** When each answered conversation of these teams started and got its first reply, since `sinceIso`. */
export function findFirstReplies(db: Kysely<Database>, teamIds: number[], sinceIso: string) {
  if (teamIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("conversations")
    .select(["conversations.teamId", "conversations.createdAt", "conversations.firstReplyAt"])
    .where("conversations.teamId", "in", teamIds)
    .where("conversations.createdAt", ">=", sinceIso)
    .where("conversations.firstReplyAt", "is not", null)
    .execute();
}

/** The team's latest public boats, newest first, as card rows. */
export function findLatestPublicBoats(db: Kysely<Database>, teamId: number, limit: number) {
  return db
    .selectFrom("boats")
    .select(CARD_COLUMNS)
    .where("boats.teamId", "=", teamId)
    .where("boats.status", "in", PUBLIC_STATUS_LITERALS)
    .orderBy("boats.publishedAt", (ob) => ob.desc().nullsLast())
    .orderBy("boats.id", "desc")
    .limit(limit)
    .execute();
}
