import { ERROR_STATUS, type ErrorCode } from "@keel/contracts/errors";
import type { MessageKey } from "./i18n/messages.ts";

/**
 * The one error type handlers throw. The status comes from the shared code table; the message is a catalogue
 * key, translated into the caller's language by the error handler (plugins/errors.ts).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly messageKey: MessageKey;
  readonly values: Record<string, string | number> | undefined;
  readonly details: unknown;

  constructor(
    code: ErrorCode,
    messageKey: MessageKey,
    options: { values?: Record<string, string | number>; details?: unknown } = {},
  ) {
    super(messageKey);
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.messageKey = messageKey;
    this.values = options.values;
    this.details = options.details;
  }
}

export const notFound = (): AppError => new AppError("NOT_FOUND", "error.notFound");
export const forbidden = (): AppError => new AppError("FORBIDDEN", "error.forbidden");
export const unauthenticated = (): AppError => new AppError("UNAUTHENTICATED", "error.unauthenticated");
