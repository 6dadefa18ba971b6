/**
 * One error shape for every failure: `{ message, error: { code, message, details? } }`. The top-level
 * `message` repeats `error.message` so that a client reading only a body's `message` (a success shows it
 * as a toast, an error as an error toast) sees the error too; `error.code` stays what programs compare.
 * Validation problems become
 * 400 with field details; unknown errors become 500 without internals (the log keeps them, with the request id).
 */
import type { ErrorCode, TFieldIssue } from "@keel/contracts/errors";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../errors.ts";
import { localeOf, type MessageKey, translate } from "../i18n/messages.ts";

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  key: MessageKey,
  options: { values?: Record<string, string | number>; details?: unknown } = {},
) {
  const message = translate(localeOf(request.headers), key, options.values);
  const body = {
    message,
    error: { code, message, ...(options.details === undefined ? {} : { details: options.details }) },
  };
  return reply.status(status).type("application/json; charset=utf-8").send(JSON.stringify(body));
}

/**
 * A field problem the web app can translate: `code` is zod's issue code, or the `reason` a refinement names
 * (e.g. `password_weak`, `email_taken`); `limit` carries the bound of size issues.
 */
function fieldIssue(
  where: string,
  issue: { keyword: string; instancePath?: string; message?: string; params?: Record<string, unknown> },
): TFieldIssue {
  const params = issue.params ?? {};
  const reason = (params.params as { reason?: unknown } | undefined)?.reason;
  const limit = params.minimum ?? params.maximum;
  return {
    path: [
      where,
      ...String(issue.instancePath ?? "")
        .split("/")
        .filter(Boolean),
    ].join("."),
    code: typeof reason === "string" ? reason : issue.keyword,
    message: issue.message ?? "Invalid value",
    ...(typeof limit === "number" ? { limit } : {}),
  };
}

/**
 * Errors Fastify raises before routing (a URL that is not valid percent-encoding, a path parameter over the
 * router's length limit): the client's request, answered as a 400 in the one shape.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return send(request, reply, 400, "VALIDATION_FAILED", "error.validation", {
    details: [{ path: "params", code: error.code ?? "invalid", message: "the URL cannot be read" }],
  });
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status === 429) {
        const seconds = error.retryAfterSeconds ?? (Number(error.values?.seconds) || 60);
        reply.header("retry-after", String(seconds));
      }
      return send(request, reply, error.status, error.code, error.messageKey, {
        values: error.values,
        details: error.details,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? "body";
      const details: TFieldIssue[] = error.validation.map((issue) => fieldIssue(where, issue));
      return send(request, reply, 400, "VALIDATION_FAILED", "error.validation", { details });
    }
    if (error.statusCode === 429) {
      const seconds = Number(reply.getHeader("retry-after")) || 60;
      return send(request, reply, 429, "RATE_LIMITED", "error.rateLimited", { values: { seconds } });
    }
    if (error.statusCode === 413)
      return send(request, reply, 413, "PAYLOAD_TOO_LARGE", "error.payloadTooLarge");
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type…): the request, not the server.
      return send(request, reply, 400, "VALIDATION_FAILED", "error.validation", {
        details: [{ path: "body", code: error.code ?? "invalid", message: error.message }],
      });
    }
    request.log.error({ err: error }, "unhandled error");
    return send(request, reply, 500, "INTERNAL", "error.internal");
  });

  app.setNotFoundHandler((request, reply) =>
    send(request, reply, 404, "NOT_FOUND", "error.routeNotFound", {
      values: { method: request.method, path: request.url.split("?")[0] ?? "" },
    }),
  );
}
