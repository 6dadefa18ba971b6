import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** Ends every live impersonation an admin opened (when they lose the admin group or are deactivated). */
export async function revokeImpersonationsBy(db: Kysely<Database>, adminUserId: number): Promise<number> {
  const result = await db
    .updateTable("sessions")
    .set({ revokedAt: new Date().toISOString() })
    .where("impersonatorUserId", "=", adminUserId)
    .where("revokedAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function findImpersonationTarget(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom("users")
    .select(["id", "email", "firstName", "lastName", "status"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

export async function findUserEmail(db: Kysely<Database>, userId: number): Promise<string | undefined> {
  return (await db.selectFrom("users").select("email").where("id", "=", userId).executeTakeFirst())?.email;
}
