/**
 * Indexes for the reference catalog: every boat column that points into a reference list gets one, so the
 * back office's usage counts, the delete check and merges (which rewrite those columns) read an index
 * instead of scanning every boat, whatever the boat's status. brand_id and model_id have theirs already
 * (initial migration), as have equipments by type and boat_equipments by equipment.
 * Frozen in time like every migration: imports only from kysely.
 */
import type { Kysely } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed against no app schema
type Db = Kysely<any>;

const INDEXES: { name: string; column: string }[] = [
  { name: "boats_boat_type", column: "boat_type_id" },
  { name: "boats_condition", column: "condition_id" },
  { name: "boats_availability", column: "availability_id" },
];

export async function up(db: Db): Promise<void> {
  for (const index of INDEXES) {
    await db.schema.createIndex(index.name).on("boats").column(index.column).execute();
  }
}

export async function down(db: Db): Promise<void> {
  for (const index of INDEXES) await db.schema.dropIndex(index.name).ifExists().execute();
}
