/**
 * Post-login redirect targets come from the URL (`?redirect=`) or a cookie, both attacker-controllable.
 * Only same-site relative paths are followed: anything that a browser could read as another origin
 * ("//evil.com", "/\evil.com", "https://…", "javascript:…", paths hiding tabs or newlines) is refused.
 */

// Any origin works as the base: a relative path resolved against it must keep it.
const BASE = "http://keel.invalid";

/** The normalised path+search+hash of a same-site target, or null when the value is unsafe or absent. */
export function safeRedirectTarget(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  // Browsers read a backslash as a slash and drop control characters, so "/\evil" or "/\t/evil" could
  // escape to another host; such values are never produced by the app itself.
  if (value.includes("\\") || hasControlCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return url.pathname + url.search + url.hash;
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
