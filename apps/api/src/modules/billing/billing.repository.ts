/**
 * Plans and prices, a team's subscription mirror, billing details, checkout sessions and what a change of
 * subscription does to the team and its boats (docs/decisions/034-billing.md).
 */
import type { Insertable, Kysely, Updateable } from "kysely";
import type {
  BillingDetailsTable,
  CheckoutSessionsTable,
  Database,
  PlanPricesTable,
  SubscriptionsTable,
  TeamsTable,
} from "../../db/schema.ts";

// ---- plans and prices ----

export async function findPublicPlans(db: Kysely<Database>) {
  return db
    .selectFrom("plans")
    .select(["id", "code", "canPostBoats", "maxBoats"])
    .where("isPublic", "=", true)
    .orderBy("sortOrder")
    .execute();
}

export async function findPlanPrices(db: Kysely<Database>) {
  return db.selectFrom("planPrices").selectAll().orderBy("currency").orderBy("interval").execute();
}

/** The price list's amount of a plan in one currency and interval. */
export async function findPlanPrice(
  db: Kysely<Database>,
  planCode: string,
  currency: PlanPricesTable["currency"],
  interval: PlanPricesTable["interval"],
) {
  return db
    .selectFrom("planPrices")
    .innerJoin("plans", "plans.id", "planPrices.planId")
    .select("planPrices.amount")
    .where("plans.code", "=", planCode)
    .where("planPrices.currency", "=", currency)
    .where("planPrices.interval", "=", interval)
    .executeTakeFirst();
}

export async function findPlanIdByCode(db: Kysely<Database>, code: string): Promise<number> {
  const plan = await db.selectFrom("plans").select("id").where("code", "=", code).executeTakeFirstOrThrow();
  return plan.id;
}

// ---- teams and users ----

export async function findUserEmail(db: Kysely<Database>, userId: number): Promise<string> {
  const user = await db
    .selectFrom("users")
    .select("email")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return user.email;
}

export async function findTeamExists(db: Kysely<Database>, teamId: number): Promise<boolean> {
  return (
    (await db.selectFrom("teams").select("id").where("id", "=", teamId).executeTakeFirst()) !== undefined
  );
}

export async function findTeamSubscriptionStatus(db: Kysely<Database>, teamId: number) {
  return db.selectFrom("teams").select("subscriptionStatus").where("id", "=", teamId).executeTakeFirst();
}

export async function findTeamPlanStatus(db: Kysely<Database>, teamId: number) {
  return db
    .selectFrom("teams")
    .innerJoin("plans", "plans.id", "teams.planId")
    .select(["teams.subscriptionStatus", "plans.code as planCode", "plans.canPostBoats"])
    .where("teams.id", "=", teamId)
    .executeTakeFirst();
}

export async function findTeamCountryAndName(db: Kysely<Database>, teamId: number) {
  return db.selectFrom("teams").select(["country", "name"]).where("id", "=", teamId).executeTakeFirst();
}

export async function findTeamSummary(db: Kysely<Database>, teamId: number) {
  return db.selectFrom("teams").select(["id", "name"]).where("id", "=", teamId).executeTakeFirstOrThrow();
}

export async function findTeamName(db: Kysely<Database>, teamId: number): Promise<string> {
  const team = await db.selectFrom("teams").select("name").where("id", "=", teamId).executeTakeFirstOrThrow();
  return team.name;
}

export async function setTeamSubscription(
  db: Kysely<Database>,
  teamId: number,
  values: Pick<
    Updateable<TeamsTable>,
    "planId" | "subscriptionStatus" | "subscriptionRenewsAt" | "updatedAt"
  >,
): Promise<void> {
  await db.updateTable("teams").set(values).where("id", "=", teamId).execute();
}

