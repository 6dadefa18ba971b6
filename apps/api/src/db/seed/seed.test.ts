import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brandAndModel } from "@keel/contracts/boat-names";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../modules/auth/password.ts";
import { variantKey } from "../../modules/media/image-urls.ts";
import { createLocalStorage } from "../../modules/media/storage.ts";
import { screenText } from "../../modules/messages/screening.ts";
import { getTestDatabaseInfo, getTestDb } from "../../test/harness.ts";
import { openDatabase } from "../database.ts";
import { migrateToLatest } from "../migrate.ts";
import type { Database } from "../schema.ts";
import { DEMO_EMAILS, DEMO_PASSWORD } from "./accounts.ts";
import { clearDatabase } from "./clear-database.ts";
import { SCAM_MESSAGE } from "./conversations.ts";
import { BOAT_TYPES, CONDITIONS, EQUIPMENTS } from "./reference-lists.ts";
import { isDatabaseEmpty, type SeedOptions, type SeedSummary, seedDemoData } from "./seed.ts";

const BOATS = 50;
const NOW = new Date("2026-11-20T09:00:00Z");
const options = (dataDir: string): SeedOptions => ({
  boats: BOATS,
  seed: 7,
  dataDir,
  now: NOW,
  photoPoolSize: 4,
});

let db: Kysely<Database>;
let dataDir: string;
let summary: SeedSummary;
let wasEmpty: boolean;

beforeAll(async () => {
  db = await getTestDb();
  dataDir = (await getTestDatabaseInfo()).dataDir;
  wasEmpty = await isDatabaseEmpty(db);
  summary = await seedDemoData(db, options(dataDir));
});

