/**
 * Dashboard layout (auth guard). Its loader picks the current team (team_id query, then cookie, then the
 * first team) and keeps it in the team_id cookie; pages get it through the outlet context.
 */
import { data, Outlet } from "react-router";
import { TeamSwitcher } from "../../components/dashboard/team-switcher.tsx";
import { AppShell } from "../../components/layout/app-shell.tsx";
import { toSideNavItems } from "../../components/layout/nav-items.ts";
import { findSubscription } from "../../features/billing/billing-api.server.ts";
import { PastDueBanner } from "../../features/billing/components/past-due-banner.tsx";
import { DASHBOARD_NAV } from "../../lib/app-nav.ts";
import { getCurrentTeam } from "../../lib/current-team.server.ts";
import { useLocale, useT } from "../../lib/i18n.ts";
import { findUnreadCount } from "../../lib/inbox.server.ts";
import { toPageUser } from "../../lib/page-user.server.ts";
import { routeMiddleware } from "../../lib/route-middleware.server.ts";
import { userContext } from "../../lib/session.server.ts";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = routeMiddleware("auth");

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
          label: t("inbox.nav.unread", { count: unreadCount }),
        },
      }
    : {};
  return (
    <AppShell
      area={t("dashboard.area")}
      navLabel={t("dashboard.nav.label")}
      nav={toSideNavItems(DASHBOARD_NAV, t, locale, badges)}
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
