import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./database.ts";
import { migrateToLatest } from "./migrate.ts";

const dir = mkdtempSync(join(tmpdir(), "keel-read-pool-"));
const handle = openDatabase(join(dir, "pool.db"), { readWorkers: 2 });
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("SQLite read pool", () => {
  it("reads on worker threads what the main connection committed, with booleans bound", async () => {
    await migrateToLatest(handle.db);
    expect(handle.read).not.toBe(handle.db);
    const now = new Date().toISOString();
    await handle.db
      .insertInto("siteConfig")
      .values({ key: "pool.check", value: "yes", isPublic: true, updatedAt: now })
      .execute();
    const rows = await handle.read
      .selectFrom("siteConfig")
      .select(["key", "value"])
      .where("isPublic", "=", true)
      .where("key", "=", "pool.check")
      .execute();
    expect(rows).toEqual([{ key: "pool.check", value: "yes" }]);
  });

  it("keeps the event loop free while a slow query runs on a worker", async () => {
    const slow = handle.read.selectNoFrom((eb) => eb.fn<number>("max", [eb.val(1)]).as("x")).execute();
    const recursive = await import("kysely").then(({ sql }) =>
      sql<{
        n: number;
      }>`with recursive c(n) as (select 1 union all select n + 1 from c where n < 3000000) select count(*) as n from c`.execute(
        handle.read,
      ),
    );
    expect(Number(recursive.rows[0]?.n)).toBe(3_000_000);
    await slow;
    // While a worker counts, timers on the main thread keep firing.
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 5);
    const { sql } = await import("kysely");
    await sql`with recursive c(n) as (select 1 union all select n + 1 from c where n < 3000000) select count(*) from c`.execute(
      handle.read,
    );
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(3);
  });

  it("refuses writes and transactions", async () => {
    await expect(
      handle.read
        .insertInto("siteConfig")
        .values({ key: "nope", value: "x", isPublic: true, updatedAt: "x" })
        .execute(),
    ).rejects.toThrow(/readonly|read-only|query_only/i);
    await expect(handle.read.transaction().execute(async () => undefined)).rejects.toThrow(/read-only/);
  });
});
