/**
 * Back office: brand models. Search, pending/approved, one brand's models (`?brandId=`, from a brand page),
 * sortable columns and pages; a pending model can be approved from its row. The state lives in the URL.
 */

import { ZBrand, ZBrandModelList, ZBrandModelSaved } from "@keel/contracts/catalog";
import { loadCatalog, submitRowApproval } from "#app/features/admin/catalog/catalog-api.server.ts";
import { MODEL_LIST } from "#app/features/admin/catalog/catalog-lists.ts";
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
import { Button } from "#app/ui/button.tsx";
import { adminApi, redirectToCanonical } from "#app/ui/form/submit.server.ts";
import { Icon } from "#app/ui/icon.tsx";
import { PlainHeader, SortHeader } from "#app/ui/list/list-controls.tsx";
import { listHref, parseListQuery, toApiQuery } from "#app/ui/list/list-query.ts";
import type { Route } from "./+types/model-list";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const query = parseListQuery(MODEL_LIST, url.searchParams);
  redirectToCanonical(url, MODEL_LIST, query);
  const api = adminApi(context, request);
  const brandId = query.filters.brandId;
  const [t, page, brand, catalog] = await Promise.all([
    getTranslator(context),
    api("brand-models", { query: toApiQuery(query), schema: ZBrandModelList }),
    // The brand filter shows the brand's name; a brand that no longer exists simply filters nothing.
    brandId ? api(`brands/${brandId}`, { schema: ZBrand }).catch(() => null) : null,
    loadCatalog(context, request),
  ]);
  return {
    meta: { title: t("catalog.brandModels.title"), noIndex: true },
    query,
    page,
    brand: brand ? { id: brand.id, name: brand.name } : null,
    boatTypes: catalog.boatTypes.map(({ id, label }) => ({ id, label })),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Approve from the row: the list comes back as it was. */
export async function action(args: Route.ActionArgs) {
  return submitRowApproval(args, (api, id) =>
    api(`brand-models/${id}/approve`, { method: "POST", schema: ZBrandModelSaved }),
  );
}

export default function ModelListPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { query, page, brand, boatTypes } = loaderData;
  useApiMessageToast(actionData);
  const typeName = new Map(boatTypes.map((type) => [type.id, type.label]));
  const number = numberFormat(locale);
  const newPath = localizePath("/admin/brand-models/new", locale);
  return (
    <CatalogListPage
      title={t("catalog.brandModels.title")}
      intro={t("catalog.brandModels.intro")}
      create={{ to: brand ? `${newPath}?brandId=${brand.id}` : newPath, label: t("catalog.brandModels.new") }}
      spec={MODEL_LIST}
      query={query}
      shown={page.items.length}
      total={page.total}
      listPath={localizePath("/admin/brand-models", locale)}
      searchLabel={t("catalog.brandModels.search")}
      keep={{ brandId: query.filters.brandId }}
      notice={
        query.filters.brandId ? (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            {t("catalog.brandModels.ofBrand")}
            {brand ? (
              <Link
                to={localizePath(`/admin/brands/${brand.id}`, locale)}
                className="font-semibold text-primary underline underline-offset-4"
              >
                {brand.name}
              </Link>
            ) : (
              <span className="font-semibold">#{query.filters.brandId}</span>
            )}
            <Button asChild variant="ghost" size="sm">
              <Link to={listHref(MODEL_LIST, query, { filters: { brandId: undefined } })}>
                <Icon name="x" aria-hidden="true" />
                {t("catalog.brandModels.allBrands")}
              </Link>
            </Button>
          </p>
        ) : null
      }
      filters={<CatalogStatusFilter value={query.filters.status} />}
      minWidth="min-w-[52rem]"
      columns={
        <>
          <SortHeader label={t("catalog.col.model")} column="name" spec={MODEL_LIST} query={query} />
          <PlainHeader label={t("catalog.col.brand")} />
          <PlainHeader label={t("catalog.col.status")} />
          <PlainHeader label={t("catalog.col.boatType")} />
          <PlainHeader label={t("catalog.col.addedBy")} />
          <SortHeader
            label={t("catalog.col.usageBoats")}
            column="usage"
            spec={MODEL_LIST}
            query={query}
            className="text-right"
          />
          <SortHeader label={t("catalog.col.added")} column="createdAt" spec={MODEL_LIST} query={query} />
          <PlainHeader label={t("catalog.col.actions")} />
        </>
      }
      rows={page.items.map((model) => (
        <tr key={model.id} className="border-b last:border-0 hover:bg-muted/40">
          <td className="px-3 py-2">
            <Link
              to={localizePath(`/admin/brand-models/${model.id}`, locale)}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {model.name}
            </Link>
          </td>
          <td className="px-3 py-2">
            <Link
              to={localizePath(`/admin/brands/${model.brand.id}`, locale)}
              className="underline-offset-4 hover:underline"
            >
              {model.brand.name}
            </Link>
            {model.brand.status === "pending" ? (
              <span className="ml-2">
                <CatalogStatusBadge status="pending" />
              </span>
            ) : null}
          </td>
          <td className="px-3 py-2">
            <CatalogStatusBadge status={model.status} />
          </td>
          <td className="px-3 py-2">
            {model.boatTypeId === null ? "" : (typeName.get(model.boatTypeId) ?? "")}
          </td>
          <AddedByCell team={model.createdByTeam} />
          <td className="px-3 py-2 text-right tabular-nums">{number.format(model.usage)}</td>
          <td className="px-3 py-2 whitespace-nowrap">{formatDate(model.createdAt, locale)}</td>
          <ApproveCell
            id={model.id}
            name={`${model.brand.name} ${model.name}`}
            isPending={model.status === "pending"}
          />
        </tr>
      ))}
    />
  );
}
