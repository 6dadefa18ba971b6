/**
 * People and organisations: the four demo accounts the README lists, the staff of every dealer and broker
 * team with their professional profile, and private buyers who write to them. Plans and the admin group
 * come from the system-data migration and are looked up, not created.
 */
import type { Kysely } from "kysely";
import type { Database, TeamRole } from "../schema.ts";
import { insertRows } from "./bulk-insert.ts";
import { type City, COUNTRIES, type Country, countryByCode, type TextLocale } from "./places.ts";
import type { Random } from "./random.ts";
import { slugify } from "./slug.ts";
import { FREE_TEAM, type PlanCode, PREMIUM_TEAM, TEAMS, type TeamSpec } from "./team-list.ts";

export const DEMO_PASSWORD = "keel-demo-2026";
export const DEMO_EMAILS = {
  admin: "admin@keel.test",
  premium: "premium@keel.test",
  free: "free@keel.test",
  buyer: "buyer@keel.test",
} as const;

const DAY = 86_400_000;

export interface SeededTeam {
  id: number;
  name: string;
  country: Country;
  city: City;
  locale: TextLocale;
  currency: string;
  /** Prefix of the team's stable boat references (`RY-00042`). */
  prefix: string;
  canPostBoats: boolean;
  memberIds: number[];
  /** Relative share of the boats it lists. */
  weight: number;
}

export interface Accounts {
  teams: SeededTeam[];
  buyers: { id: number; name: string; email: string; locale: TextLocale }[];
  premiumTeamId: number;
  demoBuyerId: number;
  premiumOwnerId: number;
  userCount: number;
}

interface UserRow {
  id: number;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  avatarKey: null;
  language: string;
  role: "professional" | "buyer";
  status: "active";
  emailVerifiedAt: string;
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
}

async function lookupIds(db: Kysely<Database>) {
  const plans = await db.selectFrom("plans").select(["id", "code", "canPostBoats"]).execute();
  const admin = await db.selectFrom("groups").select("id").where("code", "=", "admin").executeTakeFirst();
  const plan = (code: PlanCode) => {
    const found = plans.find((p) => p.code === code);
    if (!found) throw new Error(`Plan "${code}" is missing: run the migrations before seeding`);
    return { id: found.id, canPostBoats: Boolean(found.canPostBoats) };
  };
  if (!admin) throw new Error(`Group "admin" is missing: run the migrations before seeding`);
  return { plan, adminGroupId: admin.id };
}

class UserFactory {
  readonly rows: UserRow[] = [];
  readonly #emails = new Set<string>();
  readonly #passwordHash: string;
  readonly #now: number;

  constructor(passwordHash: string, now: number) {
    this.#passwordHash = passwordHash;
    this.#now = now;
  }

