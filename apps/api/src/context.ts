import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Config } from "./config.ts";
import type { Database } from "./db/schema.ts";
import type { Mailer } from "./modules/mail/mailer.ts";
import type { Storage } from "./modules/media/storage.ts";

/** What services need from the running app, passed explicitly so they stay plain functions. */
export interface AppContext {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Uploads (feed imports store photos); a job without it opens the configured store itself. */
  storage?: Storage;
}
