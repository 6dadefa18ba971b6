/**
 * Team API keys as text: made of 256 random bits behind a recognisable prefix, and stored only as a keyed hash
 * (HMAC-SHA-256 under a server secret kept outside the database), so a copy of the database alone can neither
 * use a key nor confirm a guessed one.
 */
import { createHmac, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { API_KEY_PATTERN, API_KEY_PREFIX, API_KEY_SHOWN_LENGTH } from "@keel/contracts/api-key-codes";

/** A new key: `keel_` then 64 hexadecimal digits. Handed to its creator once and never stored. */
export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString("hex")}`;
}

/** Whether a bearer token has the shape of an API key (session tokens are 43 base64url characters). */
export function isApiKey(token: string): boolean {
  return API_KEY_PATTERN.test(token);
}

/** The first characters the dashboard shows. */
export function shownPrefix(key: string): string {
  return key.slice(0, API_KEY_SHOWN_LENGTH);
}

/** What the database keeps instead of the key. */
export function hashApiKey(secret: string, key: string): string {
  return createHmac("sha256", secret).update(key).digest("hex");
}

/**
 * The secret of the keyed hash: `API_KEY_SECRET` when set (required when several machines share a database),
 * otherwise a random one created once in the data directory, readable by its owner only.
 */
export function loadApiKeySecret(configured: string, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, "api-key-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    // `wx`: when two processes start at once, the second reads what the first wrote.
    writeFileSync(file, `${randomBytes(32).toString("hex")}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readFileSync(file, "utf8").trim();
}
