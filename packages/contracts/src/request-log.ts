/**
 * The request log of both servers (the API's and the web server's): one line per request, written when it is
 * answered, instead of Fastify's two (arrival, answer). The arrival line serialised the whole request and
 * pino wrote each line synchronously: about 5 % of the web server's busy time per rendered page. The one line
 * keeps what an operator reads in the two: the request id (bound by Fastify's child logger, `reqId`), method,
 * URL, client address (the proxy's forwarded one where the server trusts it), status and time in ms. An
 * answer that failed logs the error in full beside them ("request errored"); errors Fastify's default handler
 * reports, a stream that broke off and the like are logged by Fastify as before.
 * Server-only: it extends Fastify's `LogController`; no browser code imports it.
 */
import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/** The fields of the line, for a request answered with `reply`. */
export function requestLine(request: FastifyRequest, reply: FastifyReply) {
  return {
    method: request.method,
    url: request.url,
    ip: request.ip,
    statusCode: reply.statusCode,
    responseTime: Math.round(reply.elapsedTime * 10) / 10,
  };
}

/** Fastify's `logController`: `Fastify({ logController: new OneLinePerRequest() })`. */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = requestLine(request, reply);
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}
