/**
 * Settings (docs/product.md, Screens): profile, security, team and members, one sub-navigation across the four pages
 * inside the dashboard layout. Team and members need a current team, so users without one see two tabs.
 */
import { Outlet, useOutletContext } from "react-router";
import { SettingsNav } from "#app/features/settings/components/settings-nav.tsx";
import { useT } from "#app/lib/i18n.ts";
import type { DashboardContext } from "#app/shell/routes/dashboard-layout.tsx";

export default function SettingsLayout() {
  const t = useT();
  const dashboard = useOutletContext<DashboardContext>();
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <div>
        <h1>{t("settings.title")}</h1>
        <p className="mt-1 text-muted-foreground">{t("settings.subtitle")}</p>
      </div>
      <SettingsNav
        hasTeam={Boolean(dashboard.currentTeam)}
        isTeamAdmin={dashboard.currentTeam?.role === "owner" || dashboard.currentTeam?.role === "admin"}
      />
      <Outlet context={dashboard} />
    </div>
  );
}
