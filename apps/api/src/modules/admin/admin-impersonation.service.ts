/**
 * Impersonation: an admin signs in as a user to help them. The session is the user's, marked with the admin
 * as impersonator (auth/me shows it as `impersonatedBy`, the web app shows a banner), and short-lived. The
 * web app keeps the admin's own token aside and restores it at logout (decision 029).
 */
import { isAdmin } from "@keel/contracts/auth";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { openSession } from "../auth/sessions.service.ts";
import { findImpersonationTarget, findUserEmail } from "./admin-impersonation.repository.ts";
import { findGroupsOfUser } from "./admin-users.repository.ts";

/** Long enough to help someone, short enough that a forgotten tab does not stay signed in as them. */
export const IMPERSONATION_HOURS = 2;

/**
 * Opens a session for `targetUserId` on behalf of `adminUserId`, with its audit entry
 * (`impersonation.start`: who, whom, until when; never the token). Refused for inactive users (409) and for
 * administrators, the caller included (403): an admin's powers are not borrowed through another admin.
 */
export async function impersonateUser(
  db: Kysely<Database>,
  input: { adminUserId: number; targetUserId: number; userAgent: string | null; ip: string | null },
): Promise<{ token: string; expiresAt: string; user: { id: number; email: string; name: string } }> {
  return db.transaction().execute(async (trx) => {
    const target = await findImpersonationTarget(trx, input.targetUserId);
    if (!target) throw notFound();
    if (isAdmin({ groups: await findGroupsOfUser(trx, target.id) }))
      throw new AppError("FORBIDDEN", "admin.error.impersonateAdmin");
    if (target.status !== "active") throw new AppError("CONFLICT", "admin.error.impersonateInactive");
    const session = await openSession(trx, {
      userId: target.id,
      days: IMPERSONATION_HOURS / 24,
      userAgent: input.userAgent,
      ip: input.ip,
      impersonatorUserId: input.adminUserId,
    });
    await recordAudit(trx, {
      actorUserId: input.adminUserId,
      action: "impersonation.start",
      entityType: "user",
      entityId: target.id,
      details: {
        impersonatorUserId: input.adminUserId,
        impersonatorEmail: (await findUserEmail(trx, input.adminUserId)) ?? null,
        userId: target.id,
        userEmail: target.email,
        expiresAt: session.expiresAt,
        ip: input.ip,
      },
    });
    return {
      ...session,
      user: { id: target.id, email: target.email, name: `${target.firstName} ${target.lastName}` },
    };
  });
}
