import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { foldsUnicodeCase, openDatabase } from "./database.ts";
import { migrateToLatest } from "./migrate.ts";

const dir = mkdtempSync(join(tmpdir(), "keel-dialect-"));
const handle = openDatabase(join(dir, "dialect.db"));
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("node:sqlite through Kysely", () => {
  it("migrates, binds booleans, returns inserted ids, and enforces foreign keys", async () => {
    await migrateToLatest(handle.db);
    const now = new Date().toISOString();
    const { id } = await handle.db
      .insertInto("siteConfig")
      .values({ key: "dialect.check", value: "1", isPublic: false, updatedAt: now })
      .returning("key as id")
      .executeTakeFirstOrThrow();
    expect(id).toBe("dialect.check");
    const row = await handle.db
      .selectFrom("siteConfig")
      .select(["isPublic"])
      .where("key", "=", "dialect.check")
      .executeTakeFirstOrThrow();
    expect(row.isPublic).toBe(0);
    await expect(
      handle.db
        .insertInto("teamMembers")
        .values({ teamId: 999_999, userId: 999_999, role: "owner", createdAt: now })
        .execute(),
    ).rejects.toThrow(/FOREIGN KEY/);
  });

  it("runs transactions that roll back on error", async () => {
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await trx
          .insertInto("siteConfig")
          .values({ key: "dialect.tx", value: "x", isPublic: true, updatedAt: "now" })
          .execute();
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    const rows = await handle.db
      .selectFrom("siteConfig")
      .select("key")
      .where("key", "=", "dialect.tx")
      .execute();
    expect(rows).toEqual([]);
  });
});

describe("a read-only connection (search workers)", () => {
  it("reads what the writer committed, while the writer holds a transaction, and refuses to write", async () => {
    const file = join(dir, "read-only.db");
    const writer = openDatabase(file);
    await migrateToLatest(writer.db);
    const reader = openDatabase(file, { readOnly: true });
    try {
      await writer.db
        .insertInto("siteConfig")
        .values({ key: "ro", value: "1", isPublic: true, updatedAt: "x" })
        .execute();
      // WAL: the reader is not held up by an open write transaction.
      await writer.db.transaction().execute(async (trx) => {
        await trx.updateTable("siteConfig").set({ value: "2" }).where("key", "=", "ro").execute();
        const row = await reader.db
          .selectFrom("siteConfig")
          .select("value")
          .where("key", "=", "ro")
          .executeTakeFirst();
        expect(row?.value).toBe("1");
      });
      await expect(reader.db.deleteFrom("siteConfig").where("key", "=", "ro").execute()).rejects.toThrow(
        /readonly/,
      );
    } finally {
      await reader.close();
      await writer.close();
    }
  });
});

describe("lower() on SQLite", () => {
  it("is what the API's start-up check asks for", async () => {
    expect(await foldsUnicodeCase(handle.db)).toBe(true);
  });

  it("lowers all of Unicode like PostgreSQL, keeps null, reads numbers as text, and uses it in indexes", async () => {
    await migrateToLatest(handle.db);
    const { rows } = await sql<{ word: string; none: string | null; digits: string }>`
      select lower('ÉCOLE ØRESUND ÀÇ') as word, lower(null) as none, lower(12) as digits`.execute(handle.db);
    expect(rows[0]).toEqual({ word: "école øresund àç", none: null, digits: "12" });
    // The expression indexes on lower() were rebuilt with it (migration 2026-11-23T0400).
    const { rows: check } = await sql<Record<string, string>>`pragma integrity_check`.execute(handle.db);
    expect(Object.values(check[0] ?? {})).toEqual(["ok"]);
  });
});
