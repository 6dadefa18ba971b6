/**
 * Team API keys' fixed parts, free of zod so the browser may import them (docs/decisions/048-team-api-keys.md).
 */

/** What a key may do, each a set of team routes that declare it (`x-access.scope` in the OpenAPI document). */
export const API_KEY_SCOPES = ["boats:read", "boats:write", "messages:read"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts with it, so secret scanners (and people) recognise a leaked one. */
export const API_KEY_PREFIX = "keel_";

/** A key: the prefix, then 256 random bits in hexadecimal (one word to double-click, no ambiguity with sessions). */
export const API_KEY_PATTERN = /^keel_[0-9a-f]{64}$/;

/** How many characters of a key the dashboard shows to tell keys apart (`keel_` and 8 hexadecimal digits). */
export const API_KEY_SHOWN_LENGTH = API_KEY_PREFIX.length + 8;

/** Live keys a team may hold at once. */
export const MAX_API_KEYS_PER_TEAM = 20;

export const API_KEY_NAME_MAX = 80;
