import { randomUUID } from "node:crypto";
import type { TeamRole } from "@keel/contracts/auth";
import type { Locale } from "@keel/contracts/locales";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context.ts";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, forbidden, notFound } from "../../errors.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import { hasRole } from "../../plugins/access.ts";
import { roleLabel } from "../mail/role-labels.ts";
import { sendTemplate } from "../mail/send.ts";
import {
  findInvitationRow,
  findInvitations,
  insertInvitation,
  isMemberByEmail,
  revokeOpenInvitations,
  setInvitationAccepted,
  setInvitationExpiry,
  setInvitationRevoked,
} from "./invitations.repository.ts";
import { requireRoleAtMost } from "./members.service.ts";
import { findMembership, insertMembership } from "./teams.repository.ts";

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

const inviterName = (row: { inviterFirstName: string | null; inviterLastName: string | null }) =>
  row.inviterFirstName ? `${row.inviterFirstName} ${row.inviterLastName ?? ""}`.trim() : null;

/**
 * The invited address as the invitation's pages show it: `jane@example.com` -> `j•••@example.com`. Enough for
 * the right person to recognise their address, not enough for whoever holds the link to learn someone's.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  const first = Array.from(email)[0];
  return at > 0 && first ? `${first}•••${email.slice(at)}` : "•••";
}

/** Pending and recent invitations of a team, newest first. */
export async function listInvitations(db: Kysely<Database>, teamId: number) {
  const now = nowIso();
  const rows = await findInvitations(db, teamId, 200);
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

/** Writes the invitation's e-mail to the outbox with `db`, the transaction that creates or renews it. */
async function sendInvitation(ctx: AppContext, db: Kysely<Database>, invitationId: string, language: Locale) {
  const row = await findInvitationRow(db, invitationId);
  if (!row) throw notFound();
  const date = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(row.expiresAt),
  );
  await sendTemplate(
    ctx,
    {
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
    },
    db,
  );
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
  const isMember = await isMemberByEmail(ctx.db, input.teamId, input.email);
  if (isMember) {
    throw new AppError("CONFLICT", "error.alreadyMember", {
      details: [{ path: "body.email", code: "already_member", message: "this person is already a member" }],
    });
  }
  const now = new Date();
  const id = randomUUID();
  await ctx.db.transaction().execute(async (trx) => {
    await revokeOpenInvitations(trx, input.teamId, input.email, now.toISOString());
    await insertInvitation(trx, {
      id,
      teamId: input.teamId,
      email: input.email,
      role: input.role,
      invitedByUserId: input.actorId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + TTL_DAYS * 86_400_000).toISOString(),
    });
    await sendInvitation(ctx, trx, id, input.language);
  });
  return id;
}

async function findTeamInvitation(db: Kysely<Database>, teamId: number, invitationId: string) {
  const row = await findInvitationRow(db, invitationId, teamId);
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
  await ctx.db.transaction().execute(async (trx) => {
    await setInvitationExpiry(trx, row.id, new Date(Date.now() + TTL_DAYS * 86_400_000).toISOString());
    await sendInvitation(ctx, trx, row.id, input.language);
  });
}

export async function revokeInvitation(
  db: Kysely<Database>,
  input: { teamId: number; invitationId: string; actorId: number; actorRole: TeamRole },
): Promise<void> {
  const row = await findTeamInvitation(db, input.teamId, input.invitationId);
  requireManager(row, input.actorId, input.actorRole);
  if (row.acceptedAt) throw new AppError("CONFLICT", "error.invitationClosed");
  await setInvitationRevoked(db, row.id, nowIso());
}

