/**
 * Teams in the back office: search, read with plan and counts, and edit everything an admin may change,
 * including the plan (by hand until payments exist) and the verified-seller badge.
 */
import type {
  TAdminTeam,
  TAdminTeamList,
  TAdminTeamListQuery,
  TAdminTeamUpdate,
} from "@keel/contracts/admin";
import { BOAT_STATUSES } from "@keel/contracts/boats";
import { PLAN_CODES, type PlanCode } from "@keel/contracts/teams";
import type { Kysely } from "kysely";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { changedFields, recordAudit } from "../audit/audit.service.ts";
import { offsetOf } from "./admin-search.ts";
import {
  countBoatsByStatus,
  findPlanId,
  findTeamDetail,
  findTeamPage,
  type TeamColumns,
  updateTeamColumns,
} from "./admin-teams.repository.ts";

const isPlanCode = (code: string): code is PlanCode => (PLAN_CODES as readonly string[]).includes(code);

/** Plans unknown to this version (added by hand in the database) read as free rather than failing the page. */
const planOf = (code: string): PlanCode => (isPlanCode(code) ? code : "free");

/** A page of teams matching the filters, with plan, member and boat counts. */
export async function listTeams(db: Kysely<Database>, query: TAdminTeamListQuery): Promise<TAdminTeamList> {
  const { rows, total } = await findTeamPage(
    db,
    { q: query.q, status: query.status, plan: query.plan, verified: query.verified, country: query.country },
    { sort: query.sort, offset: offsetOf(query), limit: query.pageSize },
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      country: row.country,
      status: row.status,
      planCode: planOf(row.planCode),
      subscriptionStatus: row.subscriptionStatus,
      isVerified: Boolean(row.isVerified),
      memberCount: Number(row.memberCount ?? 0),
      boatCount: Number(row.boatCount ?? 0),
      createdAt: row.createdAt,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Every setting of a team with its plan, subscription, member count and boats per status. 404 if unknown. */
export async function getAdminTeam(db: Kysely<Database>, teamId: number): Promise<TAdminTeam> {
  const [row, boats] = await Promise.all([findTeamDetail(db, teamId), countBoatsByStatus(db, teamId)]);
  if (!row) throw notFound();
  const boatCounts = Object.fromEntries(BOAT_STATUSES.map((s) => [s, 0])) as TAdminTeam["boatCounts"];
  for (const { status, n } of boats) boatCounts[status] = Number(n);
  const { planCode, memberCount, isVerified, ...settings } = row;
  return {
    ...settings,
    planCode: planOf(planCode),
    isVerified: Boolean(isVerified),
    memberCount: Number(memberCount ?? 0),
    boatCounts,
  };
}

/** Until payments exist, a plan set by hand comes with the subscription state it implies. */
const subscriptionFor = (plan: PlanCode): string => (plan === "free" ? "none" : "active");

/**
 * Applies an admin's edit in one transaction, with one audit entry per kind of change: `team.update`
 * (settings, before and after), `team.status.set`, `team.plan.set`, `team.verified.set`. Fields sent with
 * their current value change nothing and record nothing.
 */
export async function updateTeam(
  db: Kysely<Database>,
  actorUserId: number,
  teamId: number,
  input: TAdminTeamUpdate,
): Promise<TAdminTeam> {
  return db.transaction().execute(async (trx) => {
    const before = await findTeamDetail(trx, teamId);
    if (!before) throw notFound();
    const now = nowIso();
    const audit = (action: string, details: Record<string, unknown>) =>
      recordAudit(trx, { actorUserId, action, entityType: "team", entityId: teamId, details });

    const { status, planCode, planReason, isVerified, ...settings } = input;
    const changes = changedFields(before, settings);
    const values: TeamColumns = Object.fromEntries(
      Object.entries(changes).map(([field, { to }]) => [field, to]),
    );
    if (Object.keys(changes).length > 0) await audit("team.update", { changes });

    if (status !== undefined && status !== before.status) {
      values.status = status;
      await audit("team.status.set", { status: { from: before.status, to: status } });
    }

    const subscriptionStatus = planCode && subscriptionFor(planCode);
    if (
      planCode !== undefined &&
      (planCode !== before.planCode || subscriptionStatus !== before.subscriptionStatus)
    ) {
      values.planId = await findPlanId(trx, planCode);
      values.subscriptionStatus = subscriptionStatus;
      await audit("team.plan.set", {
        plan: { from: before.planCode, to: planCode },
        subscriptionStatus: { from: before.subscriptionStatus, to: subscriptionStatus },
        ...(planReason ? { reason: planReason } : {}),
      });
    }

    if (isVerified !== undefined && isVerified !== Boolean(before.isVerified)) {
      values.isVerified = isVerified;
      values.verifiedAt = isVerified ? now : null;
      await audit("team.verified.set", { isVerified: { from: !isVerified, to: isVerified } });
    }

    if (Object.keys(values).length > 0) await updateTeamColumns(trx, teamId, values, now);
    return getAdminTeam(trx, teamId);
  });
}
