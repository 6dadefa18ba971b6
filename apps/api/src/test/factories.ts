/**
 * Factories for API integration tests: each call inserts rows with unique values into the worker's database
 * (harness.ts) and takes overrides for whatever the test is about. Tests build their own world with these
 * instead of leaning on the demo seed or on another test's rows.
 */
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Insertable, Selectable } from "kysely";
import { nowIso } from "../db/database.ts";
import type { BoatStatus, BoatsTable, TeamRole, TeamsTable, UsersTable } from "../db/schema.ts";
import { hashPassword } from "../modules/auth/password.ts";
import { getTestDb } from "./harness.ts";

export const DEFAULT_TEST_PASSWORD = "correct-horse-battery";

let sequence = 0;
/** Unique within the worker (sequence) and across workers and reruns (random suffix). */
function unique(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}-${randomBytes(3).toString("hex")}`;
}

// argon2id is deliberately slow (~50 ms a hash on these machines): hash each distinct password once per file.
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export type TestUser = Selectable<UsersTable> & { password: string };

export async function createUser(
  overrides: Partial<Omit<Insertable<UsersTable>, "passwordHash">> & { password?: string } = {},
): Promise<TestUser> {
  const { password = DEFAULT_TEST_PASSWORD, ...columns } = overrides;
  const db = await getTestDb();
  const now = nowIso();
  const user = await db
    .insertInto("users")
    .values({
      email: `${unique("user")}@keel.test`,
      firstName: "Test",
      lastName: "User",
      language: "en-US",
      createdAt: now,
      updatedAt: now,
      ...columns,
      passwordHash: await cachedHash(password),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...user, password };
}

export type PlanCode = "free" | "paid" | "custom";

async function planId(code: PlanCode): Promise<number> {
  const db = await getTestDb();
  const plan = await db.selectFrom("plans").select("id").where("code", "=", code).executeTakeFirstOrThrow();
  return plan.id;
}

export interface CreateTeamOptions extends Partial<Omit<Insertable<TeamsTable>, "planId">> {
  /** The owner's membership is added; without one, a fresh user becomes the owner. */
  ownerId?: number;
  plan?: PlanCode;
}

export async function createTeam(
  options: CreateTeamOptions = {},
): Promise<Selectable<TeamsTable> & { ownerId: number }> {
  const { ownerId = (await createUser()).id, plan = "paid", ...columns } = options;
  const db = await getTestDb();
  const now = nowIso();
  const slug = unique("team");
  const team = await db
    .insertInto("teams")
    .values({
      slug,
      name: `Team ${slug}`,
      country: "FR",
      currency: "EUR",
      unit: "metric",
      planId: await planId(plan),
      // A paid plan without an active subscription would be a half-state no test means by default.
      subscriptionStatus: plan === "free" ? "none" : "active",
      createdAt: now,
      updatedAt: now,
      ...columns,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await addMember(team.id, ownerId, "owner");
  return { ...team, ownerId };
}

export async function addMember(teamId: number, userId: number, role: TeamRole = "member"): Promise<void> {
  const db = await getTestDb();
  await db.insertInto("teamMembers").values({ teamId, userId, role, createdAt: nowIso() }).execute();
}

/** Adds the user to the `admin` group that the system-data migration creates. */
export async function makeAdmin(userId: number): Promise<void> {
  const db = await getTestDb();
  const group = await db
    .selectFrom("groups")
    .select("id")
    .where("code", "=", "admin")
    .executeTakeFirstOrThrow();
  await db.insertInto("userGroups").values({ userId, groupId: group.id }).execute();
}

export interface CreateBoatOptions extends Partial<Insertable<BoatsTable>> {
  teamId: number;
  status?: BoatStatus;
}

export async function createBoat(options: CreateBoatOptions): Promise<Selectable<BoatsTable>> {
  const { teamId, status = "published", ...columns } = options;
  const db = await getTestDb();
  const now = nowIso();
  const slug = unique("boat");
  return db
    .insertInto("boats")
    .values({
      teamId,
      status,
      slug,
      reference: slug,
      title: `Test boat ${slug}`,
      description: "A well kept test boat.",
      brandName: "Beneteau",
      modelName: "Oceanis 40",
      yearBuilt: 2018,
      lengthM: 12.2,
      beamM: 3.9,
      cabins: 3,
      berths: 6,
      priceAmount: 18_500_000,
      currency: "EUR",
      priceEur: 18_500_000,
      country: "FR",
      city: "La Rochelle",
      publishedAt: status === "draft" ? null : now,
      lastChangedAt: status === "draft" ? null : now,
      createdAt: now,
      updatedAt: now,
      ...columns,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A word of ten random letters, for message texts that must differ: screening fingerprints a text by its
 * letters alone (digits and punctuation dropped), so a random hex suffix could turn two texts into one, and the
 * third team to receive it would see it held as mass mailing.
 */
export function distinctWord(): string {
  return Array.from(randomBytes(10), (byte) => String.fromCharCode(97 + (byte % 26))).join("");
}

let clientAddress = 0;
/**
 * A different documentation-range address per call: tests log in far more often than one person could, and
 * the per-IP login limit must not turn that into failures of unrelated tests.
 */
export function nextClientAddress(): string {
  clientAddress += 1;
  return `192.0.2.${(clientAddress % 250) + 1}`;
}

/** Logs in through the real endpoint and returns the bearer token. */
export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/v1/auth/login",
    payload: { email, password },
    remoteAddress: nextClientAddress(),
  });
  if (response.statusCode !== 200) {
    throw new Error(`login(${email}) answered ${response.statusCode}: ${response.body}`);
  }
  return (response.json() as { token: string }).token;
}

/** Authorization header for app.inject. */
export const bearer = (token: string): { authorization: string } => ({ authorization: `Bearer ${token}` });

/** Creates a team API key through the real endpoint, as the signed-in owner or admin `token`; returns the key. */
export async function createApiKey(
  app: FastifyInstance,
  teamId: number,
  token: string,
  scopes: readonly string[],
  name = unique("key"),
): Promise<{ id: number; key: string }> {
  const response = await app.inject({
    method: "POST",
    url: `/api/v1/teams/${teamId}/api-keys`,
    headers: bearer(token),
    payload: { name, scopes },
    remoteAddress: nextClientAddress(),
  });
  if (response.statusCode !== 201) {
    throw new Error(`createApiKey(${teamId}) answered ${response.statusCode}: ${response.body}`);
  }
  return response.json() as { id: number; key: string };
}
