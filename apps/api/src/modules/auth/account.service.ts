import type { TRegisterRequest } from "@keel/contracts/accounts";
import { isLocale, type Locale } from "@keel/contracts/locales";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context.ts";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import { claimConversationsOf } from "../buyers/enquiries.repository.ts";
import { roleLabel } from "../mail/role-labels.ts";
import { sendTemplate } from "../mail/send.ts";
import { joinTeamOnSignUp, requireInvitationForSignUp } from "../teams/invitations.service.ts";
import { createTeamWithOwner } from "../teams/teams.service.ts";
import {
  findActiveUserByEmail,
  findPendingSignUp,
  findUserByEmail,
  findUserForPasswordChange,
  findUserOfResetToken,
  insertPasswordResetToken,
  insertSignUpRequest,
  insertUser,
  setPasswordHash,
  useResetToken,
  useSignUpRequestsOf,
} from "./account.repository.ts";
import { clearLoginThrottle } from "./auth.service.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { hitCounter } from "./rate-limit.repository.ts";
import { hashToken, newSessionToken } from "./session-token.ts";
import { revokeSessionsOf } from "./sessions.repository.ts";
import { openSession } from "./sessions.service.ts";

const RESET_TTL_MINUTES = 60;

const emailTaken = () =>
  new AppError("CONFLICT", "error.emailTaken", {
    details: [{ path: "body.email", code: "email_taken", message: "an account already uses this e-mail" }],
  });

const SIGN_UP_TTL_HOURS = 24;
/** Sign-up e-mails (a link, or a note to an existing owner) per address and hour; more are dropped silently. */
const SIGN_UP_MAILS_PER_HOUR = 3;

type SignUpInput = TRegisterRequest & { userAgent: string | null; ip: string | null };

/**
 * A sign-up without an invitation (decision 027). The answer must not tell whether the address has an account,
 * so both cases cost the same (the password is hashed either way), answer the same, and only the address's
 * owner learns which: a new address gets a link that opens the account (confirmSignUp), an existing owner a
 * note that someone tried, with the way to sign in or reset. Nothing is created until the link is followed.
 */
export async function requestSignUp(ctx: AppContext, input: SignUpInput): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const existing = await findUserByEmail(ctx.db, input.email);
  const { count } = await hitCounter(ctx.db, `sign-up:${input.email}`, 3_600_000, now);
  if (count > SIGN_UP_MAILS_PER_HOUR) return;
  if (existing) {
    await sendTemplate(ctx, {
      template: "signUpExisting",
      to: existing.email,
      language: existing.language,
      name: existing.firstName,
      actionPath: "/auth/login",
    });
    return;
  }
  const token = newSessionToken();
  // The pending sign-up and its link's e-mail commit together: a stored request always has its mail on the way.
  await ctx.db.transaction().execute(async (trx) => {
    await insertSignUpRequest(trx, {
      tokenHash: hashToken(token),
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      language: input.language,
      // A buyer's sign-up opens no team; the contract requires both for a seller's.
      companyName: input.accountType === "buyer" ? null : input.companyName!,
      country: input.accountType === "buyer" ? null : input.country!,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SIGN_UP_TTL_HOURS * 3_600_000).toISOString(),
    });
    // To an address nobody has proven yet: the mail quotes nothing typed into the form.
    await sendTemplate(
      ctx,
      {
        template: "signUpConfirm",
        to: input.email,
        language: input.language,
        name: "",
        values: { hours: String(SIGN_UP_TTL_HOURS) },
        actionPath: `/auth/register/confirm/${token}`,
      },
      trx,
    );
  });
}

const signUpLinkInvalid = () => new AppError("GONE", "error.signUpLinkInvalid");

/**
 * Opens the account of an e-mailed sign-up link: the user (address verified), a seller's first team (free plan,
 * owner) and a session, in one transaction, then the welcome e-mail. A buyer's account has no team. Either way
 * the enquiries sent as a guest from the address, now proven, join the account (docs/decisions/045). The link
 * works once, before it expires, and not once an account uses the address (another link of the same address
 * was followed first).
 */
