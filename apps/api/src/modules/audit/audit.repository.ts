import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";

export interface AuditRow {
  actorUserId: number | null;
  action: string;
  entityType: string;
  entityId: string | null;
  details: string | null;
  createdAt: string;
}

export async function insertAuditEntry(db: Kysely<Database>, row: AuditRow): Promise<void> {
  await db.insertInto("auditLog").values(row).execute();
}

export interface AuditFilters {
  actorUserId?: number;
  entityType?: string;
  entityId?: string;
  /** An exact action or a dotted prefix of one. */
  action?: string;
}

function filtered(db: Kysely<Database>, filters: AuditFilters) {
  let query = db.selectFrom("auditLog");
  if (filters.actorUserId !== undefined)
    query = query.where("auditLog.actorUserId", "=", filters.actorUserId);
  if (filters.entityType !== undefined) query = query.where("auditLog.entityType", "=", filters.entityType);
  if (filters.entityId !== undefined) query = query.where("auditLog.entityId", "=", filters.entityId);
  const action = filters.action;
  if (action !== undefined) {
    // A prefix match without LIKE, so no wildcard in the input can widen it: `team.member` matches
    // `team.member.add` but not `team.members`.
    const prefix = `${action}.`;
    query = query.where((eb) =>
      eb.or([
        eb("auditLog.action", "=", action),
        eb(sql<string>`substr(${sql.ref("auditLog.action")}, 1, ${prefix.length})`, "=", prefix),
      ]),
    );
  }
  return query;
}

/** A page of entries, newest first, with the actor's name (null when the actor's account is gone). */
export async function findAuditPage(
  db: Kysely<Database>,
  filters: AuditFilters,
  options: { offset: number; limit: number },
) {
  const [rows, count] = await Promise.all([
    filtered(db, filters)
      .leftJoin("users", "users.id", "auditLog.actorUserId")
      .select([
        "auditLog.id",
        "auditLog.action",
        "auditLog.entityType",
        "auditLog.entityId",
        "auditLog.details",
        "auditLog.createdAt",
        "auditLog.actorUserId",
        "users.email as actorEmail",
        "users.firstName as actorFirstName",
        "users.lastName as actorLastName",
      ])
      .orderBy("auditLog.createdAt", "desc")
      .orderBy("auditLog.id", "desc")
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    filtered(db, filters)
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
