/**
 * Dashboard layout (auth guard). Its loader picks the current team (team_id query, then cookie, then the
 * first team) and keeps it in the team_id cookie; pages get it through the outlet context. A user without a
 * team gets a buyer's navigation.
 */
import { data, Outlet } from "react-router";
import { findSubscription } from "#app/features/billing/index.server.ts";
import { PastDueBanner } from "#app/features/billing/index.ts";
import { findUnreadCount } from "#app/features/messages/index.server.ts";
import { TeamSwitcher } from "#app/features/teams/index.ts";
import { getCurrentTeam } from "#app/lib/current-team.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { toPageUser } from "#app/lib/page-user.server.ts";
import { routeMiddleware } from "#app/lib/route-middleware.server.ts";
import { userContext } from "#app/lib/session.server.ts";
import { textsMiddleware } from "#app/lib/texts-middleware.ts";
import { BUYER_NAV, DASHBOARD_NAV } from "#app/shell/app-nav.ts";
import { AppShell } from "#app/shell/app-shell.tsx";
import { toSideNavItems } from "#app/shell/nav-items.ts";
import type { Route } from "./+types/dashboard-layout";

export const middleware: Route.MiddlewareFunction[] = routeMiddleware("auth");
// This area's texts arrive before its pages render after a client-side navigation (lib/text-areas.ts).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [textsMiddleware("account")];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const { team, setCookie } = getCurrentTeam(request, context);
  // The navigation's unread badge and the past-due banner: two calls, run while the page's own loader runs.
  const [unreadCount, subscription] = await Promise.all([
    findUnreadCount(request, context),
    findSubscription(request, context),
  ]);
  return data(
    {
      user: toPageUser(user),
      teams: user.teams.map(({ id, name, role }) => ({ id, name, role })),
      currentTeam: team && { id: team.id, name: team.name, role: team.role },
      unreadCount,
      pastDue: subscription?.status === "past_due" ? { graceEnd: subscription.graceEnd } : null,
    },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

export type DashboardContext = Pick<Route.ComponentProps["loaderData"], "user" | "currentTeam">;

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { user, teams, currentTeam, unreadCount, pastDue } = loaderData;
  const badges = unreadCount
    ? {
        "/dashboard/messages": {
          count: unreadCount,
          label: t("messages.nav.unread", { count: unreadCount }),
        },
      }
    : {};
  return (
    <AppShell
      area={t(currentTeam ? "dashboard.area" : "buyer.area")}
      navLabel={t("dashboard.nav.label")}
      // Without a team the dashboard is a buyer's: no seller menus.
      nav={toSideNavItems(currentTeam ? DASHBOARD_NAV : BUYER_NAV, t, locale, badges)}
      user={user}
      headerControls={<TeamSwitcher teams={teams} currentTeamId={currentTeam?.id ?? null} />}
    >
      {pastDue ? (
        <div className="mb-6">
          <PastDueBanner graceEnd={pastDue.graceEnd} />
        </div>
      ) : null}
      <Outlet context={{ user, currentTeam } satisfies DashboardContext} />
    </AppShell>
  );
}
