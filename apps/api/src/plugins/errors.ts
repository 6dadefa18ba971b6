/**
 * One error shape for every failure: `{ error: { code, message, details? } }`. Validation problems become
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
    error: { code, message, ...(options.details === undefined ? {} : { details: options.details }) },
  };
  return reply.status(status).type("application/json; charset=utf-8").send(JSON.stringify(body));
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return send(request, reply, error.status, error.code, error.messageKey, {
        values: error.values,
        details: error.details,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? "body";
      const details: TFieldIssue[] = error.validation.map((issue) => ({
        path: [
          where,
          ...String(issue.instancePath ?? "")
            .split("/")
            .filter(Boolean),
        ].join("."),
        code: String(
          issue.params?.issue && typeof issue.params.issue === "object" && "code" in issue.params.issue
            ? issue.params.issue.code
            : issue.keyword,
        ),
        message: issue.message ?? "Invalid value",
      }));
      return send(request, reply, 400, "VALIDATION_FAILED", "error.validation", { details });
    }
    if (error.statusCode === 429) {
      const seconds = Number(reply.getHeader("retry-after")) || 60;
      return send(request, reply, 429, "RATE_LIMITED", "error.rateLimited", { values: { seconds } });
    }
    if (error.statusCode === 413)
      return send(request, reply, 413 as 400, "VALIDATION_FAILED", "error.payloadTooLarge");
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
