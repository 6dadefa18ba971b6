/**
 * The current team: a `team_id` query, when the request has one, decides; without one the `team_id` cookie
 * does. The deciding value, when missing or not one of the user's teams, gives the user's first team (a link
 * to a team the user has left lands on a team the user has, never silently on the one it happened to hold).
 */
import type { TUserTeam } from "@keel/contracts/auth";

export const TEAM_PARAM = "team_id";

export function selectCurrentTeam<T extends Pick<TUserTeam, "id">>(
  teams: readonly T[],
  queryTeamId: string | null | undefined,
  cookieTeamId: string | null | undefined,
): T | null {
  const deciding = queryTeamId === null || queryTeamId === undefined ? cookieTeamId : queryTeamId;
  const id = parseTeamId(deciding);
  return (id === null ? undefined : teams.find((team) => team.id === id)) ?? teams[0] ?? null;
}

function parseTeamId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
