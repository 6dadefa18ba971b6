import { readdir } from "node:fs/promises";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";

const MIGRATIONS_DIR = join(import.meta.dirname, "migrations");

/** Migration files are timestamp-named; their names sort in the order they must run. */
const provider: MigrationProvider = {
  async getMigrations() {
    const files = (await readdir(MIGRATIONS_DIR))
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
      .sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      migrations[file.replace(/\.ts$/, "")] = (await import(join(MIGRATIONS_DIR, file))) as Migration;
    }
    return migrations;
  },
};

export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  // biome-ignore lint/suspicious/noExplicitAny: the migrator works on an untyped view of the database
  const migrator = new Migrator({ db: db as unknown as Kysely<any>, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
