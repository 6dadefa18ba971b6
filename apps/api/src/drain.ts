/**
 * What SIGTERM does to an API process (server.ts), within SHUTDOWN_TIMEOUT_MS: `/api/v1/ready` answers 503 at
 * once, the listener closes (the load balancer's next attempt goes to another process), the requests in flight
 * are answered, the job runner finishes the jobs it holds (an onClose hook of the app), then the database pool
 * closes.
 */
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "./db/database.ts";

export async function drainApi(app: FastifyInstance, database: Pick<DatabaseHandle, "close">): Promise<void> {
  app.lifecycle.draining = true;
  await app.close();
  await database.close();
}
