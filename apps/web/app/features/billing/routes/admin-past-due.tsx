/**
 * Back office: teams whose payment failed, oldest first: since when, until when they keep posting (the grace
 * period) or that they are restricted already, and what they owe; each links to the team's page.
 */
import { ZAdminPastDueList } from "@keel/contracts/billing";
import { formatDate, formatPrice } from "#app/lib/format.ts";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { Badge } from "#app/ui/badge.tsx";
import { EmptyState } from "#app/ui/empty-state.tsx";
import { adminApi } from "#app/ui/form/submit.server.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/admin-past-due";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [t, list] = await Promise.all([
    getTranslator(context),
    adminApi(context, request)("teams/past-due", { schema: ZAdminPastDueList }),
  ]);
  return { meta: { title: t("admin.pastDue.title"), noIndex: true }, teams: list.items };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminPastDueTeams({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { teams } = loaderData;
  return (
    <div className="flex max-w-6xl flex-col gap-6">
      <PageHeader title={t("admin.pastDue.title")} description={t("admin.pastDue.subtitle")} />
      {teams.length === 0 ? (
        <EmptyState isFiltered={false} />
      ) : (
        <div className="overflow-x-auto rounded-lg border bg-card">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("admin.pastDue.title")}</caption>
            <thead className="border-b text-muted-foreground">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t("admin.pastDue.team")}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t("billing.subscription.plan")}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t("admin.billing.pastDueSince")}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t("billing.subscription.graceEnds")}
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  {t("billing.subscription.price")}
                </th>
              </tr>
            </thead>
            <tbody>
              {teams.map((team) => (
                <tr key={team.id} className="border-b last:border-0">
                  <th scope="row" className="px-4 py-2 font-medium">
                    <Link to={localizePath(`/admin/teams/${team.id}`, locale)}>{team.name}</Link>
                  </th>
                  <td className="px-4 py-2">{t(`admin.plan.${team.planCode}`)}</td>
                  <td className="px-4 py-2">{formatDate(team.pastDueSince, locale)}</td>
                  <td className="px-4 py-2">
                    {team.restricted ? (
                      <Badge variant="destructive">{t("admin.pastDue.restricted")}</Badge>
                    ) : (
                      formatDate(team.graceEnd, locale)
                    )}
                  </td>
                  <td className="px-4 py-2 text-right tabular-nums">
                    {team.amount !== null && team.currency
                      ? formatPrice(team.amount, team.currency, locale)
                      : "—"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
