import { describe, expect, it } from "vitest";
import { bearer, createBoat, createTeam, createUser, login } from "../../test/factories.ts";
import { getTestApp, getTestDb } from "../../test/harness.ts";
import { bucketStart, bucketStarts, bucketsBetween } from "./statistics.service.ts";

describe("statistics buckets", () => {
  it("start days, weeks on Monday (fr, it, es), months on the first", () => {
    expect(bucketStart("2026-11-22", "daily", 1)).toBe("2026-11-22");
    expect(bucketStart("2026-11-22", "weekly", 1)).toBe("2026-11-16");
    expect(bucketStart("2026-11-16", "weekly", 1)).toBe("2026-11-16");
    expect(bucketStart("2026-11-22", "monthly", 1)).toBe("2026-11-01");
  });

  it("start weeks on Sunday for English", () => {
    // 2026-11-22 is a Sunday, 2026-11-21 a Saturday.
    expect(bucketStart("2026-11-22", "weekly", 0)).toBe("2026-11-22");
    expect(bucketStart("2026-11-21", "weekly", 0)).toBe("2026-11-15");
    expect(bucketStart("2026-11-16", "weekly", 0)).toBe("2026-11-15");
    expect(bucketStarts("weekly", "2026-11-25", 0)).toHaveLength(12);
    expect(bucketStarts("weekly", "2026-11-25", 0).at(-1)).toBe("2026-11-22");
  });

  it("cover a custom range from the bucket holding its first day", () => {
    expect(bucketsBetween("2026-11-18", "2026-12-02", "weekly", 1)).toEqual([
      "2026-11-16",
      "2026-11-23",
      "2026-11-30",
    ]);
    expect(bucketsBetween("2026-01-31", "2026-03-01", "monthly", 0)).toEqual([
      "2026-01-01",
      "2026-02-01",
      "2026-03-01",
    ]);
    expect(bucketsBetween("2026-02-27", "2026-03-02", "daily", 0)).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
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
      .insertInto("statisticsDaily")
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
    // Weeks follow the caller's language: Sunday in English, Monday in French.
    const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
    for (const [language, first] of [
      ["en-US", 0],
      ["en-GB", 0],
      ["fr", 1],
      ["it", 1],
      ["es", 1],
    ] as const) {
      const weekly = (
        await app.inject({
          method: "GET",
          url: `/api/v1/teams/${team.id}/statistics?period=weekly`,
          headers: { ...headers, "accept-language": language },
        })
      ).json();
      expect(weekly.weekStartsOn).toBe(first);
      expect(weekly.series.map((point: { start: string }) => weekday(point.start))).toEqual(
        Array(12).fill(first),
      );
      expect(weekly.totals.views).toBe(62);
    }
    expect(
      (await app.inject({ method: "GET", url: `/api/v1/teams/${team.id}/statistics?period=hourly`, headers }))
        .statusCode,
    ).toBe(400);
  });

  it("answers a custom period, and refuses a range that is incomplete, reversed or too long", async () => {
    const app = await getTestApp();
    const user = await createUser();
    const team = await createTeam({ ownerId: user.id });
    const boat = await createBoat({ teamId: team.id });
    const db = await getTestDb();
    const row = (day: string, views: number) => ({
      boatId: boat.id,
      teamId: team.id,
      day,
      views,
      detailViews: 0,
      clicks: 0,
      contacts: 0,
    });
    await db
      .insertInto("statisticsDaily")
      .values([row("2025-03-09", 1), row("2025-03-10", 2), row("2025-03-20", 4), row("2025-03-21", 8)])
      .execute();
    const headers = { ...bearer(await login(app, user.email, user.password)), "accept-language": "en-US" };
    const get = (query: string) =>
      app.inject({ method: "GET", url: `/api/v1/teams/${team.id}/statistics?${query}`, headers });
    const custom = (await get("period=weekly&from=2025-03-10&to=2025-03-20")).json();
    expect(custom).toMatchObject({ from: "2025-03-10", to: "2025-03-20", weekStartsOn: 0 });
    expect(custom.totals.views).toBe(6);
    // 2025-03-10 is a Monday: its English week began on Sunday 9 March, whose views are outside the range.
    expect(
      custom.series.map((point: { start: string; views: number }) => [point.start, point.views]),
    ).toEqual([
      ["2025-03-09", 2],
      ["2025-03-16", 4],
    ]);
    expect(custom.topBoats).toEqual([expect.objectContaining({ id: boat.id, views: 6 })]);
    for (const [query, reason] of [
      ["from=2025-03-10", "range_incomplete"],
      ["from=2025-03-10&to=2025-03-01", "range_reversed"],
      ["from=2023-01-01&to=2025-03-01", "range_too_long"],
      ["from=2025-02-30&to=2025-03-01", "invalid_format"],
    ] as const) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.details.map((issue: { code: string }) => issue.code)).toContain(reason);
    }
  });
});
