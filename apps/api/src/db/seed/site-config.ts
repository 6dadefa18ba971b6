/** Settings the web app reads at startup (contact details, support promise, social links). */
import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { insertRows } from "./bulk-insert.ts";

const SETTINGS: readonly (readonly [key: string, value: string, isPublic: boolean])[] = [
  ["support.email", "support@keel.test", true],
  ["support.phone", "+44 20 7946 0000", true],
  // The contact page's promise: "support usually answers within 48 hours".
  ["support.responseHours", "48", true],
  ["social.facebook", "https://www.facebook.com/keel.marketplace", true],
  ["social.instagram", "https://www.instagram.com/keel.marketplace", true],
  ["social.youtube", "https://www.youtube.com/@keel.marketplace", true],
  ["social.linkedin", "https://www.linkedin.com/company/keel-marketplace", true],
  ["listings.staleAfterDays", "60", true],
  ["moderation.reviewEmail", "moderation@keel.test", false],
];

export async function insertSiteConfig(db: Kysely<Database>, now: Date): Promise<void> {
  const updatedAt = now.toISOString();
  await insertRows(
    db,
    "siteConfig",
    SETTINGS.map(([key, value, isPublic]) => ({ key, value, isPublic, updatedAt })),
  );
}
