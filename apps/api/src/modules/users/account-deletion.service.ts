import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import { verifyPassword } from "../auth/password.ts";

/**
 * Deletes the account (docs/decisions/007-account-deletion.md). The user's sessions, memberships and reset
 * links go with it; teams the user is the only member of are deleted with their boats and messages; a team
 * where the user is the only owner but not the only member blocks the deletion until ownership is handed over.
 * Boats and messages of teams that live on stay with those teams.
 */
export async function deleteAccount(db: Kysely<Database>, userId: number, password: string): Promise<void> {
  const user = await db
    .selectFrom("users")
    .select(["passwordHash"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw new AppError("UNPROCESSABLE", "error.passwordWrong", {
      details: [{ path: "body.password", code: "password_wrong", message: "the password is wrong" }],
    });
  }
  await db.transaction().execute(async (trx) => {
    const teams = await trx
      .selectFrom("teamMembers as mine")
      .innerJoin("teams", "teams.id", "mine.teamId")
      .select([
        "teams.id",
        "teams.name",
        "mine.role",
        (eb) =>
          eb
            .selectFrom("teamMembers as others")
            .select((o) => o.fn.countAll<number>().as("n"))
            .whereRef("others.teamId", "=", "mine.teamId")
            .where("others.userId", "!=", userId)
            .as("otherMembers"),
        (eb) =>
          eb
            .selectFrom("teamMembers as owners")
            .select((o) => o.fn.countAll<number>().as("n"))
            .whereRef("owners.teamId", "=", "mine.teamId")
            .where("owners.userId", "!=", userId)
            .where("owners.role", "=", "owner")
            .as("otherOwners"),
      ])
      .where("mine.userId", "=", userId)
      .execute();
    const blocking = teams.filter(
      (t) => t.role === "owner" && Number(t.otherMembers) > 0 && Number(t.otherOwners) === 0,
    );
    if (blocking.length > 0) {
      throw new AppError("CONFLICT", "error.ownsTeams", {
        values: { teams: blocking.map((t) => t.name).join(", ") },
      });
    }
    const solo = teams.filter((t) => Number(t.otherMembers) === 0).map((t) => t.id);
    if (solo.length > 0) await trx.deleteFrom("teams").where("id", "in", solo).execute();
    await trx.deleteFrom("users").where("id", "=", userId).execute();
  });
}
