/**
 * Back office: the customised-plan requests sent from /pricing, newest first, with who sent them (and their
 * team when they were signed in), fleet size, needs and how to reach them.
 */
import { ZAdminPlanRequestList } from "@keel/contracts/billing";
import { formatCountry, formatDate } from "#app/lib/format.ts";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { buttonVariants } from "#app/ui/button.tsx";
import { EmptyState } from "#app/ui/empty-state.tsx";
import { adminApi } from "#app/ui/form/submit.server.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/admin-plan-requests";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const asked = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  const [t, list] = await Promise.all([
    getTranslator(context),
    adminApi(context, request)("plan-requests", { query: { page }, schema: ZAdminPlanRequestList }),
  ]);
  return { meta: { title: t("admin.planRequests.title"), noIndex: true }, list };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminPlanRequests({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { list } = loaderData;
  return (
    <div className="flex max-w-6xl flex-col gap-6">
      <PageHeader title={t("admin.planRequests.title")} description={t("admin.planRequests.subtitle")} />
      {list.items.length === 0 ? (
        <EmptyState isFiltered={false} />
      ) : (
        <ul className="flex flex-col gap-4">
          {list.items.map((item) => (
            <li key={item.id}>
              <article
                aria-labelledby={`request-${item.id}`}
                className="flex flex-col gap-3 rounded-lg border bg-card p-4"
              >
                <header className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={`request-${item.id}`} className="text-lg">
                    {item.team ? (
                      <Link to={localizePath(`/admin/teams/${item.team.id}`, locale)}>{item.teamName}</Link>
                    ) : (
                      item.teamName
                    )}
                  </h2>
                  <time dateTime={item.createdAt} className="text-sm text-muted-foreground">
                    {formatDate(item.createdAt, locale, "long")}
                  </time>
                </header>
                <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
                  <dt className="text-muted-foreground">{t("billing.request.contactName")}</dt>
                  <dd>
                    {item.contactName} — <a href={`mailto:${item.email}`}>{item.email}</a>
                    {item.phone ? ` — ${item.phone}` : null}
                  </dd>
                  <dt className="text-muted-foreground">{t("billing.request.country")}</dt>
                  <dd>{formatCountry(item.country, locale)}</dd>
                  <dt className="text-muted-foreground">{t("billing.request.fleetSize")}</dt>
                  <dd>{t("billing.request.fleetSizeOption", { size: item.fleetSize })}</dd>
                </dl>
                <p className="text-sm whitespace-pre-line">{item.needs}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
      {list.total > list.pageSize ? (
        <nav aria-label={t("admin.planRequests.pages")} className="flex gap-2">
          {list.page > 1 ? (
            <Link
              to={`?page=${list.page - 1}`}
              rel="prev"
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              {t("admin.list.previous")}
            </Link>
          ) : null}
          {list.page * list.pageSize < list.total ? (
            <Link
              to={`?page=${list.page + 1}`}
              rel="next"
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              {t("admin.list.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
