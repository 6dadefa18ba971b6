/** The only file that listens. Boot fails fast on bad configuration or an unreachable database. */
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";

try {
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  await migrateToLatest(database.db);
  const app = await buildApp({ config, database });
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", close);
  process.once("SIGTERM", close);
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
