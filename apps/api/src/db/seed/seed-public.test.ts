/**
 * The demo data must fit the API's contracts: every public boat the seed writes is served by the public
 * detail endpoint (a stray enum value once made one demo boat in ten answer 500).
 */
import { describe, expect, it } from "vitest";
import { getTestApp, getTestDatabaseInfo, getTestDb } from "../../test/harness.ts";
import { seedDemoData } from "./seed.ts";

describe("seeded boats", () => {
  it("all answer on the public detail endpoint", async () => {
    const db = await getTestDb();
    const { dataDir } = await getTestDatabaseInfo();
    await seedDemoData(db, {
      boats: 80,
      seed: 7,
      dataDir,
      photoPoolSize: 2,
      now: new Date("2026-11-22T00:00:00Z"),
    });
    const app = await getTestApp();
    const boats = await db
      .selectFrom("boats")
      .select("slug")
      .where("status", "in", ["published", "under_offer"])
      .execute();
    expect(boats.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const { slug } of boats) {
      const response = await app.inject({ method: "GET", url: `/api/v1/boats/${slug}?locale=fr` });
      if (response.statusCode !== 200 && response.statusCode !== 410)
        failures.push(`${slug}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
