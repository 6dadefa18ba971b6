import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import { verifyPassword } from "../auth/password.ts";
import { deleteTeams, deleteUser, findPasswordHash, findTeamsOfLeavingUser } from "./users.repository.ts";

/**
 * Deletes the account (docs/decisions/007-account-deletion.md). The user's sessions, memberships and reset
 * links go with it; teams the user is the only member of are deleted with their boats and messages; a team
 * where the user is the only owner but not the only member blocks the deletion until ownership is handed over.
 * Boats and messages of teams that live on stay with those teams.
 */
export async function deleteAccount(db: Kysely<Database>, userId: number, password: string): Promise<void> {
  const user = await findPasswordHash(db, userId);
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw new AppError("UNPROCESSABLE", "error.passwordWrong", {
      details: [{ path: "body.password", code: "password_wrong", message: "the password is wrong" }],
    });
  }
  await db.transaction().execute(async (trx) => {
    const teams = await findTeamsOfLeavingUser(trx, userId);
    const blocking = teams.filter(
      (t) => t.role === "owner" && Number(t.otherMembers) > 0 && Number(t.otherOwners) === 0,
    );
    if (blocking.length > 0) {
      throw new AppError("CONFLICT", "error.ownsTeams", {
        values: { teams: blocking.map((t) => t.name).join(", ") },
      });
    }
    const solo = teams.filter((t) => Number(t.otherMembers) === 0).map((t) => t.id);
    await deleteTeams(trx, solo);
    await deleteUser(trx, userId);
  });
}
