/**
 * Back-office landing: the marketplace in figures and the sections an administrator manages. Sections with a
 * page are links; the others arrive with later issues.
 */

import { ZAdminOverview } from "@keel/contracts/admin";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { numberFormat } from "#app/lib/intl.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { ADMIN_NAV } from "#app/shell/app-nav.ts";
import { adminApi } from "#app/ui/form/submit.server.ts";
import { Icon } from "#app/ui/icon.tsx";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [t, overview] = await Promise.all([
    getTranslator(context),
    // The figures are a bonus: the landing still works when they cannot be counted.
    adminApi(context, request)("overview", { schema: ZAdminOverview }).catch((error: unknown) => {
      console.error("admin: could not load the overview", error);
      return null;
    }),
  ]);
  return { meta: { title: t("admin.metaTitle"), noIndex: true }, overview };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { overview } = loaderData;
  const number = numberFormat(locale);
  const sections = ADMIN_NAV.filter((entry) => entry.path !== "/admin");
  const figures = overview
    ? [
        {
          key: "users",
          total: overview.users.total,
          inactive: overview.users.inactive,
          path: "/admin/users",
        },
        {
          key: "teams",
          total: overview.teams.total,
          inactive: overview.teams.inactive,
          path: "/admin/teams",
        },
      ]
    : [];
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <div>
        <h1>{t("admin.home.title")}</h1>
        <p className="mt-1 text-muted-foreground">{t("admin.home.body")}</p>
      </div>
      {figures.length ? (
        <section aria-labelledby="admin-figures" className="flex flex-col gap-3">
          <h2 id="admin-figures" className="text-lg">
            {t("admin.home.figures")}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {figures.map((figure) => (
              <li key={figure.key} className="rounded-lg border bg-card p-4 text-card-foreground">
                <Link
                  to={localizePath(figure.path, locale)}
                  className="text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  {t(`admin.nav.${figure.key}`)}
                </Link>
                <p className="text-3xl font-semibold tabular-nums">{number.format(figure.total)}</p>
                <p className="text-sm text-muted-foreground">
                  {t("admin.home.inactiveCount", { count: figure.inactive })}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {sections.map(({ labelKey, icon: iconName, path }) => (
          <li
            key={labelKey}
            className="relative flex items-center gap-3 rounded-lg border bg-card p-4 text-card-foreground"
          >
            <Icon name={iconName} aria-hidden="true" className="size-5 text-primary" />
            <Link
              to={localizePath(path, locale)}
              className="font-medium text-foreground no-underline after:absolute after:inset-0 hover:underline"
            >
              {t(labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
