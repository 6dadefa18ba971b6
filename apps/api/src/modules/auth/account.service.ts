import type { TRegisterRequest } from "@keel/contracts/accounts";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context.ts";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import { roleLabel } from "../mail/role-labels.ts";
import { sendTemplate } from "../mail/send.ts";
import { joinTeamOnSignUp, requireInvitationForSignUp } from "../teams/invitations.service.ts";
import { createTeamWithOwner } from "../teams/teams.service.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { hashToken, newSessionToken } from "./session-token.ts";
import { openSession, revokeSessionsOf } from "./sessions.service.ts";

const RESET_TTL_MINUTES = 60;

const emailTaken = () =>
  new AppError("CONFLICT", "error.emailTaken", {
    details: [{ path: "body.email", code: "email_taken", message: "an account already uses this e-mail" }],
  });

/**
 * Creates the user and a session, in one transaction; then sends the welcome e-mail in the user's language.
 * Signing up from an invitation, the user joins the inviting team with the invited role and the invitation
 * is accepted in that same transaction (no team of their own; a refused invitation creates nothing).
 * Otherwise the user gets their first team (free plan, owner) from the company name and country.
 */
export async function register(
  ctx: AppContext,
  input: TRegisterRequest & { userAgent: string | null; ip: string | null },
): Promise<{ token: string; expiresAt: string; teamId: number; joinedTeam: string | null }> {
  const existing = await ctx.db
    .selectFrom("users")
    .select("id")
    .where("email", "=", input.email)
    .executeTakeFirst();
  if (existing) throw emailTaken();
  const invitation = input.invitationId
    ? await requireInvitationForSignUp(ctx.db, input.invitationId, input.email)
    : null;
  const passwordHash = await hashPassword(input.password);
  const now = nowIso();
  const { userId, team } = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const user = await trx
        .insertInto("users")
        .values({
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          language: input.language,
          createdAt: now,
          updatedAt: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const team = invitation
        ? await joinTeamOnSignUp(trx, invitation, user.id).then(() => ({
            id: invitation.teamId,
            name: invitation.teamName,
          }))
        : // The contract requires both without an invitation.
          await createTeamWithOwner(trx, {
            name: input.companyName!,
            country: input.country!,
            ownerId: user.id,
            language: input.language,
          });
      // Someone who joined a team owns none and chooses no plan: their welcome says whose team and which role.
      await sendTemplate(
        ctx,
        {
          to: input.email,
          language: input.language,
          name: input.firstName,
          actionPath: "/dashboard",
          ...(invitation
            ? {
                template: "welcomeJoined",
                values: { team: team.name, role: roleLabel(input.language, invitation.role) },
              }
            : { template: "welcome", values: { team: team.name } }),
        },
        trx,
      );
      return { userId: user.id, team };
    })
    .catch((error: unknown) => {
      // Two registrations racing for one e-mail: the unique index decides, the loser gets the field error.
      if (String((error as Error).message).match(/unique|duplicate/i)) throw emailTaken();
      throw error;
    });
  const session = await openSession(ctx.db, {
    userId,
    days: ctx.config.sessionDays,
    userAgent: input.userAgent,
    ip: input.ip,
  });
  return { ...session, teamId: team.id, joinedTeam: invitation ? team.name : null };
}

/**
 * Sends a single-use reset link when the address belongs to an active user. The caller answers the same
 * whether or not it does, so the form cannot be used to find accounts.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await ctx.db
    .selectFrom("users")
    .select(["id", "firstName", "language", "email"])
    .where("email", "=", email)
    .where("status", "=", "active")
    .executeTakeFirst();
  if (!user) return;
  const token = newSessionToken();
  const now = new Date();
  // The link and its e-mail commit together: a stored token always has its mail on the way.
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("passwordResetTokens")
      .values({
        tokenHash: hashToken(token),
        userId: user.id,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + RESET_TTL_MINUTES * 60_000).toISOString(),
      })
      .execute();
    await sendTemplate(
      ctx,
      {
        template: "passwordReset",
        to: user.email,
        language: user.language,
        name: user.firstName,
        values: { minutes: String(RESET_TTL_MINUTES) },
        actionPath: `/auth/password/reset/${token}`,
      },
      trx,
    );
  });
}

/** The "your password changed" notice, written with `db`: the transaction that changes the password. */
async function notifyPasswordChanged(
  ctx: AppContext,
  db: Kysely<Database>,
  user: { email: string; firstName: string; language: string },
) {
  const date = new Intl.DateTimeFormat(user.language, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(new Date());
  await sendTemplate(
    ctx,
    {
      template: "passwordChanged",
      to: user.email,
      language: user.language,
      name: user.firstName,
      values: { date: `${date} UTC` },
      actionPath: "/auth/password/forgot",
    },
    db,
  );
}

/** The user a reset link still works for (unused, unexpired, active account); else the one refusal for all. */
async function requireUsableResetToken(db: Kysely<Database>, token: string, now: string) {
  const row = await db
    .selectFrom("passwordResetTokens")
    .innerJoin("users", "users.id", "passwordResetTokens.userId")
    .select(["users.id", "users.email", "users.firstName", "users.language"])
    .where("passwordResetTokens.tokenHash", "=", hashToken(token))
    .where("passwordResetTokens.usedAt", "is", null)
    .where("passwordResetTokens.expiresAt", ">", now)
    .where("users.status", "=", "active")
    .executeTakeFirst();
  if (!row) throw new AppError("GONE", "error.resetLinkInvalid");
  return row;
}

/**
 * Whether a reset link still works, without using it, so the page can say a dead link is dead before anyone
 * types a password. Throws the reset's own 410 otherwise; reveals nothing about the account.
 */
export async function checkPasswordResetToken(ctx: AppContext, token: string): Promise<void> {
  await requireUsableResetToken(ctx.db, token, nowIso());
}

/** Sets a new password from a reset link: the link works once, before it expires, and signs out every session. */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  const now = nowIso();
  const row = await requireUsableResetToken(ctx.db, token, now);
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable("passwordResetTokens")
      .set({ usedAt: now })
      .where("tokenHash", "=", hashToken(token))
      .where("usedAt", "is", null)
      .executeTakeFirst();
    // A second request with the same link lost the race: nothing changes.
    if (Number(used.numUpdatedRows) !== 1) throw new AppError("GONE", "error.resetLinkInvalid");
    await trx.updateTable("users").set({ passwordHash, updatedAt: now }).where("id", "=", row.id).execute();
    await revokeSessionsOf(trx, row.id, null);
    await notifyPasswordChanged(ctx, trx, row);
  });
}

/** Changes the password of the signed-in user and signs out their other sessions. */
export async function changePassword(
  ctx: AppContext,
  input: { userId: number; currentTokenHash: string; currentPassword: string; newPassword: string },
): Promise<void> {
  const user = await ctx.db
    .selectFrom("users")
    .select(["id", "email", "firstName", "language", "passwordHash"])
    .where("id", "=", input.userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new AppError("UNPROCESSABLE", "error.currentPasswordWrong", {
      details: [
        { path: "body.currentPassword", code: "password_wrong", message: "the current password is wrong" },
      ],
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ passwordHash, updatedAt: nowIso() })
      .where("id", "=", user.id)
      .execute();
    await revokeSessionsOf(trx, user.id, input.currentTokenHash);
    await notifyPasswordChanged(ctx, trx, user);
  });
}
