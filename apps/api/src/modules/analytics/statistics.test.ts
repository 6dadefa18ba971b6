import { describe, expect, it } from "vitest";
import { bearer, createBoat, createTeam, createUser, login } from "../../test/factories.ts";
import { getTestApp, getTestDb } from "../../test/harness.ts";
import { bucketStart, bucketStarts } from "./statistics.service.ts";

describe("statistics buckets", () => {
  it("start days, ISO weeks on Monday, months on the first", () => {
    expect(bucketStart("2026-11-22", "daily")).toBe("2026-11-22");
    expect(bucketStart("2026-11-22", "weekly")).toBe("2026-11-16");
    expect(bucketStart("2026-11-16", "weekly")).toBe("2026-11-16");
    expect(bucketStart("2026-11-22", "monthly")).toBe("2026-11-01");
  });

  it("cover 30 days, 12 weeks or 12 months up to today", () => {
    expect(bucketStarts("daily", "2026-11-22")).toHaveLength(30);
    expect(bucketStarts("daily", "2026-11-22").at(0)).toBe("2026-10-24");
    expect(bucketStarts("weekly", "2026-11-22").at(-1)).toBe("2026-11-16");
    expect(bucketStarts("monthly", "2026-03-05")).toEqual([
      "2025-04-01",
      "2025-05-01",
      "2025-06-01",
      "2025-07-01",
      "2025-08-01",
      "2025-09-01",
      "2025-10-01",
      "2025-11-01",
      "2025-12-01",
      "2026-01-01",
      "2026-02-01",
      "2026-03-01",
    ]);
  });
});

describe("GET teams/{teamId}/statistics", () => {
  it("sums the team's rollups per period and ranks its most viewed boats", async () => {
    const app = await getTestApp();
    const user = await createUser();
    const team = await createTeam({ ownerId: user.id });
    const other = await createTeam();
    const popular = await createBoat({ teamId: team.id, title: "Popular" });
    const quiet = await createBoat({ teamId: team.id, title: "Quiet" });
    const foreign = await createBoat({ teamId: other.id });
    const db = await getTestDb();
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await db
      .insertInto("analyticsDaily")
      .values([
        {
          boatId: popular.id,
          teamId: team.id,
          day: today,
          views: 40,
          detailViews: 10,
          clicks: 3,
          contacts: 1,
        },
        {
          boatId: popular.id,
          teamId: team.id,
          day: yesterday,
          views: 20,
          detailViews: 5,
          clicks: 1,
          contacts: 0,
        },
        { boatId: quiet.id, teamId: team.id, day: today, views: 2, detailViews: 1, clicks: 0, contacts: 0 },
        {
          boatId: foreign.id,
          teamId: other.id,
          day: today,
          views: 999,
          detailViews: 9,
          clicks: 9,
          contacts: 9,
        },
      ])
      .execute();
    const headers = bearer(await login(app, user.email, user.password));
    const daily = (
      await app.inject({
        method: "GET",
        url: `/api/v1/teams/${team.id}/statistics?period=daily&top=1`,
        headers,
      })
    ).json();
    expect(daily.totals).toEqual({ views: 62, detailViews: 16, clicks: 4, contacts: 1 });
    expect(daily.series).toHaveLength(30);
    expect(daily.series.at(-1)).toEqual({ start: today, views: 42, detailViews: 11, clicks: 3, contacts: 1 });
    expect(daily.topBoats).toEqual([expect.objectContaining({ id: popular.id, views: 60, contacts: 1 })]);
    const monthly = (
      await app.inject({ method: "GET", url: `/api/v1/teams/${team.id}/statistics?period=monthly`, headers })
    ).json();
    expect(monthly.series).toHaveLength(12);
    expect(monthly.totals.views).toBe(62);
    expect(
      (await app.inject({ method: "GET", url: `/api/v1/teams/${other.id}/statistics`, headers })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: "GET", url: `/api/v1/teams/${team.id}/statistics?period=hourly`, headers }))
        .statusCode,
    ).toBe(400);
  });
});
