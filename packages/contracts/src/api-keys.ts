import { z } from "zod";
import { API_KEY_NAME_MAX, API_KEY_SCOPES } from "./api-key-codes.ts";
import { ZId } from "./common.ts";

export const ZApiKeyScope = z.enum(API_KEY_SCOPES);

export const ZApiKeyParams = z.object({ teamId: ZId, keyId: ZId });

/** What an owner or admin fills in to create a key. */
export const ZApiKeyCreate = z
  .object({
    name: z.string().trim().min(1).max(API_KEY_NAME_MAX),
    scopes: z
      .array(ZApiKeyScope)
      .min(1)
      .max(API_KEY_SCOPES.length)
      .refine((scopes) => new Set(scopes).size === scopes.length, { message: "Each scope once" }),
  })
  .meta({ id: "ApiKeyCreate" });
export type TApiKeyCreate = z.infer<typeof ZApiKeyCreate>;

/** A key as the dashboard lists it: never the key itself, only its first characters. */
export const ZApiKey = z
  .object({
    id: z.number().int(),
    name: z.string(),
    scopes: z.array(ZApiKeyScope),
    /** The key's first characters (`keel_` and 8 hexadecimal digits), to tell keys apart. */
    prefix: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    /** Who created it; the key acts with their role and works only while they are an owner or admin. */
    createdBy: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }).nullable(),
    /** `active`: usable; `suspended`: its creator is no longer an owner or admin of the team; `revoked`. */
    state: z.enum(["active", "suspended", "revoked"]),
  })
  .meta({ id: "ApiKey" });
export type TApiKey = z.infer<typeof ZApiKey>;

export const ZApiKeyList = z.object({ items: z.array(ZApiKey) }).meta({ id: "ApiKeyList" });
export type TApiKeyList = z.infer<typeof ZApiKeyList>;

/** The answer to a creation: the only time the key is ever shown. */
export const ZApiKeyCreated = ZApiKey.extend({ key: z.string(), message: z.string() }).meta({
  id: "ApiKeyCreated",
});
export type TApiKeyCreated = z.infer<typeof ZApiKeyCreated>;