export async function confirmSignUp(
  ctx: AppContext,
  input: { token: string; userAgent: string | null; ip: string | null },
): Promise<{ token: string; expiresAt: string; teamId: number | null; firstName: string; language: Locale }> {
  const now = nowIso();
  const tokenHash = hashToken(input.token);
  const request = await findPendingSignUp(ctx.db, tokenHash, now);
  if (!request) throw signUpLinkInvalid();
  const { userId, team } = await ctx.db
    .transaction()
    .execute(async (trx) => {
      // A second request with the same link lost the race: nothing is created.
      if ((await useSignUpRequestsOf(trx, request.email, now)) === 0) throw signUpLinkInvalid();
      const userId = await insertUser(trx, {
        email: request.email,
        passwordHash: request.passwordHash,
        firstName: request.firstName,
        lastName: request.lastName,
        language: request.language,
        role: request.companyName === null ? "buyer" : "professional",
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      await claimConversationsOf(trx, userId, request.email);
      if (request.companyName === null || request.country === null) {
        await sendTemplate(
          ctx,
          {
            template: "welcomeBuyer",
            to: request.email,
            language: request.language,
            name: request.firstName,
            actionPath: "/dashboard",
          },
          trx,
        );
        return { userId, team: null };
      }
      const team = await createTeamWithOwner(trx, {
        name: request.companyName,
        country: request.country as NonNullable<TRegisterRequest["country"]>,
        ownerId: userId,
        language: request.language,
      });
      await sendTemplate(
        ctx,
        {
          template: "welcome",
          to: request.email,
          language: request.language,
          name: request.firstName,
          actionPath: "/dashboard",
          values: { team: team.name },
        },
        trx,
      );
      return { userId, team };
    })
    .catch((error: unknown) => {
      // The address got its account meanwhile (the unique index decides): this link opens nothing.
      if (String((error as Error).message).match(/unique|duplicate/i)) throw signUpLinkInvalid();
      throw error;
    });
  const session = await openSession(ctx.db, {
    userId,
    days: ctx.config.sessionDays,
    userAgent: input.userAgent,
    ip: input.ip,
  });
  const language = isLocale(request.language) ? request.language : "en-US";
  return { ...session, teamId: team?.id ?? null, firstName: request.firstName, language };
}

/**
 * Signs up from an invitation: the invitation went to this address, which proves it, so the account opens at
 * once. The user joins the inviting team with the invited role and the invitation is accepted in the same
 * transaction (no team of their own; a refused invitation creates nothing); then the welcome e-mail in the
 * user's language says whose team and which role.
 */
export async function registerFromInvitation(
  ctx: AppContext,
  input: SignUpInput & { invitationId: string },
): Promise<{ token: string; expiresAt: string; teamId: number; language: Locale; joinedTeam: string }> {
  if (await findUserByEmail(ctx.db, input.email)) throw emailTaken();
  const invitation = await requireInvitationForSignUp(ctx.db, input.invitationId, input.email);
  const passwordHash = await hashPassword(input.password);
  const now = nowIso();
  const userId = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const userId = await insertUser(trx, {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        language: input.language,
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      await joinTeamOnSignUp(trx, invitation, userId);
      // The invitation proved the address: the enquiries sent from it as a guest join the account.
      await claimConversationsOf(trx, userId, input.email);
      // Someone who joined a team owns none and chooses no plan: their welcome says whose team and which role.
      await sendTemplate(
        ctx,
        {
          to: input.email,
          language: input.language,
          name: input.firstName,
          actionPath: "/dashboard",
          template: "welcomeJoined",
          values: { team: invitation.teamName, role: roleLabel(input.language, invitation.role) },
        },
        trx,
      );
      return userId;
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
  return {
    ...session,
    teamId: invitation.teamId,
    language: input.language,
    joinedTeam: invitation.teamName,
  };
}

/**
 * Sends a single-use reset link when the address belongs to an active user. The caller answers the same
 * whether or not it does, so the form cannot be used to find accounts.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await findActiveUserByEmail(ctx.db, email);
  if (!user) return;
  const token = newSessionToken();
  const now = new Date();
  // The link and its e-mail commit together: a stored token always has its mail on the way.
  await ctx.db.transaction().execute(async (trx) => {
    await insertPasswordResetToken(trx, {
      tokenHash: hashToken(token),
      userId: user.id,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + RESET_TTL_MINUTES * 60_000).toISOString(),
    });
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
  const row = await findUserOfResetToken(db, hashToken(token), now);
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
    // A second request with the same link lost the race: nothing changes.
    if ((await useResetToken(trx, hashToken(token), now)) !== 1) {
      throw new AppError("GONE", "error.resetLinkInvalid");
    }
    await setPasswordHash(trx, row.id, passwordHash, now);
    await revokeSessionsOf(trx, row.id, null);
    await notifyPasswordChanged(ctx, trx, row);
  });
  // The link proved the owner reads the account's mail: whatever throttles its sign-in no longer applies.
  await clearLoginThrottle(ctx.db, row.email);
}

/** Changes the password of the signed-in user and signs out their other sessions. */
export async function changePassword(
  ctx: AppContext,
  input: { userId: number; currentTokenHash: string; currentPassword: string; newPassword: string },
): Promise<void> {
  const user = await findUserForPasswordChange(ctx.db, input.userId);
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new AppError("UNPROCESSABLE", "error.currentPasswordWrong", {
      details: [
        { path: "body.currentPassword", code: "password_wrong", message: "the current password is wrong" },
      ],
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash, nowIso());
    await revokeSessionsOf(trx, user.id, input.currentTokenHash);
    await notifyPasswordChanged(ctx, trx, user);
  });
}