  add(
    user: {
      email: string;
      firstName: string;
      lastName: string;
      language: string;
      role?: "professional" | "buyer";
    },
    rng: Random,
  ): number {
    let email = user.email;
    for (let n = 2; this.#emails.has(email); n++) email = user.email.replace("@", `${n}@`);
    this.#emails.add(email);
    const created = new Date(this.#now - rng.int(30, 2000) * DAY).toISOString();
    const id = this.rows.length + 1;
    this.rows.push({
      id,
      email,
      passwordHash: this.#passwordHash,
      firstName: user.firstName,
      lastName: user.lastName,
      avatarKey: null,
      language: user.language,
      role: user.role ?? "professional",
      status: "active",
      emailVerifiedAt: created,
      lastLoginAt: rng.chance(0.7) ? new Date(this.#now - rng.int(0, 40) * DAY).toISOString() : null,
      createdAt: created,
      updatedAt: created,
    });
    return id;
  }
}

function teamDomain(name: string): string {
  return `${slugify(name).replace(/-/g, "")}.example`;
}

function personIn(country: Country, rng: Random) {
  return { firstName: rng.pick(country.firstNames), lastName: rng.pick(country.lastNames) };
}

function staffEmail(person: { firstName: string; lastName: string }, domain: string): string {
  return `${slugify(person.firstName)}.${slugify(person.lastName).replace(/-/g, "")}@${domain}`;
}

function address(country: Country, rng: Random): string {
  const street = rng.pick(country.streets);
  const number = rng.int(1, 120);
  return ["FR", "MC", "US"].includes(country.code)
    ? `${number} ${street}`
    : country.code === "GB"
      ? `Unit ${number}, ${street}`
      : `${street} ${number}`;
}

const HEADLINES: Record<TextLocale, Record<"dealer" | "broker", (city: string) => string>> = {
  "en-US": { dealer: (c) => `New and pre-owned boats in ${c}`, broker: (c) => `Yacht brokers in ${c}` },
  "en-GB": { dealer: (c) => `New and used boats in ${c}`, broker: (c) => `Yacht brokers in ${c}` },
  fr: { dealer: (c) => `Bateaux neufs et d'occasion à ${c}`, broker: (c) => `Courtier en yachts à ${c}` },
  it: { dealer: (c) => `Barche nuove e usate a ${c}`, broker: (c) => `Broker nautico a ${c}` },
  es: { dealer: (c) => `Barcos nuevos y de ocasión en ${c}`, broker: (c) => `Bróker de yates en ${c}` },
};

/** Initials of the team name, as brokers prefix their stock numbers. */
function referencePrefix(name: string): string {
  const initials = slugify(name)
    .split("-")
    .filter((word) => word.length > 2 || /^\d/.test(word))
    .map((word) => word[0]!.toUpperCase())
    .join("");
  return initials.slice(0, 3) || "KB";
}

const JOINED_MIN_DAYS = 270;
const JOINED_MAX_DAYS = 5 * 365;

function teamRow(
  spec: TeamSpec,
  id: number,
  country: Country,
  city: City,
  planId: number,
  now: number,
  rng: Random,
) {
  const domain = teamDomain(spec.name);
  // Joined the marketplace between five years and nine months ago (before its oldest listing, which is eight
  // months old), at midnight UTC. Three draws, as before, so the rest of the demo data stays the same.
  const spread = (rng.int(0, 26) * 12 + rng.int(0, 11)) * 28 + rng.int(1, 28);
  const daysAgo = JOINED_MIN_DAYS + (spread % (JOINED_MAX_DAYS - JOINED_MIN_DAYS));
  const memberSince = new Date(Math.floor((now - daysAgo * DAY) / DAY) * DAY);
  const isPaying = spec.plan !== "free";
  return {
    id,
    slug: slugify(spec.name),
    name: spec.name,
    kind: spec.kind,
    country: country.code,
    address: address(country, rng),
    city: city.name,
    postalCode: city.postalCode,
    phone: `${country.phonePrefix} ${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)}`,
    email: `contact@${domain}`,
    currency: country.currency,
    unit: country.unit,
    website: `https://www.${domain}`,
    bannerKey: null,
    logoKey: null,
    description: HEADLINES[country.locale][spec.kind](city.name),
    status: spec.isInactive ? ("inactive" as const) : ("active" as const),
    planId,
    subscriptionStatus: !isPaying ? "none" : spec.isInactive ? "canceled" : "active",
    subscriptionRenewsAt:
      isPaying && !spec.isInactive ? new Date(now + rng.int(1, 30) * DAY).toISOString() : null,
    isVerified: spec.isVerified ?? false,
    verifiedAt: spec.isVerified
      ? new Date(Math.max(memberSince.getTime() + DAY, now - rng.int(30, 400) * DAY)).toISOString()
      : null,
    createdAt: memberSince.toISOString(),
    updatedAt: new Date(now - rng.int(0, 90) * DAY).toISOString(),
  };
}

function profileRow(teamId: number, spec: TeamSpec, country: Country, memberSince: string, rng: Random) {
  const languages = ["en", ...rng.sample(country.languages, rng.int(1, 3))];
  return {
    teamId,
    memberSince: memberSince.slice(0, 10),
    spokenLanguages: [...new Set(languages)].join(","),
    headline: HEADLINES[country.locale][spec.kind](spec.city),
    isListed: !spec.isInactive,
  };
}

function teamWeight(spec: TeamSpec, rng: Random): number {
  if (spec.plan === "free") return 0;
  return rng.float(0.6, 1.6) ** 2 * (spec.plan === "custom" ? 2.5 : 1);
}

/** Creates users, teams, memberships, profiles and the admin membership; returns what later steps need. */
export async function insertAccounts(
  db: Kysely<Database>,
  options: { passwordHash: string; now: Date; rng: Random },
): Promise<Accounts> {
  const { rng } = options;
  const now = options.now.getTime();
  const { plan, adminGroupId } = await lookupIds(db);
  const users = new UserFactory(options.passwordHash, now);
  const adminId = users.add(
    { email: DEMO_EMAILS.admin, firstName: "Alex", lastName: "Marin", language: "en-US" },
    rng,
  );
  const premiumOwnerId = users.add(
    { email: DEMO_EMAILS.premium, firstName: "Claire", lastName: "Dubois", language: "en-US" },
    rng,
  );
  const freeOwnerId = users.add(
    { email: DEMO_EMAILS.free, firstName: "Thomas", lastName: "Girard", language: "en-US" },
    rng,
  );
  const demoBuyerId = users.add(
    { email: DEMO_EMAILS.buyer, firstName: "Sam", lastName: "Rivera", language: "en-US", role: "buyer" },
    rng,
  );

  const teams: SeededTeam[] = [];
  const teamRows: ReturnType<typeof teamRow>[] = [];
  const profiles: ReturnType<typeof profileRow>[] = [];
  const members: { teamId: number; userId: number; role: TeamRole; createdAt: string }[] = [];
  TEAMS.forEach((spec, index) => {
    const id = index + 1;
    const country = countryByCode(spec.country);
    const city = country.cities.find((c) => c.name === spec.city) ?? country.cities[0]!;
    const chosenPlan = plan(spec.plan);
    const row = teamRow(spec, id, country, city, chosenPlan.id, now, rng);
    teamRows.push(row);
    profiles.push(profileRow(id, spec, country, row.createdAt, rng));

    const domain = teamDomain(spec.name);
    const addStaff = () => {
      const person = personIn(country, rng);
      return users.add({ ...person, email: staffEmail(person, domain), language: country.locale }, rng);
    };
    const ownerId =
      spec.name === PREMIUM_TEAM ? premiumOwnerId : spec.name === FREE_TEAM ? freeOwnerId : addStaff();
    const memberIds = [ownerId];
    members.push({ teamId: id, userId: ownerId, role: "owner", createdAt: row.createdAt });
    if (spec.name === PREMIUM_TEAM) {
      members.push({ teamId: id, userId: adminId, role: "admin", createdAt: row.createdAt });
      memberIds.push(adminId);
    }
    const staffCount = spec.name === FREE_TEAM ? 0 : spec.plan === "free" ? rng.int(0, 1) : rng.int(1, 4);
    for (let i = 0; i < staffCount; i++) {
      const userId = addStaff();
      memberIds.push(userId);
      members.push({ teamId: id, userId, role: i === 0 ? "admin" : "member", createdAt: row.updatedAt });
    }
    teams.push({
      id,
      name: spec.name,
      country,
      city,
      locale: country.locale,
      currency: country.currency,
      prefix: referencePrefix(spec.name),
      canPostBoats: chosenPlan.canPostBoats,
      memberIds,
      weight: teamWeight(spec, rng),
    });
  });
  giveDemoTeamItsShare(teams);

  const buyers = Array.from({ length: 40 }, () => {
    const country = rng.pick(COUNTRIES);
    const person = personIn(country, rng);
    const email = `${slugify(person.firstName)}.${slugify(person.lastName).replace(/-/g, "")}@mail.example`;
    const id = users.add({ ...person, email, language: country.locale, role: "buyer" }, rng);
    return {
      id,
      name: `${person.firstName} ${person.lastName}`,
      email: users.rows[id - 1]!.email,
      locale: country.locale,
    };
  });

  await insertRows(db, "users", users.rows);
  await insertRows(db, "teams", teamRows);
  await insertRows(db, "teamMembers", members);
  await insertRows(db, "professionalProfiles", profiles);
  await insertRows(db, "userGroups", [{ userId: adminId, groupId: adminGroupId }]);
  const premiumTeamId = teams.find((t) => t.name === PREMIUM_TEAM)!.id;
  return { teams, buyers, premiumTeamId, demoBuyerId, premiumOwnerId, userCount: users.rows.length };
}

/** The premium demo team lists about 5% of all boats, so its dashboard is full at any seed size. */
function giveDemoTeamItsShare(teams: SeededTeam[]): void {
  const demo = teams.find((t) => t.name === PREMIUM_TEAM)!;
  const others = teams.reduce((sum, t) => (t === demo ? sum : sum + t.weight), 0);
  demo.weight = (others * 0.05) / 0.95;
}
