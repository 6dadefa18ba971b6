import { z } from "zod";

/**
 * Every error code the API answers with, and the HTTP status it maps to. One table for the whole stack:
 * the API throws by code, the web app branches on code, never on message text.
 */
export const ERROR_STATUS = {
  /** Malformed input; `details` lists the fields and their problems. */
  VALIDATION_FAILED: 400,
  /** Login failed for any reason (always 'Invalid credentials': docs/product.md, Errors). */
  INVALID_CREDENTIALS: 401,
  /** No valid session token. */
  UNAUTHENTICATED: 401,
  /** Authenticated but not allowed (role, group or plan). */
  FORBIDDEN: 403,
  /** The team's plan does not allow posting boats (docs/product.md, Plans). */
  PLAN_RESTRICTED: 403,
  /** The payment gateway refused the card; nothing changed. */
  PAYMENT_DECLINED: 402,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  /** Body or upload over the size limit. */
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** The web server's `/api` proxy got no usable answer from the API (it broke off, or answered nonsense). */
  BAD_GATEWAY: 502,
  /** The API cannot be reached for now (starting, restarting); `Retry-After` says when to try again. */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ZErrorBody = z
  .object({
    /** The same text as `error.message`, for clients that show any body's `message` (toasts). */
    message: z.string(),
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: z.unknown().optional(),
    }),
  })
  .meta({ id: "Error" });
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** Field problems inside `details` of a VALIDATION_FAILED error. */
export const ZFieldIssue = z.object({
  /** `body.email`, `query.page`… */
  path: z.string(),
  /** zod's issue code (too_small, invalid_format…) or a named reason (email_taken, password_weak…). */
  code: z.string(),
  /** English developer-facing text; the web app shows its own translation of `code`. */
  message: z.string(),
  limit: z.number().optional(),
});
export type TFieldIssue = z.infer<typeof ZFieldIssue>;
