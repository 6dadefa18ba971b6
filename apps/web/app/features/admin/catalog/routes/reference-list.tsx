/**
 * Back office: one of the five translated reference lists (boat types, conditions, availabilities, equipment
 * types, equipments), told apart by the URL. Search, the list's filter, sortable columns, pages and how many
 * boats use each value; the state lives in the URL.
 */

import { BOAT_CATEGORIES } from "@keel/contracts/catalog-codes";
import { data } from "react-router";
import {
  loadCatalog,
  referenceApiPath,
  ZReferencePage,
} from "#app/features/admin/catalog/catalog-api.server.ts";
import {
  REFERENCE_LISTS,
  referenceListOf,
  referenceListSpec,
  referencePath,
} from "#app/features/admin/catalog/catalog-lists.ts";
import { CatalogListPage } from "#app/features/admin/catalog/components/catalog-list-page.tsx";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { numberFormat } from "#app/lib/intl.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { adminApi, redirectToCanonical } from "#app/ui/form/submit.server.ts";
import { PlainHeader, SortHeader } from "#app/ui/list/list-controls.tsx";
import { FilterSelect } from "#app/ui/list/list-filters.tsx";
import { parseListQuery, toApiQuery } from "#app/ui/list/list-query.ts";
import type { Route } from "./+types/reference-list";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const list = referenceListOf(url.pathname);
  if (!list) throw data(null, { status: 404 });
  const spec = referenceListSpec(list);
  const query = parseListQuery(spec, url.searchParams);
  redirectToCanonical(url, spec, query);
  const api = adminApi(context, request);
  const [t, page, catalog] = await Promise.all([
    getTranslator(context),
    api(referenceApiPath(list), { query: toApiQuery(query), schema: ZReferencePage }),
    list.extra === "equipmentTypeId" ? loadCatalog(context, request) : null,
  ]);
  return {
    meta: { title: t(`catalog.${list.key}.title`), noIndex: true },
    kind: list.kind,
    query,
    page,
    equipmentTypes: catalog?.equipmentTypes.map(({ id, label }) => ({ id, label })) ?? [],
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function ReferenceListPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { kind, query, page, equipmentTypes } = loaderData;
  const list = REFERENCE_LISTS[kind];
  const spec = referenceListSpec(list);
  const typeName = new Map(equipmentTypes.map((type) => [type.id, type.label]));
  const number = numberFormat(locale);
  return (
    <CatalogListPage
      title={t(`catalog.${list.key}.title`)}
      intro={t(`catalog.${list.key}.intro`)}
      create={{ to: localizePath(referencePath(list, "new"), locale), label: t(`catalog.${list.key}.new`) }}
      spec={spec}
      query={query}
      shown={page.items.length}
      total={page.total}
      listPath={localizePath(referencePath(list), locale)}
      searchLabel={t("catalog.list.search")}
      filters={
        <>
          {list.extra === "category" ? (
            <FilterSelect
              id="filter-category"
              name="category"
              label={t("catalog.form.category")}
              value={query.filters.category}
              anyLabel={t("catalog.list.anyCategory")}
              options={BOAT_CATEGORIES.map((value) => ({
                value,
                label: t(`catalog.category.${value}`),
              }))}
            />
          ) : null}
          {list.extra === "equipmentTypeId" ? (
            <FilterSelect
              id="filter-equipment-type"
              name="equipmentTypeId"
              label={t("catalog.form.equipmentType")}
              value={query.filters.equipmentTypeId}
              anyLabel={t("catalog.list.anyEquipmentType")}
              options={equipmentTypes.map((type) => ({ value: String(type.id), label: type.label }))}
            />
          ) : null}
        </>
      }
      minWidth="min-w-[40rem]"
      columns={
        <>
          <SortHeader label={t("catalog.col.label")} column="label" spec={spec} query={query} />
          <SortHeader label={t("catalog.col.code")} column="code" spec={spec} query={query} />
          {list.extra === "category" ? <PlainHeader label={t("catalog.form.category")} /> : null}
          {list.extra === "equipmentTypeId" ? <PlainHeader label={t("catalog.form.equipmentType")} /> : null}
          <SortHeader
            label={t("catalog.col.sortOrder")}
            column="sortOrder"
            spec={spec}
            query={query}
            className="text-right"
          />
          <SortHeader
            label={t(list.usageUnit === "boats" ? "catalog.col.usageBoats" : "catalog.col.usageEquipments")}
            column="usage"
            spec={spec}
            query={query}
            className="text-right"
          />
        </>
      }
      rows={page.items.map((item) => (
        <tr key={item.id} className="border-b last:border-0 hover:bg-muted/40">
          <td className="px-3 py-2">
            <Link
              to={localizePath(referencePath(list, item.id), locale)}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {item.label}
            </Link>
          </td>
          <td className="px-3 py-2 font-mono text-xs">{item.code}</td>
          {list.extra === "category" ? (
            <td className="px-3 py-2">{item.category ? t(`catalog.category.${item.category}`) : ""}</td>
          ) : null}
          {list.extra === "equipmentTypeId" ? (
            <td className="px-3 py-2">
              {item.equipmentTypeId === undefined ? "" : (typeName.get(item.equipmentTypeId) ?? "")}
            </td>
          ) : null}
          <td className="px-3 py-2 text-right tabular-nums">{number.format(item.sortOrder)}</td>
          <td className="px-3 py-2 text-right tabular-nums">{number.format(item.usage)}</td>
        </tr>
      ))}
    />
  );
}
