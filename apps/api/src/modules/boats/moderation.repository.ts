import type { TAdminBoatListQuery } from "@keel/contracts/moderation";
import type { Kysely } from "kysely";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { anyContains } from "../../lib/word-match.ts";

/** Every boat of every team, for moderation: filters, sort and one page, with the total (two parallel queries). */
export async function findBoatsForModeration(db: Kysely<Database>, query: TAdminBoatListQuery) {
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
  return { rows, total: Number(count.total) };
}

export function findTeamName(db: Kysely<Database>, teamId: number) {
  return db.selectFrom("teams").select(["id", "name"]).where("id", "=", teamId).executeTakeFirstOrThrow();
}

/** Back to draft, flagged, with the reason the team reads in its editor. */
export async function unpublishWithNote(db: Kysely<Database>, boatId: number, reason: string): Promise<void> {
  await db
    .updateTable("boats")
    .set({ status: "draft", isFlagged: true, moderationNote: reason, updatedAt: nowIso() })
    .where("id", "=", boatId)
    .execute();
}
