/**
 * Team API keys (docs/decisions/048-team-api-keys.md): owners and admins create named keys with scopes for their
 * own software; a key is shown once, stored as a keyed hash, acts with its creator's role within its scopes on
 * its team's routes only, and is revoked from the dashboard. Creation and revocation are audited.
 */
import { API_KEY_SCOPES, type ApiKeyScope, MAX_API_KEYS_PER_TEAM } from "@keel/contracts/api-key-codes";
import type { TApiKey, TApiKeyCreate } from "@keel/contracts/api-keys";
import type { TeamRole } from "@keel/contracts/auth";
import type { Kysely } from "kysely";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { hashApiKey, newApiKey, shownPrefix } from "./api-key-token.ts";
import {
  countLiveApiKeys,
  findApiKeys,
  findUsableApiKey,
  insertApiKey,
  revokeApiKeyRow,
  touchApiKey,
} from "./api-keys.repository.ts";

/** Writing last-used on every request would turn reads into writes; once a minute is precise enough. */
const TOUCH_INTERVAL_MS = 60_000;

/** Scopes as stored (comma-separated), in their one order, unknown ones dropped. */
function parseScopes(text: string): ApiKeyScope[] {
  const stored = new Set(text.split(","));
  return API_KEY_SCOPES.filter((scope) => stored.has(scope));
}

type KeyRow = Awaited<ReturnType<typeof findApiKeys>>[number];

function toApiKey(row: KeyRow): TApiKey {
  const creatorCanAct = row.userStatus === "active" && (row.role === "owner" || row.role === "admin");
  return {
    id: row.id,
    name: row.name,
    scopes: parseScopes(row.scopes),
    prefix: row.prefix,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    revokedAt: row.revokedAt,
    createdBy:
      row.createdByUserId !== null && row.firstName !== null
        ? { id: row.createdByUserId, firstName: row.firstName, lastName: row.lastName ?? "" }
        : null,
    state: row.revokedAt !== null ? "revoked" : creatorCanAct ? "active" : "suspended",
  };
}

/** The team's keys, newest first, revoked ones included (their history stays readable). */
export async function listApiKeys(db: Kysely<Database>, teamId: number): Promise<TApiKey[]> {
  return (await findApiKeys(db, teamId)).map(toApiKey);
}

/**
 * Creates a key for the team: the answer carries the key itself, which is never stored nor shown again.
 * At most MAX_API_KEYS_PER_TEAM live keys a team (409 past it).
 */
export async function createApiKey(
  db: Kysely<Database>,
  secret: string,
  teamId: number,
  userId: number,
  input: TApiKeyCreate,
): Promise<{ key: string; apiKey: TApiKey }> {
  const key = newApiKey();
  const scopes = API_KEY_SCOPES.filter((scope) => input.scopes.includes(scope));
  const id = await db.transaction().execute(async (trx) => {
    if ((await countLiveApiKeys(trx, teamId)) >= MAX_API_KEYS_PER_TEAM)
      throw new AppError("CONFLICT", "error.apiKeyLimit", { values: { max: MAX_API_KEYS_PER_TEAM } });
    const keyId = await insertApiKey(trx, {
      teamId,
      name: input.name,
      scopes: scopes.join(","),
      tokenHash: hashApiKey(secret, key),
      prefix: shownPrefix(key),
      createdByUserId: userId,
      createdAt: nowIso(),
    });
    await recordAudit(trx, {
      actorUserId: userId,
      action: "api_key.create",
      entityType: "api_key",
      entityId: keyId,
      details: { teamId, name: input.name, scopes, prefix: shownPrefix(key) },
    });
    return keyId;
  });
  const [row] = await findApiKeys(db, teamId, id);
  return { key, apiKey: toApiKey(row!) };
}

/** Revokes one of the team's keys at once (404 for another team's); revoking a revoked key changes nothing. */
export async function revokeApiKey(
  db: Kysely<Database>,
  teamId: number,
  keyId: number,
  userId: number,
): Promise<TApiKey> {
  await db.transaction().execute(async (trx) => {
    const [row] = await findApiKeys(trx, teamId, keyId);
    if (!row) throw notFound();
    if (!(await revokeApiKeyRow(trx, teamId, keyId, userId, nowIso()))) return;
    await recordAudit(trx, {
      actorUserId: userId,
      action: "api_key.revoke",
      entityType: "api_key",
      entityId: keyId,
      details: { teamId, name: row.name, prefix: row.prefix },
    });
  });
  const [row] = await findApiKeys(db, teamId, keyId);
  return toApiKey(row!);
}

/** Who a request made with a key acts as. */
export interface ApiKeyCaller {
  keyId: number;
  teamId: number;
  scopes: ApiKeyScope[];
  /** The key's creator: the key acts as them, with their role, and never beyond it. */
  userId: number;
  role: TeamRole;
}

/**
 * The caller behind a key, or undefined when the key is unknown, revoked or its creator is no longer an active
 * owner or admin of its team. Records when it was used, at most once a minute.
 */
export async function findApiKeyCaller(
  db: Kysely<Database>,
  secret: string,
  key: string,
  now: Date,
): Promise<ApiKeyCaller | undefined> {
  const row = await findUsableApiKey(db, hashApiKey(secret, key));
  if (!row) return undefined;
  if (row.lastUsedAt === null || now.getTime() - Date.parse(row.lastUsedAt) > TOUCH_INTERVAL_MS)
    await touchApiKey(db, row.id, now.toISOString());
  return {
    keyId: row.id,
    teamId: row.teamId,
    scopes: parseScopes(row.scopes),
    userId: row.userId,
    role: row.role,
  };
}
