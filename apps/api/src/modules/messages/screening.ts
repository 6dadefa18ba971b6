/**
 * Screens a buyer's message at arrival (issue 6). Scams aimed at long-unsold boats push the seller to be paid
 * outside the platform, tell overpayment stories, or carry links that hide where they lead. A message that
 * trips a rule is held for the back office instead of reaching the team. Rules are words and shapes in the
 * five interface languages; each names its reason so an admin sees why a message was held.
 */
import { createHash } from "node:crypto";

export type ScreeningReason =
  | "off_platform_payment"
  | "overpayment"
  | "suspicious_link"
  | "shortened_link"
  | "repeated_text";

const OFF_PLATFORM = [
  /western\s*union/i,
  /money\s*gram/i,
  /\bwire (the )?(money|funds|transfer)\b/i,
  /\bbank transfer (before|first)\b/i,
  /\b(gift|itunes|steam) ?cards?\b/i,
  /\b(bitcoin|btc|usdt|crypto(currency)?)\b/i,
  /\bpay ?pal (friends|family)\b/i,
  /\bescrow (agent|service|company|portal|account)\b/i,
  /\bcertified (check|cheque)\b/i,
  /\bmandat cash\b/i,
  /\bvirement (urgent|avant|d'abord)\b/i,
  /\bcartes? cadeaux?\b/i,
  /\bbonifico (anticipato|prima)\b/i,
  /\bcarte regalo\b/i,
  /\btransferencia (anticipada|antes)\b/i,
  /\btarjetas? regalo\b/i,
];

const OVERPAYMENT = [
  /\bover ?pa(y|id|yment)\b/i,
  /\brefund (me )?the (difference|excess|balance)\b/i,
  /\bsend (back )?the (excess|difference|balance)\b/i,
  /\bmy (shipping|transport) (agent|company) will (collect|pick)/i,
  /\bmore than the (asking )?price\b/i,
  /\btrop[- ]perçu\b/i,
  /\brembourse[rz]? la différence\b/i,
  /\bpagato in eccesso\b/i,
  /\brestituire la differenza\b/i,
  /\bpago en exceso\b/i,
  /\bdevolver la diferencia\b/i,
];

const SHORTENERS =
  /\b(?:bit\.ly|tinyurl\.com|t\.co|goo\.gl|ow\.ly|is\.gd|buff\.ly|rebrand\.ly|cutt\.ly|shorturl\.at|tiny\.cc|rb\.gy|t\.ly|s\.id)\//i;
const URL = /\bhttps?:\/\/[^\s<>"']+/gi;
const SUSPICIOUS_TLDS = /\.(?:xyz|top|click|zip|mov|work|loan|gq|tk|ml|cf|ga|ru|cn)(?:[/:?#]|$)/i;

function isSuspiciousLink(url: string): boolean {
  let host: string;
  try {
    const parsed = new globalThis.URL(url);
    host = parsed.hostname;
    if (parsed.username || parsed.password) return true; // https://bank.com@evil.example
  } catch {
    return true;
  }
  return (
    /^\d{1,3}(\.\d{1,3}){3}$/.test(host) ||
    host.startsWith("xn--") ||
    host.includes(".xn--") ||
    SUSPICIOUS_TLDS.test(`${host}/`)
  );
}

/** The rules a text trips, without the repeated-text rule (which needs the database). */
export function screenText(text: string): ScreeningReason[] {
  const reasons = new Set<ScreeningReason>();
  if (OFF_PLATFORM.some((rule) => rule.test(text))) reasons.add("off_platform_payment");
  if (OVERPAYMENT.some((rule) => rule.test(text))) reasons.add("overpayment");
  if (SHORTENERS.test(text)) reasons.add("shortened_link");
  for (const url of text.match(URL) ?? []) if (isSuspiciousLink(url)) reasons.add("suspicious_link");
  return [...reasons];
}

/** Same words, same fingerprint: case, accents, spacing, digits and punctuation do not change it. */
export function fingerprint(text: string): string {
  const normalised = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, " ")
    .trim();
  return createHash("sha256").update(normalised).digest("hex");
}

/** A text sent to this many different teams within a day is mass mailing. */
export const REPEATED_TEXT_TEAMS = 3;
