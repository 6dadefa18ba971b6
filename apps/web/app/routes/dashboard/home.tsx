/** Dashboard landing: a welcome and the current team, or a clear empty state for users without a team. */
import { Building2, LayoutDashboard } from "lucide-react";
import { useOutletContext } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { getTranslator } from "../../lib/i18n.server.ts";
import { useT } from "../../lib/i18n.ts";
import { pageMeta } from "../../lib/route-meta.ts";
import type { Route } from "./+types/home";
import type { DashboardContext } from "./layout.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  const t = await getTranslator(context);
  return { meta: { title: t("dashboard.metaTitle"), noIndex: true } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function DashboardHome() {
  const t = useT();
  const { user, currentTeam } = useOutletContext<DashboardContext>();
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <div>
        <h1>{t("dashboard.home.title", { name: user.firstName || user.email })}</h1>
        {currentTeam ? (
          <p className="mt-1 text-muted-foreground">
            {t("dashboard.home.teamLine", {
              team: currentTeam.name,
              role: t(`team.role.${currentTeam.role}`),
            })}
          </p>
        ) : null}
      </div>
      {currentTeam ? (
        <Card>
          <CardHeader className="flex-row items-start gap-4">
            <LayoutDashboard aria-hidden="true" className="size-8 shrink-0 text-primary" />
            <div className="flex flex-col gap-1.5">
              <CardTitle as="h2">{t("dashboard.home.emptyTitle")}</CardTitle>
              <CardDescription>{t("dashboard.home.emptyBody")}</CardDescription>
            </div>
          </CardHeader>
          <CardContent>
            <p className="text-sm text-muted-foreground">{t("common.noData")}</p>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardHeader className="flex-row items-start gap-4">
            <Building2 aria-hidden="true" className="size-8 shrink-0 text-primary" />
            <div className="flex flex-col gap-1.5">
              <CardTitle as="h2">{t("dashboard.noTeam.title")}</CardTitle>
              <CardDescription>{t("dashboard.noTeam.body")}</CardDescription>
            </div>
          </CardHeader>
        </Card>
      )}
    </div>
  );
}
