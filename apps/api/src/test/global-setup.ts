/**
 * Global setup of the api project: the schema is migrated once per run into a template, and every test file's
 * fresh database is a copy of it (harness.ts) instead of a migration of its own (docs/decisions/040-faster-test-run.md).
 * On SQLite the template is a file copied per test file; on PostgreSQL (TEST_DATABASE_URL) a database that
 * `CREATE DATABASE … TEMPLATE` clones. Removed at teardown.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { engineOf, openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated template: a SQLite file path, or a PostgreSQL database name on TEST_DATABASE_URL's server. */
    apiTemplateDatabase: string;
  }
}

async function migrated(url: string): Promise<void> {
  const handle = openDatabase(url, { poolSize: 1 });
  try {
    await migrateToLatest(handle.db as Kysely<unknown>);
  } finally {
    await handle.close();
  }
}

async function onPostgres(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl && engineOf(serverUrl) === "postgres") {
    const name = `keel_template_${randomBytes(6).toString("hex")}`;
    await onPostgres(serverUrl, `CREATE DATABASE ${name}`);
    const drop = () => onPostgres(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    try {
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      await migrated(url.toString());
    } catch (error) {
      await drop();
      throw error;
    }
    project.provide("apiTemplateDatabase", name);
    return drop;
  }
  const dir = mkdtempSync(join(tmpdir(), "keel-test-template-"));
  const file = join(dir, "template.db");
  await migrated(file);
  project.provide("apiTemplateDatabase", file);
  return async () => rmSync(dir, { recursive: true, force: true });
}
