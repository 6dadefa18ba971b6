import type { BoatAction, PublishRequirement } from "@keel/contracts/boat-editor";
import type { BoatStatus } from "@keel/contracts/boats";
import type { Kysely } from "kysely";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { getTeam } from "../teams/teams.service.ts";
import { countPhotos } from "./boat-photos.repository.ts";
import { findBoatStatus, findPublishFields, updateBoatStatus } from "./boat-status.repository.ts";
import { flagDuplicatesOf } from "./duplicates.service.ts";

/** Which statuses each action may start from, and where it leads (docs/decisions/008-boat-lifecycle.md). */
const TRANSITIONS: Record<BoatAction, { from: readonly BoatStatus[]; to: BoatStatus | null }> = {
  publish: { from: ["draft", "archived"], to: "published" },
  unpublish: { from: ["published", "under_offer"], to: "draft" },
  mark_under_offer: { from: ["published"], to: "under_offer" },
  mark_sold: { from: ["published", "under_offer"], to: "sold" },
  archive: { from: ["draft", "published", "under_offer", "sold"], to: "archived" },
  confirm_available: { from: ["published", "under_offer"], to: null },
};

/**
 * The premium rule (docs/product.md, Plans): a team whose plan does not allow posting cannot create or
 * publish boats, whatever the client does.
 */
export async function requirePostingAllowed(db: Kysely<Database>, teamId: number): Promise<void> {
  const team = await getTeam(db, teamId, "member");
  if (!team.plan.canPostBoats) throw new AppError("PLAN_RESTRICTED", "error.planRestricted");
}

/** What a boat still lacks before it can be published, in the order the editor shows it. */
export async function missingForPublish(db: Kysely<Database>, boatId: number): Promise<PublishRequirement[]> {
  const boat = await findPublishFields(db, boatId);
  const hasPhoto = (await countPhotos(db, boatId)) > 0;
  const checks: Record<PublishRequirement, boolean> = {
    title: boat.title.trim().length >= 3,
    description: boat.description.trim().length >= 30,
    boatTypeId: boat.boatTypeId !== null,
    conditionId: boat.conditionId !== null,
    brand: boat.brandId !== null || Boolean(boat.brandName),
    yearBuilt: boat.yearBuilt !== null,
    lengthM: boat.lengthM !== null,
    price: boat.priceAmount !== null || Boolean(boat.isPriceOnRequest),
    country: boat.country !== null,
    photos: hasPhoto,
  };
  return (Object.keys(checks) as PublishRequirement[]).filter((key) => !checks[key]);
}

/** Moves a boat through its lifecycle; publishing checks the plan and the required fields. */
export async function applyBoatAction(
  db: Kysely<Database>,
  teamId: number,
  boatId: number,
  action: BoatAction,
): Promise<BoatStatus> {
  const boat = await findBoatStatus(db, teamId, boatId);
  if (!boat) throw notFound();
  const rule = TRANSITIONS[action];
  if (!rule.from.includes(boat.status)) {
    throw new AppError("CONFLICT", "error.boatTransition", { details: { from: boat.status, action } });
  }
  if (action === "publish") {
    await requirePostingAllowed(db, teamId);
    const missing = await missingForPublish(db, boatId);
    if (missing.length > 0) {
      throw new AppError("UNPROCESSABLE", "error.publishIncomplete", {
        values: { count: missing.length },
        details: missing.map((field) => ({
          path: `boat.${field}`,
          code: "required_to_publish",
          message: `${field} is required to publish`,
        })),
      });
    }
  }
  const now = nowIso();
  const status = rule.to ?? boat.status;
  await updateBoatStatus(db, boatId, {
    status,
    // Every action is the seller vouching for the listing: its staleness clock starts again.
    lastConfirmedAt: now,
    staleSince: null,
    updatedAt: now,
    ...(action === "publish"
      ? {
          publishedAt: now,
          isFlagged: false,
          // A new listing ranks as new; publishing again after unpublishing does not (decision 025).
          ...(boat.publishedAt === null || boat.lastChangedAt === null ? { lastChangedAt: now } : {}),
        }
      : {}),
  });
  if (action === "publish") await flagDuplicatesOf(db, boatId);
  return status;
}

/** The same action on many boats; each boat succeeds or fails on its own and says why. */
export async function applyBulkAction(
  db: Kysely<Database>,
  teamId: number,
  ids: number[],
  action: BoatAction,
) {
  const results: { id: number; ok: boolean; code?: string; missing?: string[] }[] = [];
  for (const id of [...new Set(ids)]) {
    try {
      await applyBoatAction(db, teamId, id, action);
      results.push({ id, ok: true });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const missing = Array.isArray(error.details)
        ? (error.details as { path: string }[]).map((d) => d.path.replace(/^boat\./, ""))
        : undefined;
      results.push({
        id,
        ok: false,
        code: error.code,
        ...(error.code === "UNPROCESSABLE" && missing ? { missing } : {}),
      });
    }
  }
  return results;
}
