import type { TBoatInput } from "@keel/contracts/boat-editor";
import type { TAdminBoatListQuery } from "@keel/contracts/moderation";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { changedFields, recordAudit } from "../audit/audit.service.ts";
import { findBoatsForModeration, findTeamName, unpublishWithNote } from "./moderation.repository.ts";
import { findBoatRow } from "./team-boats.repository.ts";
import { getBoatDetail, updateBoat } from "./team-boats.service.ts";

/** Every boat of every team, for moderation: filters, sort and pagination. */
export async function listBoatsForModeration(db: Kysely<Database>, query: TAdminBoatListQuery) {
  const { rows, total } = await findBoatsForModeration(db, query);
  return {
    items: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      status: r.status,
      team: { id: r.teamId, name: r.teamName },
      brandName: r.brandName,
      modelName: r.modelName,
      isBrandPending: r.brandStatus === "pending" || r.modelStatus === "pending",
      isFlagged: Boolean(r.isFlagged),
      moderationNote: r.moderationNote,
      updatedAt: r.updatedAt,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getBoatForModeration(db: Kysely<Database>, boatId: number) {
  const detail = await getBoatDetail(db, boatId);
  const team = await findTeamName(db, detail.teamId);
  return { ...detail, team };
}

/** An administrator's edit of any field, audited with what changed. */
export async function editBoatAsAdmin(
  db: Kysely<Database>,
  actorUserId: number,
  boatId: number,
  input: TBoatInput,
): Promise<void> {
  const before = await findBoatRow(db, boatId);
  if (!before) throw notFound();
  await updateBoat(db, before.teamId, boatId, input, {
    audit: async (trx) => {
      const after = await findBoatRow(trx, boatId);
      await recordAudit(trx, {
        actorUserId,
        action: "boat.update",
        entityType: "boat",
        entityId: boatId,
        details: changedFields(before as Record<string, unknown>, (after ?? {}) as Record<string, unknown>),
      });
    },
  });
}

/**
 * Takes a boat off the public pages with a reason the team sees in its editor; the boat goes back to draft and
 * stays flagged until the team publishes it again.
 */
export async function unpublishAsAdmin(
  db: Kysely<Database>,
  actorUserId: number,
  boatId: number,
  reason: string,
): Promise<void> {
  const boat = await findBoatRow(db, boatId);
  if (!boat) throw notFound();
  await db.transaction().execute(async (trx) => {
    await unpublishWithNote(trx, boatId, reason);
    await recordAudit(trx, {
      actorUserId,
      action: "boat.unpublish",
      entityType: "boat",
      entityId: boatId,
      details: { from: boat.status, reason },
    });
  });
}
