import type { Insertable, Kysely, Updateable } from "kysely";
import type { Database, FeedRunsTable, FeedSourcesTable } from "../../db/schema.ts";

const SOURCE_COLUMNS = [
  "id",
  "teamId",
  "name",
  "format",
  "url",
  "intervalMinutes",
  "isFull",
  "createdByUserId",
  "nextRunAt",
  "createdAt",
  "updatedAt",
] as const;

export function findSources(db: Kysely<Database>, teamId: number) {
  return db
    .selectFrom("feedSources")
    .select(SOURCE_COLUMNS)
    .where("teamId", "=", teamId)
    .orderBy("id")
    .execute();
}

export function findSource(db: Kysely<Database>, teamId: number, sourceId: number) {
  return db
    .selectFrom("feedSources")
    .select(SOURCE_COLUMNS)
    .where("id", "=", sourceId)
    .where("teamId", "=", teamId)
    .executeTakeFirst();
}

export async function insertSource(
  db: Kysely<Database>,
  values: Insertable<FeedSourcesTable>,
): Promise<number> {
  const row = await db.insertInto("feedSources").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSource(
  db: Kysely<Database>,
  teamId: number,
  sourceId: number,
  changes: Updateable<FeedSourcesTable>,
): Promise<void> {
  await db
    .updateTable("feedSources")
    .set(changes)
    .where("id", "=", sourceId)
    .where("teamId", "=", teamId)
    .execute();
}

export async function deleteSource(db: Kysely<Database>, teamId: number, sourceId: number): Promise<boolean> {
  const result = await db
    .deleteFrom("feedSources")
    .where("id", "=", sourceId)
    .where("teamId", "=", teamId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** URL sources whose next pull is due and that have no run waiting or working. */
export function findDueSources(db: Kysely<Database>, now: string, limit: number) {
  return db
    .selectFrom("feedSources")
    .select(["id", "teamId", "intervalMinutes"])
    .where("url", "is not", null)
    .where("nextRunAt", "<=", now)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("feedRuns")
            .select("feedRuns.id")
            .whereRef("feedRuns.sourceId", "=", "feedSources.id")
            .where("feedRuns.status", "in", ["queued", "running"]),
        ),
      ),
    )
    .orderBy("nextRunAt")
    .limit(limit)
    .execute();
}

