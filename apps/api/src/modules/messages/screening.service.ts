import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { fingerprint, REPEATED_TEXT_TEAMS, type ScreeningReason, screenText } from "./screening.ts";

/**
 * Screens a new request: the text rules, plus the same text sent to several teams within a day. Returns the
 * reasons (empty: clear) and the fingerprint to store with the message.
 */
export async function screenRequest(
  db: Kysely<Database>,
  input: { body: string; teamId: number; at: string },
) {
  const print = fingerprint(input.body);
  const reasons: ScreeningReason[] = screenText(input.body);
  const since = new Date(Date.parse(input.at) - 86_400_000).toISOString();
  const teams = await db
    .selectFrom("messages")
    .innerJoin("conversations", "conversations.id", "messages.conversationId")
    .select((eb) => eb.fn.count<number>("conversations.teamId").distinct().as("n"))
    .where("messages.fingerprint", "=", print)
    .where("messages.createdAt", ">=", since)
    .where("conversations.teamId", "!=", input.teamId)
    .executeTakeFirstOrThrow();
  if (Number(teams.n) + 1 >= REPEATED_TEXT_TEAMS) reasons.push("repeated_text");
  return { reasons, fingerprint: print };
}

export async function isSenderBlocked(db: Kysely<Database>, email: string): Promise<boolean> {
  return (
    (await db
      .selectFrom("blockedSenders")
      .select("email")
      .where("email", "=", email.toLowerCase())
      .executeTakeFirst()) !== undefined
  );
}