const count = async (table: keyof Database): Promise<number> => {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

describe("seedDemoData", () => {
  it("fills an empty database with the whole marketplace", async () => {
    expect(wasEmpty).toBe(true);
    expect(await isDatabaseEmpty(db)).toBe(false);
    expect(await count("boats")).toBe(BOATS);
    expect(await count("brands")).toBe(300);
    expect(await count("brandModels")).toBeGreaterThan(900);
    expect(await count("boatTypes")).toBe(BOAT_TYPES.length);
    expect(await count("equipments")).toBe(EQUIPMENTS.length);
    expect(EQUIPMENTS.length).toBeGreaterThanOrEqual(60);
    expect(await count("teams")).toBe(summary.teams);
    expect(summary.teams).toBeGreaterThanOrEqual(55);
    expect(await count("partners")).toBeGreaterThanOrEqual(40);
    expect(await count("conversations")).toBeGreaterThan(0);
    expect(await count("messages")).toBeGreaterThan(await count("conversations"));
    expect(await count("statisticsDaily")).toBeGreaterThan(BOATS);
    expect(await count("siteConfig")).toBeGreaterThan(0);
    expect(await count("plans")).toBe(3); // system data from the migration, untouched
  });

  it("gives a few teams subscriptions in varied states on the test gateway, with their invoices", async () => {
    const subscriptions = await db
      .selectFrom("subscriptions")
      .innerJoin("teams", "teams.id", "subscriptions.teamId")
      .select([
        "subscriptions.status",
        "subscriptions.gateway",
        "subscriptions.cancelAtPeriodEnd",
        "teams.subscriptionStatus",
      ])
      .execute();
    const states = subscriptions.map((s) => `${s.status}${s.cancelAtPeriodEnd ? "+cancel" : ""}`).sort();
    expect(states).toEqual(["active", "active+cancel", "past_due", "trialing"]);
    for (const s of subscriptions) {
      expect(s.subscriptionStatus).toBe(s.status === "trialing" ? "active" : s.status);
    }
    const open = await db.selectFrom("invoices").select("id").where("status", "=", "open").execute();
    expect(open).toHaveLength(1);
    expect(await count("invoices")).toBeGreaterThanOrEqual(5);
    expect(await count("planRequests")).toBe(1);
    expect(await count("planPrices")).toBe(6);
  });

  it("keeps every reference intact", async () => {
    const orphans = await db
      .selectFrom("boats")
      .leftJoin("teams", "teams.id", "boats.teamId")
      .leftJoin("brandModels", "brandModels.id", "boats.modelId")
      .leftJoin("boatTypes", "boatTypes.id", "boats.boatTypeId")
      .select("boats.id")
      .where((eb) =>
        eb.or([eb("teams.id", "is", null), eb("brandModels.id", "is", null), eb("boatTypes.id", "is", null)]),
      )
      .execute();
    expect(orphans).toEqual([]);

    const engineMismatch = await db
      .selectFrom("boats")
      .select("id")
      .where(
        "engineCount",
        "!=",
        sql<number>`(select count(*) from boat_engines where boat_engines.boat_id = boats.id)`,
      )
      .execute();
    expect(engineMismatch).toEqual([]);
    expect(await count("boatEngines")).toBeGreaterThan(0);

    const withoutMainPhoto = await db
      .selectFrom("boats")
      .select("id")
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("boatPhotos")
              .select("id")
              .whereRef("boatPhotos.boatId", "=", "boats.id")
              .where("position", "=", 0),
          ),
        ),
      )
      .execute();
    expect(withoutMainPhoto).toEqual([]);
  });

  it("renders the photo pool through the image pipeline, once", async () => {
    const storage = createLocalStorage(dataDir);
    const keys = await db.selectFrom("boatPhotos").select(["storageKey", "width"]).distinct().execute();
    expect(keys.length).toBeGreaterThan(0);
    for (const { storageKey, width } of keys) {
      expect(await storage.has(variantKey(storageKey, Math.min(width, 640), "webp"))).toBe(true);
      expect(await storage.has(variantKey(storageKey, Math.min(width, 640), "avif"))).toBe(true);
    }
    expect(summary.photosRendered).toBe(4);
  });

  it("labels every reference list in the five locales, translated rather than copied", async () => {
    for (const table of [
      "boatTypes",
      "conditions",
      "availabilities",
      "equipmentTypes",
      "equipments",
    ] as const) {
      const rows = await db
        .selectFrom(table)
        .select(["code", "nameEnUs", "nameEnGb", "nameFr", "nameIt", "nameEs"])
        .execute();
      for (const row of rows) {
        for (const label of [row.nameEnUs, row.nameEnGb, row.nameFr, row.nameIt, row.nameEs])
          expect(label.trim()).not.toBe("");
      }
      // A few words are the same in French (radar, trimaran); a copied list would be the same everywhere.
      const sameInFrench = rows.filter((r) => r.nameFr === r.nameEnUs).length;
      expect(sameInFrench / rows.length, table).toBeLessThan(0.2);
    }
    const sailboat = await db
      .selectFrom("boatTypes")
      .selectAll()
      .where("code", "=", "sailboat")
      .executeTakeFirstOrThrow();
    expect(sailboat).toMatchObject({
      nameEnUs: "Sailboat",
      nameEnGb: "Sailing boat",
      nameFr: "Voilier",
      nameIt: "Barca a vela",
      nameEs: "Velero",
    });
    expect(CONDITIONS.map((c) => c.code)).toContain("new");
  });

  it("creates the four demo accounts with the documented password", async () => {
    const users = await db
      .selectFrom("users")
      .select(["id", "email", "role", "passwordHash"])
      .where("email", "in", Object.values(DEMO_EMAILS))
      .execute();
    expect(users.map((u) => u.email).sort()).toEqual(Object.values(DEMO_EMAILS).sort());
    for (const user of users) expect(await verifyPassword(DEMO_PASSWORD, user.passwordHash)).toBe(true);
    const byEmail = (email: string) => users.find((u) => u.email === email)!;

    const teamsOf = (userId: number) =>
      db
        .selectFrom("teamMembers")
        .innerJoin("teams", "teams.id", "teamMembers.teamId")
        .innerJoin("plans", "plans.id", "teams.planId")
        .select(["teams.id", "teams.name", "teamMembers.role", "plans.code as plan"])
        .where("teamMembers.userId", "=", userId)
        .execute();

    const admin = byEmail(DEMO_EMAILS.admin);
    const adminGroups = await db
      .selectFrom("userGroups")
      .innerJoin("groups", "groups.id", "userGroups.groupId")
      .select("groups.code")
      .where("userGroups.userId", "=", admin.id)
      .execute();
    expect(adminGroups).toEqual([{ code: "admin" }]);
    expect(await teamsOf(admin.id)).toHaveLength(1);

    const [premiumTeam] = await teamsOf(byEmail(DEMO_EMAILS.premium).id);
    expect(premiumTeam).toMatchObject({ name: "Riviera Yachts", role: "owner", plan: "paid" });
    const premiumBoats = await db
      .selectFrom("boats")
      .select("id")
      .where("teamId", "=", premiumTeam!.id)
      .where("status", "=", "published")
      .execute();
    expect(premiumBoats.length).toBeGreaterThan(0);

    const [freeTeam] = await teamsOf(byEmail(DEMO_EMAILS.free).id);
    expect(freeTeam).toMatchObject({ role: "owner", plan: "free" });
    expect(await db.selectFrom("boats").select("id").where("teamId", "=", freeTeam!.id).execute()).toEqual(
      [],
    );

    const buyer = byEmail(DEMO_EMAILS.buyer);
    expect(buyer.role).toBe("buyer");
    expect(await teamsOf(buyer.id)).toEqual([]);
  });

  it("dates every team's joining within the marketplace's life, before its first listing", async () => {
    const teams = await db
      .selectFrom("teams")
      .innerJoin("professionalProfiles", "professionalProfiles.teamId", "teams.id")
      .select(["teams.id", "teams.createdAt", "professionalProfiles.memberSince", "teams.verifiedAt"])
      .execute();
    const fiveYears = NOW.getTime() - 5 * 365 * 86_400_000;
    const oldest = await db
      .selectFrom("boats")
      .select((eb) => eb.fn.min("createdAt").as("first"))
      .executeTakeFirstOrThrow();
    for (const team of teams) {
      const joined = new Date(team.createdAt).getTime();
      expect(joined, `team ${team.id}`).toBeGreaterThanOrEqual(fiveYears);
      expect(joined, `team ${team.id}`).toBeLessThan(new Date(String(oldest.first)).getTime());
      expect(team.memberSince).toBe(new Date(team.createdAt).toISOString().slice(0, 10));
      if (team.verifiedAt) expect(new Date(team.verifiedAt).getTime()).toBeGreaterThan(joined);
    }
  });

  it("holds the scam request for the reasons screening gives it, never an unknown code", async () => {
    const held = await db
      .selectFrom("conversations")
      .select("screeningReasons")
      .where("screeningStatus", "=", "held")
      .execute();
    // A small seed may draw no scam thread: the text itself must trip screening.
    expect(screenText(SCAM_MESSAGE).length).toBeGreaterThan(0);
    const known = [
      "off_platform_payment",
      "overpayment",
      "suspicious_link",
      "shortened_link",
      "repeated_text",
    ];
    for (const { screeningReasons } of held) {
      const reasons = (screeningReasons ?? "").split(",");
      expect(reasons.length).toBeGreaterThan(0);
      for (const reason of reasons) expect(known).toContain(reason);
    }
  });

  it("gives every boat a unique slug and a unique reference within its team", async () => {
    const boats = await db.selectFrom("boats").select(["slug", "teamId", "reference"]).execute();
    expect(new Set(boats.map((b) => b.slug)).size).toBe(boats.length);
    expect(new Set(boats.map((b) => `${b.teamId}/${b.reference}`)).size).toBe(boats.length);
    for (const { slug } of boats) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe("brandAndModel", () => {
  it.each([
    ["Hanse", "Hanse 348", "Hanse 348"],
    ["Nautor's Swan", "Swan 48", "Nautor's Swan 48"],
    ["Kadey-Krogen", "Krogen 44 AE", "Kadey-Krogen 44 AE"],
    ["Hallberg-Rassy", "Hallberg-Rassy 340", "Hallberg-Rassy 340"],
    ["Prestige", "Prestige 460", "Prestige 460"],
    ["Sea Ray", "SDX 250", "Sea Ray SDX 250"],
    ["Wally", "wallypower58", "Wally wallypower58"],
  ])("%s + %s -> %s", (brand, model, title) => {
    expect(brandAndModel(brand, model)).toBe(title);
  });
});

describe("after seeding", () => {
  it("lets the application insert rows without ids (PostgreSQL sequences moved past the seeded ids)", async () => {
    const now = NOW.toISOString();
    const brand = await db
      .insertInto("brands")
      .values({ slug: "new-yard", name: "New Yard", createdAt: now, updatedAt: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(brand.id).toBeGreaterThan(300);
    await db.deleteFrom("brands").where("id", "=", brand.id).execute();
  });
});

describe("seeding a second database with the same seed", () => {
  const otherDir = mkdtempSync(join(tmpdir(), "keel-seed-"));
  const other = openDatabase(join(otherDir, "other.db"));
  afterAll(async () => {
    await other.close();
    rmSync(otherDir, { recursive: true, force: true });
  });

  it("produces the same data", async () => {
    await migrateToLatest(other.db as Kysely<unknown>);
    // Same uploads directory: the pool is found on disk and not rendered again.
    const again = await seedDemoData(other.db, options(dataDir));
    expect(again.photosRendered).toBe(0);

    const snapshot = (database: Kysely<Database>) =>
      database
        .selectFrom("boats")
        .select([
          "id",
          "slug",
          "title",
          "description",
          "priceAmount",
          "priceEur",
          "lengthM",
          "teamId",
          "publishedAt",
        ])
        .orderBy("id")
        .execute();
    expect(await snapshot(other.db)).toEqual(await snapshot(db));
  });
});

describe("clearDatabase (seed --force)", () => {
  it("erases everything but the system rows, so the database can be seeded again", async () => {
    await clearDatabase(db);

    expect(await isDatabaseEmpty(db)).toBe(true);
    for (const table of [
      "messages",
      "statisticsDaily",
      "boatPhotos",
      "teamMembers",
      "brandModels",
    ] as const) {
      expect(await count(table), table).toBe(0);
    }
    const plans = await db.selectFrom("plans").select("code").orderBy("sortOrder").execute();
    expect(plans.map((p) => p.code)).toEqual(["free", "paid", "custom"]);
    expect(await db.selectFrom("groups").select("code").execute()).toEqual([{ code: "admin" }]);

    const reseeded = await seedDemoData(db, { ...options(dataDir), boats: 5 });
    expect(reseeded.boats).toBe(5);
  });
});
