/**
 * The audit log: who changed what and when, written by the service that makes the change, in the same
 * transaction, so a change and its record land together or not at all.
 */
import type { TAuditEntry, TAuditLog, TAuditLogQuery } from "@keel/contracts/admin";
import type { Kysely } from "kysely";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { findAuditPage, insertAuditEntry } from "./audit.repository.ts";

export type AuditDetails = Record<string, unknown>;

export interface AuditEntryInput {
  actorUserId: number | null;
  /** Dotted, entity first: `user.update`, `team.plan.set`, `impersonation.start`. */
  action: string;
  entityType: string;
  entityId: string | number | null;
  details?: AuditDetails | null;
}

/** Secrets never reach the log, even when a caller passes a whole object by mistake. */
const SECRET_KEY = /password|token|secret/i;

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, inner]) => [key, withoutSecrets(inner)]),
    );
  }
  return value;
}

/**
 * Writes one audit entry. Pass the transaction that makes the change (`db` is then a `Transaction`), so the
 * entry is committed or rolled back with it. Details are stored as JSON text (portable across engines),
 * stripped of any key that looks like a password or a token.
 */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntryInput): Promise<void> {
  await insertAuditEntry(db, {
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    details: entry.details ? JSON.stringify(withoutSecrets(entry.details)) : null,
    createdAt: nowIso(),
  });
}

/**
 * The fields whose value differs between `before` and `after`, as `{ field: { from, to } }`; only the keys
 * present in `after` are compared, so a partial update records exactly what it changed.
 */
export function changedFields<T extends object>(
  before: T,
  after: Partial<T>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    const to = after[key];
    if (to !== undefined && to !== before[key]) changes[String(key)] = { from: before[key], to };
  }
  return changes;
}

function parseDetails(text: string | null): TAuditEntry["details"] {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as AuditDetails) : { value };
  } catch {
    // Rows written by hand or by an older version: show the text rather than fail the whole page.
    return { text };
  }
}

/** A page of the audit log, newest first, with each actor's name and e-mail. */
export async function listAuditEntries(db: Kysely<Database>, query: TAuditLogQuery): Promise<TAuditLog> {
  const { rows, total } = await findAuditPage(
    db,
    {
      actorUserId: query.actorUserId,
      entityType: query.entityType,
      entityId: query.entityId,
      action: query.action,
    },
    { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      details: parseDetails(row.details),
      actor:
        row.actorUserId !== null && row.actorEmail !== null
          ? {
              id: row.actorUserId,
              email: row.actorEmail,
              firstName: row.actorFirstName ?? "",
              lastName: row.actorLastName ?? "",
            }
          : null,
      createdAt: row.createdAt,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
