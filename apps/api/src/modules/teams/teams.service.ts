import type { TeamRole } from "@keel/contracts/auth";
import { PLAN_CODES, type PlanCode, type TTeam } from "@keel/contracts/teams";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { findTeamWithPlan } from "./teams.repository.ts";

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
