import type { Locale } from "@keel/contracts/locales";
import {
  PROFILE_BOATS,
  REPLY_TIME_MIN_CONVERSATIONS,
  REPLY_TIME_WINDOW_DAYS,
  type TProfessionalList,
  type TProfessionalListQuery,
  type TProfessionalProfile,
  type TProfessionalSummary,
} from "@keel/contracts/professionals";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { keywordWords } from "../../lib/word-match.ts";
import { toBoatCards } from "../boats/public-cards.ts";
import { logoUrl } from "../partners/partners.service.ts";
import { bannerUrl } from "../teams/teams.service.ts";
import {
  countProfessionals,
  countProfessionalsByCountry,
  countPublicBoats,
  findFirstReplies,
  findLatestPublicBoats,
  findListedProfile,
  findProfessionalPage,
} from "./professionals.repository.ts";

const DAY_MS = 86_400_000;

interface SummaryRow {
  id: number;
  slug: string;
  name: string;
  kind: string;
  country: string;
  city: string | null;
  isVerified: boolean | number;
  bannerKey: string | null;
  logoKey: string | null;
  memberSince: string;
  spokenLanguages: string;
  headline: string | null;
}

const KINDS = ["dealer", "broker", "builder", "other"] as const;
const kindOf = (kind: string): TProfessionalSummary["kind"] =>
  (KINDS as readonly string[]).includes(kind) ? (kind as TProfessionalSummary["kind"]) : "other";

/**
 * The median of the durations in whole minutes (rounded up: "within 3 minutes" must not promise 2), or null
 * when fewer than REPLY_TIME_MIN_CONVERSATIONS: two quick answers are luck, not a habit.
 */
export function medianReplyMinutes(durationsMs: number[]): number | null {
  if (durationsMs.length < REPLY_TIME_MIN_CONVERSATIONS) return null;
  const sorted = durationsMs.map((d) => Math.max(0, d)).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.ceil(median / 60_000);
}

/**
 * Median first-reply time per team over the last REPLY_TIME_WINDOW_DAYS days of conversations: the one
 * definition behind the public badge and the team's own inbox.
 */
export async function replyTimes(
  db: Kysely<Database>,
  teamIds: number[],
  now: Date,
): Promise<Map<number, number | null>> {
  const since = new Date(now.getTime() - REPLY_TIME_WINDOW_DAYS * DAY_MS).toISOString();
  const durations = new Map<number, number[]>();
  for (const row of await findFirstReplies(db, teamIds, since)) {
    const list = durations.get(row.teamId) ?? [];
    list.push(Date.parse(row.firstReplyAt!) - Date.parse(row.createdAt));
    durations.set(row.teamId, list);
  }
  return new Map(teamIds.map((id) => [id, medianReplyMinutes(durations.get(id) ?? [])]));
}

function toSummary(row: SummaryRow, boatCount: number, medianMinutes: number | null): TProfessionalSummary {
  return {
    slug: row.slug,
    name: row.name,
    kind: kindOf(row.kind),
    headline: row.headline,
    country: row.country,
    city: row.city,
    isVerified: Boolean(row.isVerified),
    memberSince: row.memberSince,
    spokenLanguages: row.spokenLanguages
      .split(",")
      .map((code) => code.trim())
      .filter(Boolean),
    boatCount,
    medianReplyMinutes: medianMinutes,
    bannerUrl: bannerUrl(row.bannerKey),
    logoUrl: logoUrl(row.logoKey),
  };
}

/**
 * The professionals network: listed profiles of active teams matching the keyword (name, city, headline), the
 * country and a spoken language; verified teams first, then by name. Each carries its public boat count and
 * median first-reply time (three batch queries per page, whatever its size); beside them, how many match in
 * each country, so the country filter offers only countries with members.
 */
export async function listProfessionals(
  db: Kysely<Database>,
  query: TProfessionalListQuery,
  now = new Date(),
): Promise<TProfessionalList> {
  const filters = { words: keywordWords(query.q), country: query.country, language: query.language };
  const [rows, total, countries] = await Promise.all([
    findProfessionalPage(db, filters, (query.page - 1) * query.pageSize, query.pageSize),
    countProfessionals(db, filters),
    countProfessionalsByCountry(db, filters),
  ]);
  const teamIds = rows.map((r) => r.id);
  const [boatCounts, medians] = await Promise.all([
    countPublicBoats(db, teamIds),
    replyTimes(db, teamIds, now),
  ]);
  return {
    items: rows.map((row) => toSummary(row, boatCounts.get(row.id) ?? 0, medians.get(row.id) ?? null)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    facets: { country: countries },
  };
}

/**
 * A professional's profile page: the summary, description and contacts the team chose to give, and its latest
 * public boats as cards (up to PROFILE_BOATS, with the total). 404 when unlisted, inactive or unknown.
 */
export async function getProfessional(
  db: Kysely<Database>,
  slug: string,
  locale: Locale,
  now = new Date(),
): Promise<TProfessionalProfile> {
  const row = await findListedProfile(db, slug);
  if (!row) throw notFound();
  const [boatCounts, medians, boatRows] = await Promise.all([
    countPublicBoats(db, [row.id]),
    replyTimes(db, [row.id], now),
    findLatestPublicBoats(db, row.id, PROFILE_BOATS),
  ]);
  const boatCount = boatCounts.get(row.id) ?? 0;
  return {
    ...toSummary(row, boatCount, medians.get(row.id) ?? null),
    description: row.description,
    website: row.website,
    phone: row.phone,
    email: row.email,
    boats: { items: await toBoatCards(db, boatRows, locale), total: boatCount },
  };
}