export async function countPublicBoats(db: Kysely<Database>, teamId: number): Promise<number> {
  const row = await db
    .selectFrom("boats")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("teamId", "=", teamId)
    .where("status", "in", ["published", "under_offer"])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countTeamMembers(db: Kysely<Database>, teamId: number): Promise<number> {
  const row = await db
    .selectFrom("teamMembers")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("teamId", "=", teamId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The team's owners and admins: who may buy, and who hears about payments. */
export async function findManagers(db: Kysely<Database>, teamId: number) {
  return db
    .selectFrom("teamMembers")
    .innerJoin("users", "users.id", "teamMembers.userId")
    .select([
      "users.id",
      "users.firstName",
      "users.lastName",
      "users.email",
      "users.language",
      "teamMembers.role",
    ])
    .where("teamMembers.teamId", "=", teamId)
    .where("teamMembers.role", "in", ["owner", "admin"])
    .where("users.status", "=", "active")
    .orderBy("teamMembers.role", "desc")
    .orderBy("users.id")
    .execute();
}

/** Public boats leave the site as drafts, remembering their status; nothing is deleted. */
export async function hideTeamBoats(db: Kysely<Database>, teamId: number, now: string): Promise<void> {
  for (const status of ["published", "under_offer"] as const) {
    await db
      .updateTable("boats")
      .set({ status: "draft", billingHiddenStatus: status, updatedAt: now })
      .where("teamId", "=", teamId)
      .where("status", "=", status)
      .execute();
  }
}

/** Boats hidden when the subscription ended come back as they were (unless the team edited their status). */
export async function restoreTeamBoats(db: Kysely<Database>, teamId: number, now: string): Promise<void> {
  for (const status of ["published", "under_offer"] as const) {
    await db
      .updateTable("boats")
      .set({ status, billingHiddenStatus: null, lastConfirmedAt: now, staleSince: null, updatedAt: now })
      .where("teamId", "=", teamId)
      .where("status", "=", "draft")
      .where("billingHiddenStatus", "=", status)
      .execute();
  }
  await db
    .updateTable("boats")
    .set({ billingHiddenStatus: null })
    .where("teamId", "=", teamId)
    .where("billingHiddenStatus", "is not", null)
    .execute();
}

// ---- subscriptions ----

export async function findSubscription(db: Kysely<Database>, teamId: number) {
  return db.selectFrom("subscriptions").selectAll().where("teamId", "=", teamId).executeTakeFirst();
}

export async function findTeamIdByCustomer(db: Kysely<Database>, customerId: string): Promise<number | null> {
  const row = await db
    .selectFrom("subscriptions")
    .select("teamId")
    .where("customerId", "=", customerId)
    .executeTakeFirst();
  return row?.teamId ?? null;
}

export async function insertSubscription(
  db: Kysely<Database>,
  values: Insertable<SubscriptionsTable>,
): Promise<void> {
  await db.insertInto("subscriptions").values(values).execute();
}

export async function updateSubscription(
  db: Kysely<Database>,
  teamId: number,
  values: Updateable<SubscriptionsTable>,
): Promise<void> {
  await db.updateTable("subscriptions").set(values).where("teamId", "=", teamId).execute();
}

/** The past-due teams for the back office, longest past due first (at most 500). */
export async function findPastDueTeams(db: Kysely<Database>) {
  return db
    .selectFrom("subscriptions")
    .innerJoin("teams", "teams.id", "subscriptions.teamId")
    .innerJoin("plans", "plans.id", "teams.planId")
    .select([
      "teams.id",
      "teams.name",
      "teams.slug",
      "plans.code as planCode",
      "subscriptions.pastDueSince",
      "subscriptions.graceEnd",
      "subscriptions.currency",
      "subscriptions.amount",
    ])
    .where("subscriptions.status", "=", "past_due")
    .orderBy("subscriptions.pastDueSince")
    .orderBy("teams.id")
    .limit(500)
    .execute();
}

/** Past-due subscriptions with a grace period, for the sweep's reminders. */
export async function findPastDueSubscriptions(db: Kysely<Database>) {
  return db
    .selectFrom("subscriptions")
    .select(["teamId", "pastDueSince", "graceEnd", "remindersSent"])
    .where("status", "=", "past_due")
    .where("pastDueSince", "is not", null)
    .where("graceEnd", "is not", null)
    .execute();
}

/** Moves a past-due subscription's reminder count on; false when another worker already did. */
export async function claimReminders(
  db: Kysely<Database>,
  teamId: number,
  from: number,
  to: number,
): Promise<boolean> {
  const claimed = await db
    .updateTable("subscriptions")
    .set({ remindersSent: to })
    .where("teamId", "=", teamId)
    .where("remindersSent", "=", from)
    .where("status", "=", "past_due")
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}

/** Back-office trials (no gateway subscription) that ended by `now`. */
export async function findEndedTrials(db: Kysely<Database>, now: string) {
  return db
    .selectFrom("subscriptions")
    .select(["teamId", "planCode"])
    .where("status", "=", "trialing")
    .where("subscriptionId", "is", null)
    .where("trialEnd", "<=", now)
    .execute();
}

/** Ends a back-office trial; false when another worker already did. */
export async function claimTrialEnd(db: Kysely<Database>, teamId: number, now: string): Promise<boolean> {
  const claimed = await db
    .updateTable("subscriptions")
    .set({ status: "canceled", planCode: "free", updatedAt: now })
    .where("teamId", "=", teamId)
    .where("status", "=", "trialing")
    .where("subscriptionId", "is", null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}

/** The test gateway's running subscriptions whose period ended by `now`. */
export async function findTestRenewalsDue(db: Kysely<Database>, now: string) {
  return db
    .selectFrom("subscriptions")
    .select(["teamId", "subscriptionId"])
    .where("gateway", "=", "test")
    .where("status", "in", ["active", "trialing"])
    .where("subscriptionId", "is not", null)
    .where("currentPeriodEnd", "<=", now)
    .execute();
}

// ---- billing details ----

export async function findBillingDetails(db: Kysely<Database>, teamId: number) {
  return db.selectFrom("billingDetails").selectAll().where("teamId", "=", teamId).executeTakeFirst();
}

/** Inserts or replaces the team's billing details. */
export async function upsertBillingDetails(
  db: Kysely<Database>,
  teamId: number,
  values: Omit<Insertable<BillingDetailsTable>, "teamId">,
): Promise<void> {
  await db
    .insertInto("billingDetails")
    .values({ teamId, ...values })
    .onConflict((oc) => oc.column("teamId").doUpdateSet(values))
    .execute();
}

// ---- checkout sessions ----

export async function insertCheckoutSession(
  db: Kysely<Database>,
  values: Insertable<CheckoutSessionsTable>,
): Promise<void> {
  await db.insertInto("checkoutSessions").values(values).execute();
}

export async function findCheckoutSession(db: Kysely<Database>, teamId: number, sessionId: string) {
  return db
    .selectFrom("checkoutSessions")
    .selectAll()
    .where("id", "=", sessionId)
    .where("teamId", "=", teamId)
    .executeTakeFirst();
}

export async function setCheckoutSessionPaid(
  db: Kysely<Database>,
  sessionId: string,
  completedAt: string,
): Promise<void> {
  await db
    .updateTable("checkoutSessions")
    .set({ status: "paid", completedAt })
    .where("id", "=", sessionId)
    .where("status", "<>", "paid")
    .execute();
}

/** Unpaid checkout sessions past their expiry become expired. */
export async function expireCheckoutSessions(db: Kysely<Database>, now: string): Promise<void> {
  await db
    .updateTable("checkoutSessions")
    .set({ status: "expired" })
    .where("status", "=", "pending")
    .where("expiresAt", "<=", now)
    .execute();
}
