import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createBoat, createTeam } from "../test/factories.ts";
import { getTestDb } from "../test/harness.ts";
import { reusableQuery } from "./reusable-query.ts";

describe("reusableQuery", () => {
  it("runs the query compiled at first with each call's values, rows in camelCase", async () => {
    const db = await getTestDb();
    const team = await createTeam();
    const a = await createBoat({ teamId: team.id, stockCodePublic: "A-1" });
    const b = await createBoat({ teamId: team.id, stockCodePublic: "B-2" });
    let builds = 0;
    const bySlug = reusableQuery((db, slug: string) => {
      builds++;
      return db
        .selectFrom("boats")
        .select(["id", "stockCodePublic"])
        .where("slug", "=", slug)
        .where("status", "=", sql.lit("published"));
    });
    expect(await bySlug(db, a.slug)).toEqual([{ id: a.id, stockCodePublic: "A-1" }]);
    expect(await bySlug(db, b.slug)).toEqual([{ id: b.id, stockCodePublic: "B-2" }]);
    expect(await bySlug(db, "no-such-boat")).toEqual([]);
    expect(builds).toBe(1);
  });

  it("refuses a query that binds anything but its arguments, in order", async () => {
    const db = await getTestDb();
    const bound = reusableQuery((db, teamId: number) =>
      db.selectFrom("boats").select("id").where("teamId", "=", teamId).where("status", "=", "published"),
    );
    await expect(bound(db, 1)).rejects.toThrow(/bind its arguments/);
    const swapped = reusableQuery((db, first: number, second: number) =>
      db.selectFrom("boats").select("id").where("id", "=", second).where("teamId", "=", first),
    );
    await expect(swapped(db, 1, 2)).rejects.toThrow(/bind its arguments/);
  });
});
