/**
 * Back office: brands. Search, the pending/approved filter (free-text brands sellers typed wait as pending),
 * sortable columns, pages; a pending brand can be approved from its row. The state lives in the URL.
 */

import { ZBrandList, ZBrandSaved } from "@keel/contracts/catalog";
import { submitRowApproval } from "#app/features/admin/catalog/catalog-api.server.ts";
import { BRAND_LIST } from "#app/features/admin/catalog/catalog-lists.ts";
import {
  AddedByCell,
  ApproveCell,
  CatalogStatusFilter,
} from "#app/features/admin/catalog/components/catalog-list-cells.tsx";
import { CatalogListPage } from "#app/features/admin/catalog/components/catalog-list-page.tsx";
import { CatalogStatusBadge } from "#app/features/admin/catalog/components/catalog-status-badge.tsx";
import { formatDate } from "#app/lib/format.ts";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { numberFormat } from "#app/lib/intl.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { adminApi, redirectToCanonical } from "#app/ui/form/submit.server.ts";
import { Icon } from "#app/ui/icon.tsx";
import { PlainHeader, SortHeader } from "#app/ui/list/list-controls.tsx";
import { listHref, parseListQuery, toApiQuery } from "#app/ui/list/list-query.ts";
import type { Route } from "./+types/brand-list";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const query = parseListQuery(BRAND_LIST, url.searchParams);
  redirectToCanonical(url, BRAND_LIST, query);
  const api = adminApi(context, request);
  const [t, page, pending] = await Promise.all([
    getTranslator(context),
    api("brands", { query: toApiQuery(query), schema: ZBrandList }),
    // How many wait for review, whatever the filters: the reason most visits start here.
    api("brands", { query: { status: "pending", pageSize: 12 }, schema: ZBrandList }),
  ]);
  return {
    meta: { title: t("catalog.brands.title"), noIndex: true },
    query,
    page,
    pendingTotal: pending.total,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Approve from the row: the list comes back as it was (same search, page and sort). */
export async function action(args: Route.ActionArgs) {
  return submitRowApproval(args, (api, id) =>
    api(`brands/${id}/approve`, { method: "POST", schema: ZBrandSaved }),
  );
}

export default function BrandListPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { query, page, pendingTotal } = loaderData;
  useApiMessageToast(actionData);
  const number = numberFormat(locale);
  return (
    <CatalogListPage
      title={t("catalog.brands.title")}
      intro={t("catalog.brands.intro")}
      create={{ to: localizePath("/admin/brands/new", locale), label: t("catalog.brands.new") }}
      spec={BRAND_LIST}
      query={query}
      shown={page.items.length}
      total={page.total}
      listPath={localizePath("/admin/brands", locale)}
      searchLabel={t("catalog.brands.search")}
      notice={
        pendingTotal > 0 && query.filters.status !== "pending" ? (
          <p className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50">
            <Icon name="clock" aria-hidden="true" className="size-4" />
            {t("catalog.brands.pendingCount", { count: pendingTotal })}
            <Link
              to={listHref(BRAND_LIST, query, { filters: { status: "pending", q: undefined } })}
              className="font-semibold underline underline-offset-4"
            >
              {t("catalog.pending.review")}
            </Link>
          </p>
        ) : null
      }
      filters={<CatalogStatusFilter value={query.filters.status} />}
      minWidth="min-w-[48rem]"
      columns={
        <>
          <SortHeader label={t("catalog.col.name")} column="name" spec={BRAND_LIST} query={query} />
          <PlainHeader label={t("catalog.col.status")} />
          <PlainHeader label={t("catalog.col.addedBy")} />
          <PlainHeader label={t("catalog.col.models")} className="text-right" />
          <SortHeader
            label={t("catalog.col.usageBoats")}
            column="usage"
            spec={BRAND_LIST}
            query={query}
            className="text-right"
          />
          <SortHeader label={t("catalog.col.added")} column="createdAt" spec={BRAND_LIST} query={query} />
          <PlainHeader label={t("catalog.col.actions")} />
        </>
      }
      rows={page.items.map((brand) => (
        <tr key={brand.id} className="border-b last:border-0 hover:bg-muted/40">
          <td className="px-3 py-2">
            <Link
              to={localizePath(`/admin/brands/${brand.id}`, locale)}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {brand.name}
            </Link>
          </td>
          <td className="px-3 py-2">
            <CatalogStatusBadge status={brand.status} />
          </td>
          <AddedByCell team={brand.createdByTeam} />
          <td className="px-3 py-2 text-right tabular-nums">
            <Link
              to={`${localizePath("/admin/brand-models", locale)}?brandId=${brand.id}`}
              className="underline-offset-4 hover:underline"
              aria-label={t("catalog.brands.modelsOf", { count: brand.modelCount, name: brand.name })}
            >
              {number.format(brand.modelCount)}
            </Link>
          </td>
          <td className="px-3 py-2 text-right tabular-nums">{number.format(brand.usage)}</td>
          <td className="px-3 py-2 whitespace-nowrap">{formatDate(brand.createdAt, locale)}</td>
          <ApproveCell id={brand.id} name={brand.name} isPending={brand.status === "pending"} />
        </tr>
      ))}
    />
  );
}
