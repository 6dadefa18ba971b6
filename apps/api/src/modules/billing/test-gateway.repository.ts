/** The test gateway's own objects (customers, checkout sessions, subscriptions, invoices), stored as JSON. */
import type { Kysely } from "kysely";
import type { Database, TestGatewayObjectsTable } from "../../db/schema.ts";

type ObjectType = TestGatewayObjectsTable["type"];

/** An object's JSON by id and type. */
export async function findTestObjectData(
  db: Kysely<Database>,
  id: string,
  type: ObjectType,
): Promise<string | null> {
  const row = await db
    .selectFrom("testGatewayObjects")
    .select("data")
    .where("id", "=", id)
    .where("type", "=", type)
    .executeTakeFirst();
  return row ? row.data : null;
}

/** Inserts an object or replaces its data. */
export async function upsertTestObject(
  db: Kysely<Database>,
  object: { id: string; type: ObjectType; teamId: number | null; data: string; updatedAt: string },
): Promise<void> {
  await db
    .insertInto("testGatewayObjects")
    .values(object)
    .onConflict((oc) => oc.column("id").doUpdateSet({ data: object.data, updatedAt: object.updatedAt }))
    .execute();
}

export async function countTestObjects(db: Kysely<Database>, type: ObjectType): Promise<number> {
  const row = await db
    .selectFrom("testGatewayObjects")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("type", "=", type)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The JSON of a team's objects of one type. */
export async function findTeamTestObjectData(
  db: Kysely<Database>,
  teamId: number,
  type: ObjectType,
): Promise<string[]> {
  const rows = await db
    .selectFrom("testGatewayObjects")
    .select("data")
    .where("teamId", "=", teamId)
    .where("type", "=", type)
    .execute();
  return rows.map((row) => row.data);
}
