/**
 * The current team of a dashboard request (docs/product.md, Screens), and the cookie that keeps it. Loaders of
 * dashboard pages call this rather than reading the layout's data, since they run in parallel with it.
 */
import type { TUserTeam } from "@keel/contracts/auth";
import type { RouterContextProvider } from "react-router";
import { readCookie, serializeCookie, TEAM_COOKIE, TEAM_COOKIE_MAX_AGE_S } from "./cookies.server.ts";
import { userContext } from "./session.server.ts";
import { selectCurrentTeam, TEAM_PARAM } from "./team.ts";

export interface CurrentTeam {
  team: TUserTeam | null;
  /** Set-Cookie value when the selection differs from the cookie, to persist it. */
  setCookie: string | null;
}

export function getCurrentTeam(request: Request, context: Readonly<RouterContextProvider>): CurrentTeam {
  const user = context.get(userContext);
  const cookie = readCookie(request, TEAM_COOKIE);
  const team = selectCurrentTeam(user.teams, new URL(request.url).searchParams.get(TEAM_PARAM), cookie);
  const setCookie =
    team && String(team.id) !== cookie
      ? serializeCookie(TEAM_COOKIE, String(team.id), { maxAge: TEAM_COOKIE_MAX_AGE_S })
      : null;
  return { team, setCookie };
}
