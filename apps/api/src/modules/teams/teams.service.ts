import type { TeamRole } from "@keel/contracts/auth";
import type { Country } from "@keel/contracts/countries";
import { PLAN_CODES, type PlanCode, type TTeam, type TTeamUpdate } from "@keel/contracts/teams";
import type { Kysely } from "kysely";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { uniqueSlug } from "../../lib/slug.ts";
import { postingAllowed } from "../billing/premium.ts";
import { deleteImage } from "../media/image-pipeline.ts";
import { webpVariantUrl } from "../media/image-urls.ts";
import type { Storage } from "../media/storage.ts";
import { findUserProfile, updateUser } from "../users/users.repository.ts";
import { teamDefaults } from "./team-defaults.ts";
import {
  countMembers,
  countOwnedTeams,
  deleteTeamById,
  findBannerKey,
  findMembership,
  findPlanId,
  findTeamName,
  findTeamWithPlan,
  insertMembership,
  insertProfessionalProfile,
  insertTeam,
  isTeamSlugTaken,
  setTeamFields,
} from "./teams.repository.ts";

/** Teams one person may own: a dealer group has a few; hundreds would be abuse. */
export const TEAMS_PER_OWNER = 5;

const isPlanCode = (code: string): code is PlanCode => (PLAN_CODES as readonly string[]).includes(code);

/** Banners are at least this wide, so the 1024 variant always exists. */
export const BANNER_MIN_WIDTH = 1024;
export const bannerUrl = (key: string | null): string | null => (key ? webpVariantUrl(key, 1024) : null);

/**
 * A team as its members see it. Posting boats needs a plan that allows it and, for paid plans,
 * a subscription in good standing (billing/premium.ts; docs/product.md, Plans: a team on the free plan cannot post boats).
 */
export async function getTeam(db: Kysely<Database>, teamId: number, role: TeamRole): Promise<TTeam> {
  const row = await findTeamWithPlan(db, teamId);
  if (!row || !isPlanCode(row.planCode)) throw notFound();
  const canPostBoats = postingAllowed({
    planCode: row.planCode,
    canPostBoats: Boolean(row.canPostBoats),
    teamStatus: row.subscriptionStatus,
    graceEnd: row.billingStatus === "past_due" ? row.graceEnd : null,
  });
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    country: row.country,
    currency: row.currency,
    unit: row.unit,
    status: row.status,
    isVerified: Boolean(row.isVerified),
    address: row.address,
    city: row.city,
    postalCode: row.postalCode,
    phone: row.phone,
    email: row.email,
    website: row.website,
    description: row.description,
    bannerUrl: bannerUrl(row.bannerKey),
    plan: { code: row.planCode, canPostBoats },
    role,
  };
}

/** Applies the fields present in `input`; absent fields stay as they are. */
export async function updateTeam(db: Kysely<Database>, teamId: number, input: TTeamUpdate): Promise<void> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length === 0) return;
  await setTeamFields(db, teamId, { ...changes, updatedAt: nowIso() });
}

/** Replaces the team's banner and removes the previous one's files. */
export async function setBanner(
  db: Kysely<Database>,
  storage: Storage,
  teamId: number,
  image: { key: string; width: number },
): Promise<string> {
  const previous = await findBannerKey(db, teamId);
  await setTeamFields(db, teamId, { bannerKey: image.key, updatedAt: nowIso() });
  if (previous) await deleteImage(storage, previous, 1600).catch(() => undefined);
  return bannerUrl(image.key)!;
}

/**
 * Deletes a team and, through foreign keys, its memberships, invitations, boats (with photos, engines…),
 * conversations and statistics. Irreversible: the caller confirms with the team's exact name.
 */
export async function deleteTeam(db: Kysely<Database>, teamId: number, confirmName: string): Promise<void> {
  const team = await findTeamName(db, teamId);
  if (!team) throw notFound();
  if (confirmName.trim() !== team.name) {
    throw new AppError("VALIDATION_FAILED", "error.confirmNameMismatch", {
      details: [
        { path: "body.confirmName", code: "confirm_mismatch", message: "type the team's name to confirm" },
      ],
    });
  }
  await deleteTeamById(db, teamId);
}

/**
 * Refuses a change that would leave a team with members but no owner: the last owner hands the team over
 * (or deletes it) before leaving or stepping down.
 */
export async function assertOwnerRemains(
  db: Kysely<Database>,
  teamId: number,
  losingOwnerId: number,
): Promise<void> {
  const membership = await findMembership(db, teamId, losingOwnerId);
  if (membership?.role !== "owner") return;
  const { owners } = await countMembers(db, teamId);
  if (owners <= 1) throw new AppError("CONFLICT", "error.lastOwner");
}

/**
 * A signed-in user's new team (a buyer who starts selling): they own it on the free plan and count as a
 * professional from now on. At most TEAMS_PER_OWNER teams a person owns, so one account cannot spawn many.
 */
export async function createOwnTeam(
  db: Kysely<Database>,
  userId: number,
  input: { name: string; country: Country },
): Promise<{ id: number; name: string }> {
  const user = await findUserProfile(db, userId);
  if ((await countOwnedTeams(db, userId)) >= TEAMS_PER_OWNER) {
    throw new AppError("CONFLICT", "teams.error.tooManyOwned", { values: { max: TEAMS_PER_OWNER } });
  }
  return db.transaction().execute(async (trx) => {
    const team = await createTeamWithOwner(trx, {
      ...input,
      ownerId: userId,
      language: user?.language ?? "en-US",
    });
    await updateUser(trx, userId, { role: "professional" });
    return { id: team.id, name: team.name };
  });
}

/**
 * Creates a team on the free plan with its owner and its professional profile (member since today, speaking
 * the owner's language). Runs inside the caller's transaction.
 */
export async function createTeamWithOwner(
  trx: Kysely<Database>,
  input: { name: string; country: Country; ownerId: number; language: string },
): Promise<{ id: number; slug: string; name: string }> {
  const now = nowIso();
  const slug = await uniqueSlug(input.name, (candidate) => isTeamSlugTaken(trx, candidate));
  const team = await insertTeam(trx, {
    slug,
    name: input.name,
    country: input.country,
    ...teamDefaults(input.country),
    planId: await findPlanId(trx, "free"),
    createdAt: now,
    updatedAt: now,
  });
  await insertMembership(trx, team.id, input.ownerId, "owner", now);
  await insertProfessionalProfile(trx, {
    teamId: team.id,
    memberSince: now.slice(0, 10),
    spokenLanguages: input.language.slice(0, 2),
  });
  return team;
}
