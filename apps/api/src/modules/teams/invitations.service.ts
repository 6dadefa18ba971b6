import { randomUUID } from "node:crypto";
import type { TeamRole } from "@keel/contracts/auth";
import type { Locale } from "@keel/contracts/locales";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context.ts";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, forbidden, notFound } from "../../errors.ts";
import { hasRole } from "../../plugins/access.ts";
import { roleLabel } from "../mail/role-labels.ts";
import { sendTemplate } from "../mail/send.ts";
import { requireRoleAtMost } from "./members.service.ts";

const TTL_DAYS = 7;

type InvitationRow = {
  acceptedAt: string | null;
  revokedAt: string | null;
  expiresAt: string;
};

function statusOf(row: InvitationRow, now: string): "pending" | "accepted" | "revoked" | "expired" {
  if (row.acceptedAt) return "accepted";
  if (row.revokedAt) return "revoked";
  return row.expiresAt <= now ? "expired" : "pending";
}

const baseQuery = (db: Kysely<Database>) =>
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

const inviterName = (row: { inviterFirstName: string | null; inviterLastName: string | null }) =>
  row.inviterFirstName ? `${row.inviterFirstName} ${row.inviterLastName ?? ""}`.trim() : null;

/** Pending and recent invitations of a team, newest first. */
export async function listInvitations(db: Kysely<Database>, teamId: number) {
  const now = nowIso();
  const rows = await baseQuery(db)
    .where("invitations.teamId", "=", teamId)
    .orderBy("invitations.createdAt", "desc")
    .limit(200)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    status: statusOf(row, now),
    invitedBy: inviterName(row),
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  }));
}

async function sendInvitation(ctx: AppContext, invitationId: string, language: Locale) {
  const row = await baseQuery(ctx.db).where("invitations.id", "=", invitationId).executeTakeFirstOrThrow();
  const date = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(row.expiresAt),
  );
  await sendTemplate(ctx, {
    template: "invitation",
    to: row.email,
    language,
    name: row.email,
    values: {
      inviter: inviterName(row) ?? ctx.config.brandName,
      team: row.teamName,
      role: roleLabel(language, row.role),
      date,
    },
    actionPath: `/invitations/${row.id}/accept`,
  });
}

/**
 * Invites someone by e-mail with a role no higher than the inviter's. One pending invitation per address:
 * inviting again replaces the previous one. The e-mail goes out in the inviter's language.
 */
export async function createInvitation(
  ctx: AppContext,
  input: {
    teamId: number;
    actorId: number;
    actorRole: TeamRole;
    email: string;
    role: TeamRole;
    language: Locale;
  },
): Promise<string> {
  requireRoleAtMost(input.actorRole, input.role);
  const isMember = await ctx.db
    .selectFrom("teamMembers")
    .innerJoin("users", "users.id", "teamMembers.userId")
    .select("users.id")
    .where("teamMembers.teamId", "=", input.teamId)
    .where("users.email", "=", input.email)
    .executeTakeFirst();
  if (isMember) {
    throw new AppError("CONFLICT", "error.alreadyMember", {
      details: [{ path: "body.email", code: "already_member", message: "this person is already a member" }],
    });
  }
  const now = new Date();
  const id = randomUUID();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("invitations")
      .set({ revokedAt: now.toISOString() })
      .where("teamId", "=", input.teamId)
      .where("email", "=", input.email)
      .where("acceptedAt", "is", null)
      .where("revokedAt", "is", null)
      .execute();
    await trx
      .insertInto("invitations")
      .values({
        id,
        teamId: input.teamId,
        email: input.email,
        role: input.role,
        invitedByUserId: input.actorId,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + TTL_DAYS * 86_400_000).toISOString(),
      })
      .execute();
  });
  await sendInvitation(ctx, id, input.language);
  return id;
}

async function findTeamInvitation(db: Kysely<Database>, teamId: number, invitationId: string) {
  const row = await baseQuery(db)
    .where("invitations.id", "=", invitationId)
    .where("invitations.teamId", "=", teamId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Resend or revoke: the team's admins, or whoever sent the invitation. */
function requireManager(row: { invitedByUserId: number | null }, actorId: number, actorRole: TeamRole) {
  if (row.invitedByUserId !== actorId && !hasRole(actorRole, "admin")) throw forbidden();
}

/** Sends the invitation again with a fresh expiry date. */
export async function resendInvitation(
  ctx: AppContext,
  input: { teamId: number; invitationId: string; actorId: number; actorRole: TeamRole; language: Locale },
): Promise<void> {
  const row = await findTeamInvitation(ctx.db, input.teamId, input.invitationId);
  requireManager(row, input.actorId, input.actorRole);
  const status = statusOf(row, nowIso());
  if (status === "accepted" || status === "revoked") throw new AppError("CONFLICT", "error.invitationClosed");
  await ctx.db
    .updateTable("invitations")
    .set({ expiresAt: new Date(Date.now() + TTL_DAYS * 86_400_000).toISOString() })
    .where("id", "=", row.id)
    .execute();
  await sendInvitation(ctx, row.id, input.language);
}

export async function revokeInvitation(
  db: Kysely<Database>,
  input: { teamId: number; invitationId: string; actorId: number; actorRole: TeamRole },
): Promise<void> {
  const row = await findTeamInvitation(db, input.teamId, input.invitationId);
  requireManager(row, input.actorId, input.actorRole);
  if (row.acceptedAt) throw new AppError("CONFLICT", "error.invitationClosed");
  await db
    .updateTable("invitations")
    .set({ revokedAt: nowIso() })
    .where("id", "=", row.id)
    .where("revokedAt", "is", null)
    .execute();
}

/** The invitation as the signed-in person opening the link sees it. */
export async function viewInvitation(
  db: Kysely<Database>,
  invitationId: string,
  user: { id: number; email: string },
) {
  const row = await baseQuery(db).where("invitations.id", "=", invitationId).executeTakeFirst();
  if (!row) throw notFound();
  const membership = await db
    .selectFrom("teamMembers")
    .select("role")
    .where("teamId", "=", row.teamId)
    .where("userId", "=", user.id)
    .executeTakeFirst();
  return {
    id: row.id,
    team: { id: row.teamId, name: row.teamName },
    role: row.role,
    invitedBy: inviterName(row),
    expiresAt: row.expiresAt,
    status: statusOf(row, nowIso()),
    isForYou: row.email.toLowerCase() === user.email.toLowerCase(),
    isMember: membership !== undefined,
  };
}

/**
 * Accepts an invitation for the signed-in user: it must be pending and addressed to their e-mail. Accepting
 * when already a member closes the invitation and keeps the current role.
 */
export async function acceptInvitation(
  db: Kysely<Database>,
  invitationId: string,
  user: { id: number; email: string },
): Promise<number> {
  const view = await viewInvitation(db, invitationId, user);
  if (!view.isForYou) throw new AppError("FORBIDDEN", "error.invitationNotYours");
  if (view.status === "expired") throw new AppError("GONE", "error.invitationExpired");
  if (view.status !== "pending") throw new AppError("CONFLICT", "error.invitationClosed");
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const closed = await trx
      .updateTable("invitations")
      .set({ acceptedAt: now, acceptedByUserId: user.id })
      .where("id", "=", invitationId)
      .where("acceptedAt", "is", null)
      .where("revokedAt", "is", null)
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) !== 1) throw new AppError("CONFLICT", "error.invitationClosed");
    if (!view.isMember) {
      await trx
        .insertInto("teamMembers")
        .values({ teamId: view.team.id, userId: user.id, role: view.role, createdAt: now })
        .execute();
    }
  });
  return view.team.id;
}
