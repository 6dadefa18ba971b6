/**
 * Reading the audit log: the API stores each entry's details as free JSON (`{ changes: { field: { from, to } } }`
 * for edits, `{ status: { from, to } }` for a status change, the facts of the action otherwise). These pure
 * helpers turn any of those shapes into rows a table can show (field, before, after), so a new action
 * needs no new screen code.
 */

/** A value as the page shows it: text (as stored), a yes/no, a timestamp, or nothing. */
export type AuditValue =
  | { kind: "empty" }
  | { kind: "boolean"; value: boolean }
  | { kind: "date"; value: string }
  | { kind: "text"; value: string };

export type AuditRow =
  | { kind: "change"; field: string; from: AuditValue; to: AuditValue }
  | { kind: "fact"; field: string; value: AuditValue };

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

export function toAuditValue(value: unknown): AuditValue {
  if (value === null || value === undefined || value === "") return { kind: "empty" };
  if (typeof value === "boolean") return { kind: "boolean", value };
  if (typeof value === "string") {
    return ISO_TIMESTAMP.test(value) ? { kind: "date", value } : { kind: "text", value };
  }
  if (typeof value === "number" || typeof value === "bigint") return { kind: "text", value: String(value) };
  if (Array.isArray(value) && value.every((item) => typeof item !== "object" || item === null)) {
    return value.length === 0 ? { kind: "empty" } : { kind: "text", value: value.map(String).join(", ") };
  }
  return { kind: "text", value: JSON.stringify(value) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `{ from, to }` and nothing else: one field's before and after. */
function isChange(value: unknown): value is { from: unknown; to: unknown } {
  if (!isRecord(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && "from" in value && "to" in value;
}

/**
 * The rows of an entry's details: changes first (in the order the API wrote them), then the other facts.
 * `{ changes: {…} }` is unwrapped; nested objects that are not changes are shown as compact JSON.
 */
export function auditRows(details: Record<string, unknown> | null | undefined): AuditRow[] {
  if (!details) return [];
  const changes: AuditRow[] = [];
  const facts: AuditRow[] = [];
  const visit = (field: string, value: unknown) => {
    if (isChange(value)) {
      changes.push({ kind: "change", field, from: toAuditValue(value.from), to: toAuditValue(value.to) });
    } else {
      facts.push({ kind: "fact", field, value: toAuditValue(value) });
    }
  };
  for (const [field, value] of Object.entries(details)) {
    if (field === "changes" && isRecord(value)) {
      for (const [changed, change] of Object.entries(value)) visit(changed, change);
    } else {
      visit(field, value);
    }
  }
  return [...changes, ...facts];
}

/** The back-office page of an entry's subject, when there is one (users and teams, for now). */
export function auditEntityPath(entityType: string, entityId: string | null): string | null {
  if (!entityId || !/^\d+$/.test(entityId)) return null;
  if (entityType === "user") return `/admin/users/${entityId}`;
  if (entityType === "team") return `/admin/teams/${entityId}`;
  if (entityType === "conversation") return `/admin/conversations/${entityId}`;
  return null;
}

/** Actions the back office writes today (docs/permissions.md); each has a label in the texts. */
export const AUDIT_ACTIONS = [
  "user.update",
  "user.status.set",
  "user.group.grant",
  "user.group.remove",
  "team.update",
  "team.status.set",
  "team.plan.set",
  "team.verified.set",
  "team.member.add",
  "team.member.role.set",
  "team.member.remove",
  "impersonation.start",
  "conversation.view",
] as const;

/** Fields with a translated label (`admin.audit.field.<name>`); others show their API name. */
export const AUDIT_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "language",
  "status",
  "name",
  "country",
  "address",
  "city",
  "postalCode",
  "phone",
  "currency",
  "unit",
  "website",
  "description",
  "plan",
  "subscriptionStatus",
  "isVerified",
  "group",
  "role",
  "userId",
  "userEmail",
  "sessionsRevoked",
  "impersonationsEnded",
  "impersonatorEmail",
  "expiresAt",
  "teamId",
] as const;

export function isKnownAuditAction(action: string): action is (typeof AUDIT_ACTIONS)[number] {
  return (AUDIT_ACTIONS as readonly string[]).includes(action);
}

export function isKnownAuditField(field: string): field is (typeof AUDIT_FIELDS)[number] {
  return (AUDIT_FIELDS as readonly string[]).includes(field);
}
