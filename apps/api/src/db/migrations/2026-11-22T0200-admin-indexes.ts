/**
 * Indexes for the back office's query paths (users, teams and the audit log filtered and sorted by admins).
 * Frozen in time like every migration: imports only from kysely.
 */
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed against no app schema
type Db = Kysely<any>;

const INDEXES: { name: string; table: string; columns: string[] }[] = [
  // admin/audit-log filtered by actor or by entity, newest first
  { name: "audit_log_actor_created", table: "audit_log", columns: ["actor_user_id", "created_at"] },
  {
    name: "audit_log_entity_created",
    table: "audit_log",
    columns: ["entity_type", "entity_id", "created_at"],
  },
  // admin/users: newest first, optionally by status; members of a group
  { name: "users_created", table: "users", columns: ["created_at"] },
  { name: "users_status_created", table: "users", columns: ["status", "created_at"] },
  { name: "user_groups_group", table: "user_groups", columns: ["group_id", "user_id"] },
  // admin/teams: newest first, by plan
  { name: "teams_created", table: "teams", columns: ["created_at"] },
  { name: "teams_plan", table: "teams", columns: ["plan_id"] },
];

export async function up(db: Db): Promise<void> {
  for (const index of INDEXES) {
    await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
  }
  // Impersonations opened by an admin, ended when they lose the admin group or are deactivated. Partial:
  // almost every session has no impersonator, and those rows need no entry.
  await db.schema
    .createIndex("sessions_impersonator")
    .on("sessions")
    .column("impersonator_user_id")
    .where(sql.ref("impersonator_user_id"), "is not", null)
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex("sessions_impersonator").ifExists().execute();
  for (const index of [...INDEXES].reverse()) await db.schema.dropIndex(index.name).ifExists().execute();
}
