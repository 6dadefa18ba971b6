/**
 * Every change to the catalog is written to the audit log in the transaction that makes it, as
 * `<entity>.<action>` (`brand.approve`, `condition.merge`), so the back office can tell who mapped what.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { type AuditDetails, recordAudit } from "../audit/audit.service.ts";

export type CatalogAction = "create" | "update" | "delete" | "merge" | "approve";

export function recordCatalogChange(
  db: Kysely<Database>,
  actorUserId: number,
  entity: string,
  action: CatalogAction,
  entityId: number,
  details?: AuditDetails,
): Promise<void> {
  return recordAudit(db, {
    actorUserId,
    action: `${entity}.${action}`,
    entityType: entity,
    entityId,
    details,
  });
}
