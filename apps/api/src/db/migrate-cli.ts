import { loadConfig } from "../config.ts";
import { openDatabase } from "./database.ts";
import { migrateToLatest } from "./migrate.ts";

const config = loadConfig();
const handle = openDatabase(config.databaseUrl);
const applied = await migrateToLatest(handle.db);
console.info(applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database schema is up to date.");
await handle.close();
