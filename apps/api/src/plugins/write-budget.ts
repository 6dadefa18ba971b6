/**
 * Per-user write budgets (decision 027): every signed-in write (POST, PUT, PATCH, DELETE on a route that is not
 * public) spends from the user's budget for the minute, and creations (POST) from a tighter one, so one account
 * cannot pour hundreds of drafts or edits a second into the database. The counters live in the database, shared
 * by every API process. Past a budget the API answers 429 with `Retry-After` until the minute is over.
 * Public routes keep their per-address limits (login, sign-up, contact forms). A team API key spends its own
 * budgets, not its creator's, so a busy integration never stops the people working in the dashboard.
 */
import type { FastifyInstance } from "fastify";
import { rateLimited, secondsUntil } from "../errors.ts";
import { hitCounter } from "../modules/auth/rate-limit.repository.ts";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const WINDOW_MS = 60_000;

export function registerWriteBudget(app: FastifyInstance): void {
  const writesPerMinute = app.config.writeRateLimit;
  // Creating is the costly kind of write (rows, e-mails, search index): half the budget.
  const createsPerMinute = Math.max(1, Math.floor(writesPerMinute / 2));
  // After validation: a request refused for its shape costs nothing and is answered 400 as before.
  app.addHook("preHandler", async (request) => {
    const rule = request.routeOptions.config.access;
    const session = request.session;
    if (!session || !rule || rule.kind === "public" || !WRITE_METHODS.has(request.method)) return;
    const now = new Date();
    const who = request.apiKey ? `key:${request.apiKey.keyId}` : String(session.userId);
    const writes = await hitCounter(app.db, `writes:${who}`, WINDOW_MS, now);
    if (writes.count > writesPerMinute) {
      throw rateLimited(secondsUntil(writes.resetAt, now), "error.tooManyWrites");
    }
    if (request.method !== "POST") return;
    const creates = await hitCounter(app.db, `creates:${who}`, WINDOW_MS, now);
    if (creates.count > createsPerMinute) {
      throw rateLimited(secondsUntil(creates.resetAt, now), "error.tooManyWrites");
    }
  });
}
