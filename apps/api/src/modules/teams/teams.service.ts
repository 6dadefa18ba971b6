import type { TeamRole } from "@keel/contracts/auth";
import type { Country } from "@keel/contracts/countries";
import { PLAN_CODES, type PlanCode, type TTeam } from "@keel/contracts/teams";
import type { Kysely } from "kysely";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { uniqueSlug } from "../../lib/slug.ts";
import { teamDefaults } from "./team-defaults.ts";
import { findPlanId, findTeamWithPlan, isTeamSlugTaken } from "./teams.repository.ts";

const isPlanCode = (code: string): code is PlanCode => (PLAN_CODES as readonly string[]).includes(code);

/**
 * A team as its members see it. Posting boats needs a plan that allows it and, for paid plans,
 * a subscription in good standing (spec sections 4, 6: non-premium teams cannot post boats).
 */
export async function getTeam(db: Kysely<Database>, teamId: number, role: TeamRole): Promise<TTeam> {
  const row = await findTeamWithPlan(db, teamId);
  if (!row || !isPlanCode(row.planCode)) throw notFound();
  const isPaying = row.planCode === "custom" || row.subscriptionStatus === "active";
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    country: row.country,
    currency: row.currency,
    unit: row.unit,
    status: row.status,
    isVerified: Boolean(row.isVerified),
    plan: { code: row.planCode, canPostBoats: Boolean(row.canPostBoats) && isPaying },
    role,
  };
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
  const team = await trx
    .insertInto("teams")
    .values({
      slug,
      name: input.name,
      country: input.country,
      ...teamDefaults(input.country),
      planId: await findPlanId(trx, "free"),
      createdAt: now,
      updatedAt: now,
    })
    .returning(["id", "slug", "name"])
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("teamMembers")
    .values({ teamId: team.id, userId: input.ownerId, role: "owner", createdAt: now })
    .execute();
  await trx
    .insertInto("professionalProfiles")
    .values({ teamId: team.id, memberSince: now.slice(0, 10), spokenLanguages: input.language.slice(0, 2) })
    .execute();
  return team;
}
