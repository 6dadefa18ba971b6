/**
 * The current team (spec section 2): the `team_id` query wins, then the `team_id` cookie; a value that is
 * missing or not one of the user's teams falls back to the user's first team.
 */
import type { TUserTeam } from "@keel/contracts/auth";

export const TEAM_PARAM = "team_id";

export function selectCurrentTeam<T extends Pick<TUserTeam, "id">>(
  teams: readonly T[],
  queryTeamId: string | null | undefined,
  cookieTeamId: string | null | undefined,
): T | null {
  // A stale or foreign id in the query must not hide a valid cookie choice, so each candidate is
  // checked against the user's teams in turn.
  for (const candidate of [queryTeamId, cookieTeamId]) {
    const id = parseTeamId(candidate);
    const team = id === null ? undefined : teams.find((t) => t.id === id);
    if (team) return team;
  }
  return teams[0] ?? null;
}

function parseTeamId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
