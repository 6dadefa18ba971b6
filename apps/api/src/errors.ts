import { ERROR_STATUS, type ErrorCode } from "@keel/contracts/errors";
import type { MessageKey } from "./i18n/messages.ts";

/**
 * The one error type handlers throw. The status comes from the shared code table; the message is a text
 * key, translated into the caller's language by the error handler (plugins/errors.ts).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly messageKey: MessageKey;
  readonly values: Record<string, string | number> | undefined;
  readonly details: unknown;
  /** For 429s: when the caller may try again, sent as `Retry-After` (every 429 carries one). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    messageKey: MessageKey,
    options: {
      values?: Record<string, string | number>;
      details?: unknown;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(messageKey);
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.messageKey = messageKey;
    this.values = options.values;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = (): AppError => new AppError("NOT_FOUND", "error.notFound");
export const forbidden = (): AppError => new AppError("FORBIDDEN", "error.forbidden");
export const unauthenticated = (): AppError => new AppError("UNAUTHENTICATED", "error.unauthenticated");

/**
 * A 429 that says when to come back: `Retry-After` and the message's `{seconds}` agree. `key` names a more
 * specific message than "Too many attempts"; it may use `{seconds}` too.
 */
export function rateLimited(seconds: number, key: MessageKey = "error.rateLimited"): AppError {
  const wait = Math.max(1, Math.ceil(seconds));
  return new AppError("RATE_LIMITED", key, { values: { seconds: wait }, retryAfterSeconds: wait });
}

/** Seconds from `now` until an ISO instant (at least one). */
export function secondsUntil(iso: string, now: Date): number {
  return Math.max(1, Math.ceil((Date.parse(iso) - now.getTime()) / 1000));
}
