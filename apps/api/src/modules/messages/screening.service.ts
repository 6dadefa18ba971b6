import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { countOtherTeamsSentText } from "./messages.repository.ts";
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
  const otherTeams = await countOtherTeamsSentText(db, print, input.teamId, since);
  if (otherTeams + 1 >= REPEATED_TEXT_TEAMS) reasons.push("repeated_text");
  return { reasons, fingerprint: print };
}
