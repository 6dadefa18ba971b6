/**
 * Back office: the audit log. Every change made through the back office, newest first: who, what, when, on
 * which user or team (linked), and the details (fields before and after). Filters and page in the URL.
 */
import { ZAuditLog } from "@keel/contracts/admin";
import { formatDateTime } from "#app/features/admin/admin-format.ts";
import { AUDIT_LIST } from "#app/features/admin/admin-lists.ts";
import { AUDIT_ACTIONS, auditEntityPath, isKnownAuditAction } from "#app/features/admin/audit/admin-audit.ts";
import { AuditDetails } from "#app/features/admin/audit/components/audit-details.tsx";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { EmptyState } from "#app/ui/empty-state.tsx";
import { adminApi, redirectToCanonical } from "#app/ui/form/submit.server.ts";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { Pagination, PlainHeader, TableFrame } from "#app/ui/list/list-controls.tsx";
import { FilterSelect, ListFilters } from "#app/ui/list/list-filters.tsx";
import { hasActiveFilters, parseListQuery, toApiQuery } from "#app/ui/list/list-query.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/audit-log";

/** Filter choices: whole areas first (a prefix matches every action under it), then each action. */
const ACTION_PREFIXES = ["user", "team", "team.member", "impersonation"] as const;
const ENTITY_TYPES = ["user", "team", "conversation"] as const;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const query = parseListQuery(AUDIT_LIST, url.searchParams);
  redirectToCanonical(url, AUDIT_LIST, query);
  const [t, log] = await Promise.all([
    getTranslator(context),
    adminApi(context, request)("audit-log", { query: toApiQuery(query), schema: ZAuditLog }),
  ]);
  return { meta: { title: t("admin.audit.metaTitle"), noIndex: true }, query, log };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminAuditLog({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { query, log } = loaderData;
  const isFiltered = hasActiveFilters(query);
  const clearHref = localizePath("/admin/audit-log", locale);
  const actionLabel = (action: string) =>
    isKnownAuditAction(action) ? t(`admin.audit.action.${action}`) : action;
  const actionOptions: { value: string; label: string }[] = [
    ...ACTION_PREFIXES.map((value) => ({ value, label: t(`admin.audit.area.${value}`) })),
    ...AUDIT_ACTIONS.map((value) => ({ value, label: actionLabel(value) })),
  ];
  const { action, entityType } = query.filters;
  if (action && !actionOptions.some((o) => o.value === action))
    actionOptions.push({ value: action, label: action });
  const entityOptions: { value: string; label: string }[] = ENTITY_TYPES.map((value) => ({
    value,
    label: t(`admin.audit.entity.${value}`),
  }));
  if (entityType && !entityOptions.some((o) => o.value === entityType))
    entityOptions.push({ value: entityType, label: entityType });
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("admin.audit.title")} description={t("admin.audit.description")} />
      <ListFilters
        label={t("admin.audit.filtersLabel")}
        pageSize={{ value: query.pageSize, options: AUDIT_LIST.pageSizes }}
        isFiltered={isFiltered}
        clearHref={clearHref}
      >
        <FilterSelect
          id="filter-action"
          name="action"
          label={t("admin.audit.filterAction")}
          value={action}
          anyLabel={t("admin.audit.anyAction")}
          options={actionOptions}
        />
        <FilterSelect
          id="filter-entity-type"
          name="entityType"
          label={t("admin.audit.filterEntityType")}
          value={entityType}
          anyLabel={t("admin.audit.anyEntity")}
          options={entityOptions}
        />
        <div className="flex w-32 flex-col gap-2">
          <Label htmlFor="filter-entity-id">{t("admin.audit.filterEntityId")}</Label>
          <Input
            id="filter-entity-id"
            name="entityId"
            inputMode="numeric"
            pattern="[0-9]*"
            defaultValue={query.filters.entityId ?? ""}
            key={query.filters.entityId ?? ""}
          />
        </div>
        <div className="flex w-32 flex-col gap-2">
          <Label htmlFor="filter-actor">{t("admin.audit.filterActor")}</Label>
          <Input
            id="filter-actor"
            name="actorUserId"
            inputMode="numeric"
            pattern="[0-9]*"
            defaultValue={query.filters.actorUserId ?? ""}
            key={query.filters.actorUserId ?? ""}
          />
        </div>
      </ListFilters>

      {log.items.length === 0 ? (
        <EmptyState isFiltered={isFiltered} clearHref={clearHref} />
      ) : (
        <TableFrame label={t("admin.audit.tableLabel")}>
          <table className="w-full min-w-[56rem] text-sm">
            <caption className="sr-only">{t("admin.audit.tableLabel")}</caption>
            <thead className="border-b bg-muted/50">
              <tr>
                <PlainHeader label={t("admin.audit.col.when")} />
                <PlainHeader label={t("admin.audit.col.who")} />
                <PlainHeader label={t("admin.audit.col.what")} />
                <PlainHeader label={t("admin.audit.col.entity")} />
                <PlainHeader label={t("admin.audit.col.details")} />
              </tr>
            </thead>
            <tbody>
              {log.items.map((entry) => {
                const entityPath = auditEntityPath(entry.entityType, entry.entityId);
                const entityLabel = t("admin.audit.entityRef", {
                  type: entry.entityType,
                  id: entry.entityId ?? "",
                });
                return (
                  <tr key={entry.id} className="border-b align-top last:border-0">
                    <td className="px-3 py-2 whitespace-nowrap">
                      <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, locale)}</time>
                    </td>
                    <td className="px-3 py-2">
                      {entry.actor ? (
                        <>
                          <Link
                            to={localizePath(`/admin/users/${entry.actor.id}`, locale)}
                            className="font-medium text-primary underline-offset-4 hover:underline"
                          >
                            {`${entry.actor.firstName} ${entry.actor.lastName}`.trim() || entry.actor.email}
                          </Link>
                          <span className="block text-xs break-all text-muted-foreground">
                            {entry.actor.email}
                          </span>
                        </>
                      ) : (
                        <span className="text-muted-foreground">{t("admin.audit.system")}</span>
                      )}
                    </td>
                    <td className="px-3 py-2">
                      {actionLabel(entry.action)}
                      <code className="block text-xs text-muted-foreground">{entry.action}</code>
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {entityPath ? (
                        <Link
                          to={localizePath(entityPath, locale)}
                          className="text-primary underline-offset-4 hover:underline"
                        >
                          {entityLabel}
                        </Link>
                      ) : (
                        entityLabel
                      )}
                    </td>
                    <td className="px-3 py-2">
                      <AuditDetails details={entry.details} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableFrame>
      )}
      <Pagination spec={AUDIT_LIST} query={query} total={log.total} />
    </div>
  );
}
