/**
 * What the `/api` proxy answers when the API gives no usable answer (docs/decisions/026-web-security.md):
 * 503 with `Retry-After` when it cannot be reached at all (starting, restarting: the caller should simply
 * retry), 502 for anything else (the connection broke off, a timeout, a reply that is not HTTP). Never the
 * proxy's own error text: it names internal addresses and libraries.
 */

/** Errors meaning nothing reached the API: retrying shortly is the right move. */
const UNREACHABLE = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
  "FST_REPLY_FROM_SERVICE_UNAVAILABLE",
  "FST_REPLY_FROM_CONNECT_TIMEOUT",
]);

interface ErrorLike {
  code?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** Every `code` along an error's causes (reply-from wraps undici's error, which may wrap an AggregateError). */
function codesOf(error: unknown, seen = new Set<unknown>()): string[] {
  if (!error || typeof error !== "object" || seen.has(error)) return [];
  seen.add(error);
  const { code, cause, errors } = error as ErrorLike;
  return [
    ...(typeof code === "string" ? [code] : []),
    ...codesOf(cause, seen),
    ...(Array.isArray(errors) ? errors.flatMap((inner) => codesOf(inner, seen)) : []),
  ];
}

export function proxyFailure(error: unknown): "unavailable" | "badGateway" {
  return codesOf(error).some((code) => UNREACHABLE.has(code)) ? "unavailable" : "badGateway";
}