export async function hasPendingRun(db: Kysely<Database>, sourceId: number): Promise<boolean> {
  const row = await db
    .selectFrom("feedRuns")
    .select("id")
    .where("sourceId", "=", sourceId)
    .where("status", "in", ["queued", "running"])
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertRun(
  db: Kysely<Database>,
  values: Pick<FeedRunsTable, "sourceId" | "teamId" | "trigger" | "uploadKey" | "queuedAt">,
): Promise<number> {
  const row = await db
    .insertInto("feedRuns")
    .values({ ...values, status: "queued", errorCode: null, report: null, startedAt: null, finishedAt: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const RUN_COLUMNS = [
  "id",
  "sourceId",
  "teamId",
  "trigger",
  "status",
  "uploadKey",
  "createdCount",
  "updatedCount",
  "unchangedCount",
  "withdrawnCount",
  "refusedCount",
  "errorCode",
  "report",
  "queuedAt",
  "startedAt",
  "finishedAt",
] as const;

export function findRun(db: Kysely<Database>, runId: number) {
  return db.selectFrom("feedRuns").select(RUN_COLUMNS).where("id", "=", runId).executeTakeFirst();
}

export function findTeamRun(db: Kysely<Database>, teamId: number, runId: number) {
  return db
    .selectFrom("feedRuns")
    .select(RUN_COLUMNS)
    .where("id", "=", runId)
    .where("teamId", "=", teamId)
    .executeTakeFirst();
}

/** The team's latest runs (their reports left out: a list shows the counts). */
export function findRecentRuns(db: Kysely<Database>, teamId: number, limit: number) {
  return db
    .selectFrom("feedRuns")
    .select(RUN_COLUMNS.filter((c) => c !== "report"))
    .where("teamId", "=", teamId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export async function updateRun(
  db: Kysely<Database>,
  runId: number,
  changes: Updateable<FeedRunsTable>,
): Promise<void> {
  await db.updateTable("feedRuns").set(changes).where("id", "=", runId).execute();
}

/**
 * Takes the source for a run unless another run holds it (and its hold has not expired): the one place that
 * keeps two runs of a source from working at once, whichever workers picked them.
 */
export async function lockSource(
  db: Kysely<Database>,
  sourceId: number,
  runId: number,
  now: string,
  until: string,
): Promise<boolean> {
  const result = await db
    .updateTable("feedSources")
    .set({ lockedByRunId: runId, lockedUntil: until })
    .where("id", "=", sourceId)
    .where((eb) =>
      eb.or([eb("lockedByRunId", "is", null), eb("lockedByRunId", "=", runId), eb("lockedUntil", "<", now)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function unlockSource(db: Kysely<Database>, sourceId: number, runId: number): Promise<void> {
  await db
    .updateTable("feedSources")
    .set({ lockedByRunId: null, lockedUntil: null })
    .where("id", "=", sourceId)
    .where("lockedByRunId", "=", runId)
    .execute();
}

export function findAdvert(db: Kysely<Database>, sourceId: number, externalRef: string) {
  return db
    .selectFrom("feedAdverts")
    .innerJoin("boats", "boats.id", "feedAdverts.boatId")
    .select([
      "feedAdverts.boatId",
      "feedAdverts.contentHash",
      "feedAdverts.photos",
      "feedAdverts.withdrawnAt",
      "boats.status",
    ])
    .where("feedAdverts.sourceId", "=", sourceId)
    .where("feedAdverts.externalRef", "=", externalRef)
    .executeTakeFirst();
}

export async function insertAdvert(
  db: Kysely<Database>,
  values: { sourceId: number; externalRef: string; boatId: number },
): Promise<void> {
  await db
    .insertInto("feedAdverts")
    .values({ ...values, contentHash: null, photos: "[]", withdrawnAt: null })
    .execute();
}

export async function updateAdvert(
  db: Kysely<Database>,
  sourceId: number,
  externalRef: string,
  changes: { contentHash?: string | null; photos?: string; withdrawnAt?: string | null },
): Promise<void> {
  await db
    .updateTable("feedAdverts")
    .set(changes)
    .where("sourceId", "=", sourceId)
    .where("externalRef", "=", externalRef)
    .execute();
}

/** The source's adverts still listed as live, a page at a time (for withdrawing those a full feed left out). */
export function findLiveAdverts(db: Kysely<Database>, sourceId: number, afterRef: string, limit: number) {
  return db
    .selectFrom("feedAdverts")
    .select(["externalRef", "boatId"])
    .where("sourceId", "=", sourceId)
    .where("withdrawnAt", "is", null)
    .where("externalRef", ">", afterRef)
    .orderBy("externalRef")
    .limit(limit)
    .execute();
}

/** Reference values by code and by label in every language, for mapping a feed's words to ids. */
export async function findCatalogLabels(db: Kysely<Database>) {
  const columns = ["id", "code", "nameEnUs", "nameEnGb", "nameFr", "nameIt", "nameEs"] as const;
  const [boatTypes, conditions, availabilities, equipments] = await Promise.all([
    db.selectFrom("boatTypes").select(columns).execute(),
    db.selectFrom("conditions").select(columns).execute(),
    db.selectFrom("availabilities").select(columns).execute(),
    db.selectFrom("equipments").select(columns).execute(),
  ]);
  return { boatTypes, conditions, availabilities, equipments };
}

/** The codes of reference ids, for the export. */
export async function findCatalogCodes(db: Kysely<Database>) {
  const [boatTypes, conditions, availabilities, equipments] = await Promise.all([
    db.selectFrom("boatTypes").select(["id", "code"]).execute(),
    db.selectFrom("conditions").select(["id", "code"]).execute(),
    db.selectFrom("availabilities").select(["id", "code"]).execute(),
    db.selectFrom("equipments").select(["id", "code"]).execute(),
  ]);
  return { boatTypes, conditions, availabilities, equipments };
}

/** A page of the team's boats in id order, with everything an export writes. */
export function findExportBoats(
  db: Kysely<Database>,
  teamId: number,
  afterId: number,
  limit: number,
  publicOnly: boolean,
) {
  let query = db
    .selectFrom("boats")
    .selectAll("boats")
    .where("teamId", "=", teamId)
    .where("id", ">", afterId);
  if (publicOnly) query = query.where("status", "in", ["published", "under_offer", "sold"]);
  return query.orderBy("id").limit(limit).execute();
}

export async function findExportChildren(db: Kysely<Database>, boatIds: number[]) {
  if (boatIds.length === 0)
    return { engines: [], equipments: [], features: [], photos: [], texts: [], refs: [] };
  const [engines, equipments, features, photos, texts, refs] = await Promise.all([
    db.selectFrom("boatEngines").selectAll().where("boatId", "in", boatIds).orderBy("position").execute(),
    db
      .selectFrom("boatEquipments")
      .select(["boatId", "equipmentId"])
      .where("boatId", "in", boatIds)
      .execute(),
    db
      .selectFrom("boatFeatures")
      .select(["boatId", "label"])
      .where("boatId", "in", boatIds)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("boatPhotos")
      .select(["boatId", "storageKey", "width", "height", "caption", "createdAt"])
      .where("boatId", "in", boatIds)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("boatTexts")
      .select(["boatId", "locale", "title", "description"])
      .where("boatId", "in", boatIds)
      .execute(),
    db.selectFrom("feedAdverts").select(["boatId", "externalRef"]).where("boatId", "in", boatIds).execute(),
  ]);
  return { engines, equipments, features, photos, texts, refs };
}

export function findTeamForExport(db: Kysely<Database>, teamId: number) {
  return db
    .selectFrom("teams")
    .select(["id", "slug", "name", "country"])
    .where("id", "=", teamId)
    .executeTakeFirstOrThrow();
}

/** Owners and admins of the team, who receive a run's report. */
export function findReportRecipients(db: Kysely<Database>, teamId: number) {
  return db
    .selectFrom("teamMembers")
    .innerJoin("users", "users.id", "teamMembers.userId")
    .select(["users.email", "users.firstName", "users.language"])
    .where("teamMembers.teamId", "=", teamId)
    .where("teamMembers.role", "in", ["owner", "admin"])
    .where("users.status", "=", "active")
    .execute();
}

export function findExport(db: Kysely<Database>, teamId: number) {
  return db
    .selectFrom("feedExports")
    .select(["createdAt", "lastPulledAt"])
    .where("teamId", "=", teamId)
    .executeTakeFirst();
}

/** Sets (or replaces) the team's private feed token. */
export async function saveExportToken(
  db: Kysely<Database>,
  teamId: number,
  tokenHash: string,
  userId: number,
  now: string,
): Promise<void> {
  await db.deleteFrom("feedExports").where("teamId", "=", teamId).execute();
  await db
    .insertInto("feedExports")
    .values({ teamId, tokenHash, createdByUserId: userId, createdAt: now, lastPulledAt: null })
    .execute();
}

export async function deleteExportToken(db: Kysely<Database>, teamId: number): Promise<boolean> {
  const result = await db.deleteFrom("feedExports").where("teamId", "=", teamId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The team a private feed token opens, marking it pulled. */
export async function pullExportToken(db: Kysely<Database>, tokenHash: string, now: string) {
  const row = await db
    .selectFrom("feedExports")
    .innerJoin("teams", "teams.id", "feedExports.teamId")
    .select(["feedExports.teamId"])
    .where("feedExports.tokenHash", "=", tokenHash)
    .where("teams.status", "=", "active")
    .executeTakeFirst();
  if (row) {
    await db
      .updateTable("feedExports")
      .set({ lastPulledAt: now })
      .where("tokenHash", "=", tokenHash)
      .execute();
  }
  return row?.teamId;
}
