import type { TBoatInput } from "@keel/contracts/boat-editor";
import type { TAdminBoatListQuery } from "@keel/contracts/moderation";
import type { Kysely } from "kysely";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { anyContains } from "../../lib/word-match.ts";
import { changedFields, recordAudit } from "../audit/audit.service.ts";
import { findBoatRow } from "./team-boats.repository.ts";
import { getBoatDetail, updateBoat } from "./team-boats.service.ts";

/** Every boat of every team, for moderation: filters, sort and pagination in two parallel queries. */
export async function listBoatsForModeration(db: Kysely<Database>, query: TAdminBoatListQuery) {
  let base = db
    .selectFrom("boats")
    .innerJoin("teams", "teams.id", "boats.teamId")
    .leftJoin("brands", "brands.id", "boats.brandId")
    .leftJoin("brandModels", "brandModels.id", "boats.modelId");
  if (query.status) base = base.where("boats.status", "=", query.status);
  if (query.teamId) base = base.where("boats.teamId", "=", query.teamId);
  if (query.boatTypeId) base = base.where("boats.boatTypeId", "=", query.boatTypeId);
  if (query.flagged) base = base.where("boats.isFlagged", "=", query.flagged === "true");
  if (query.pendingBrand === "true") {
    base = base.where((eb) =>
      eb.or([eb("brands.status", "=", "pending"), eb("brandModels.status", "=", "pending")]),
    );
  }
  if (query.q) {
    base = base.where(anyContains(["boats.title", "boats.slug", "teams.name"], query.q));
  }
  const order = {
    updated_desc: ["boats.updatedAt", "desc"],
    updated_asc: ["boats.updatedAt", "asc"],
    created_desc: ["boats.createdAt", "desc"],
    title_asc: ["boats.title", "asc"],
  } as const;
  const [column, direction] = order[query.sort];
  const [rows, count] = await Promise.all([
    base
      .select([
        "boats.id",
        "boats.slug",
        "boats.title",
        "boats.status",
        "boats.brandName",
        "boats.modelName",
        "boats.isFlagged",
        "boats.moderationNote",
        "boats.updatedAt",
        "teams.id as teamId",
        "teams.name as teamName",
        "brands.status as brandStatus",
        "brandModels.status as modelStatus",
      ])
      .orderBy(column, direction)
      .orderBy("boats.id", "desc")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
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
    total: Number(count.total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getBoatForModeration(db: Kysely<Database>, boatId: number) {
  const detail = await getBoatDetail(db, boatId);
  const team = await db
    .selectFrom("teams")
    .select(["id", "name"])
    .where("id", "=", detail.teamId)
    .executeTakeFirstOrThrow();
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
    await trx
      .updateTable("boats")
      .set({ status: "draft", isFlagged: true, moderationNote: reason, updatedAt: nowIso() })
      .where("id", "=", boatId)
      .execute();
    await recordAudit(trx, {
      actorUserId,
      action: "boat.unpublish",
      entityType: "boat",
      entityId: boatId,
      details: { from: boat.status, reason },
    });
  });
}