/** The invitation as the signed-in person opening the link sees it: the preview, plus whether it is theirs. */
export async function viewInvitation(
  db: Kysely<Database>,
  invitationId: string,
  user: { id: number; email: string },
) {
  const found = await findInvitation(db, invitationId);
  if (!found) throw notFound();
  const { preview, email } = found;
  const membership = await findMembership(db, preview.team.id, user.id);
  return {
    ...preview,
    isForYou: email.toLowerCase() === user.email.toLowerCase(),
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
  await db.transaction().execute(async (trx) => {
    const invitation = { id: invitationId, teamId: view.team.id, role: view.role };
    const claimed = await claimInvitation(trx, invitation, user.id, { addMembership: !view.isMember });
    if (!claimed) throw new AppError("CONFLICT", "error.invitationClosed");
  });
  return view.team.id;
}

/**
 * Inside the caller's transaction: closes the invitation for `userId` if it is still pending at this instant
 * (false when a concurrent revocation, acceptance or its expiry got there first), and adds them to the team
 * with the invited role unless they already belong to it.
 */
async function claimInvitation(
  trx: Kysely<Database>,
  invitation: { id: string; teamId: number; role: TeamRole },
  userId: number,
  options: { addMembership: boolean },
): Promise<boolean> {
  const now = nowIso();
  if (!(await setInvitationAccepted(trx, invitation.id, userId, now))) return false;
  if (options.addMembership) {
    await insertMembership(trx, invitation.teamId, userId, invitation.role, now);
  }
  return true;
}

/**
 * The invitation as a visitor without an account sees it, to sign up from its link (the unguessable id is the
 * secret the e-mail carries): the team, the role, its state and the masked address it was sent to.
 */
export async function previewInvitation(db: Kysely<Database>, invitationId: string) {
  const found = await findInvitation(db, invitationId);
  if (!found) throw notFound();
  return found.preview;
}

/** The preview of an invitation and the address it was sent to (which only the server compares). */
async function findInvitation(db: Kysely<Database>, invitationId: string) {
  const row = await findInvitationRow(db, invitationId);
  if (!row) return null;
  return {
    preview: {
      id: row.id,
      team: { id: row.teamId, name: row.teamName },
      role: row.role,
      invitedBy: inviterName(row),
      expiresAt: row.expiresAt,
      status: statusOf(row, nowIso()),
      maskedEmail: maskEmail(row.email),
    },
    email: row.email,
  };
}

/** A sign-up's invitation that cannot be used: the error names the field the web form shows it on. */
function signUpRefusal(
  code: "NOT_FOUND" | "GONE" | "CONFLICT" | "FORBIDDEN",
  key: MessageKey,
  field: "invitationId" | "email",
  reason: string,
  message: string,
) {
  return new AppError(code, key, { details: [{ path: `body.${field}`, code: reason, message }] });
}

const invitationClosedAtSignUp = () =>
  signUpRefusal(
    "CONFLICT",
    "error.invitationClosed",
    "invitationId",
    "invitation_closed",
    "the invitation was already used or withdrawn",
  );

export interface SignUpInvitation {
  id: string;
  teamId: number;
  teamName: string;
  role: TeamRole;
}

/**
 * The invitation someone signs up with, before any write: it must exist, be pending and be addressed to the
 * e-mail being registered (case-insensitive). Otherwise a field error: unknown (404 `invitation_unknown`),
 * expired (410 `invitation_expired`), used or withdrawn (409 `invitation_closed`) on `invitationId`; another
 * address (403 `invitation_other_email`) on `email`, so a forwarded link cannot be used to join.
 */
export async function requireInvitationForSignUp(
  db: Kysely<Database>,
  invitationId: string,
  email: string,
): Promise<SignUpInvitation> {
  const found = await findInvitation(db, invitationId);
  if (!found) {
    throw signUpRefusal(
      "NOT_FOUND",
      "error.invitationUnknown",
      "invitationId",
      "invitation_unknown",
      "no such invitation",
    );
  }
  const { preview, email: invited } = found;
  if (preview.status === "expired") {
    throw signUpRefusal(
      "GONE",
      "error.invitationExpired",
      "invitationId",
      "invitation_expired",
      "the invitation has expired",
    );
  }
  if (preview.status !== "pending") throw invitationClosedAtSignUp();
  if (invited.toLowerCase() !== email.trim().toLowerCase()) {
    throw signUpRefusal(
      "FORBIDDEN",
      "error.invitationOtherEmail",
      "email",
      "invitation_other_email",
      "the invitation was sent to another address",
    );
  }
  return { id: preview.id, teamId: preview.team.id, teamName: preview.team.name, role: preview.role };
}

/**
 * Inside the sign-up's transaction: closes the invitation, still pending at this instant (a concurrent
 * revocation or acceptance makes the whole sign-up fail), and adds the new user with the invited role.
 */
export async function joinTeamOnSignUp(
  trx: Kysely<Database>,
  invitation: SignUpInvitation,
  userId: number,
): Promise<void> {
  if (!(await claimInvitation(trx, invitation, userId, { addMembership: true }))) {
    throw invitationClosedAtSignUp();
  }
}
