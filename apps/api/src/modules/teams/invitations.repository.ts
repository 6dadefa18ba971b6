import type { Insertable, Kysely } from "kysely";
import type { Database, InvitationsTable } from "../../db/schema.ts";

const invitationRows = (db: Kysely<Database>) =>
  db
    .selectFrom("invitations")
    .innerJoin("teams", "teams.id", "invitations.teamId")
    .leftJoin("users as inviter", "inviter.id", "invitations.invitedByUserId")
    .select([
      "invitations.id",
      "invitations.teamId",
      "invitations.email",
      "invitations.role",
      "invitations.invitedByUserId",
      "invitations.createdAt",
      "invitations.expiresAt",
      "invitations.acceptedAt",
      "invitations.revokedAt",
      "teams.name as teamName",
      "inviter.firstName as inviterFirstName",
      "inviter.lastName as inviterLastName",
    ]);

/** A team's invitations, newest first, `max` at most, with the team's and the inviter's names. */
export function findInvitations(db: Kysely<Database>, teamId: number, max: number) {
  return invitationRows(db)
    .where("invitations.teamId", "=", teamId)
    .orderBy("invitations.createdAt", "desc")
    .limit(max)
    .execute();
}

/** An invitation (of `teamId` when given), with the team's and the inviter's names; undefined otherwise. */
export function findInvitationRow(db: Kysely<Database>, invitationId: string, teamId?: number) {
  let query = invitationRows(db).where("invitations.id", "=", invitationId);
  if (teamId !== undefined) query = query.where("invitations.teamId", "=", teamId);
  return query.executeTakeFirst();
}

/** Whether someone with this e-mail already belongs to the team. */
export async function isMemberByEmail(db: Kysely<Database>, teamId: number, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("teamMembers")
    .innerJoin("users", "users.id", "teamMembers.userId")
    .select("users.id")
    .where("teamMembers.teamId", "=", teamId)
    .where("users.email", "=", email)
    .executeTakeFirst();
  return row !== undefined;
}

/** Withdraws the team's open invitations to an address. */
export async function revokeOpenInvitations(
  db: Kysely<Database>,
  teamId: number,
  email: string,
  now: string,
): Promise<void> {
  await db
    .updateTable("invitations")
    .set({ revokedAt: now })
    .where("teamId", "=", teamId)
    .where("email", "=", email)
    .where("acceptedAt", "is", null)
    .where("revokedAt", "is", null)
    .execute();
}

export async function insertInvitation(
  db: Kysely<Database>,
  invitation: Insertable<InvitationsTable>,
): Promise<void> {
  await db.insertInto("invitations").values(invitation).execute();
}

export async function setInvitationExpiry(
  db: Kysely<Database>,
  invitationId: string,
  expiresAt: string,
): Promise<void> {
  await db.updateTable("invitations").set({ expiresAt }).where("id", "=", invitationId).execute();
}

/** Withdraws an invitation unless it already was. */
export async function setInvitationRevoked(
  db: Kysely<Database>,
  invitationId: string,
  now: string,
): Promise<void> {
  await db
    .updateTable("invitations")
    .set({ revokedAt: now })
    .where("id", "=", invitationId)
    .where("revokedAt", "is", null)
    .execute();
}

/** Marks an invitation accepted by `userId` if it is still pending at `now`; false otherwise. */
export async function setInvitationAccepted(
  db: Kysely<Database>,
  invitationId: string,
  userId: number,
  now: string,
): Promise<boolean> {
  const closed = await db
    .updateTable("invitations")
    .set({ acceptedAt: now, acceptedByUserId: userId })
    .where("id", "=", invitationId)
    .where("acceptedAt", "is", null)
    .where("revokedAt", "is", null)
    .where("expiresAt", ">", now)
    .executeTakeFirst();
  return Number(closed.numUpdatedRows) === 1;
}
