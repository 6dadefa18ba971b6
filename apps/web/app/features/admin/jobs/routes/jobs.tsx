/**
 * Back office: the job queue (docs/decisions/024-job-queue.md). Background work (e-mail delivery, digests,
 * recurring jobs) by state with each job's last error: the jobs not finished by default, one state, one kind,
 * or words of the error. A failed or dead job can be retried now, a waiting one discarded (after a
 * confirmation); both are audited. The state lives in the URL.
 */

import { JOB_STATES } from "@keel/contracts/admin-codes";
import { ZAdminJobList } from "@keel/contracts/jobs";
import { JobTable } from "#app/features/admin/jobs/components/job-table.tsx";
import { JOBS_LIST, jobsApiQuery } from "#app/features/admin/jobs/job-lists.ts";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { EmptyState } from "#app/ui/empty-state.tsx";
import { confirmOf } from "#app/ui/form/action-result.ts";
import { ConfirmStep } from "#app/ui/form/confirm-submit.tsx";
import {
  adminApi,
  isConfirmed,
  needsConfirmation,
  parseIdParam,
  readAdminForm,
  redirectToCanonical,
  submitChange,
  unknownIntent,
  ZChangeResult,
} from "#app/ui/form/submit.server.ts";
import { Pagination } from "#app/ui/list/list-controls.tsx";
import { FilterSelect, ListFilters } from "#app/ui/list/list-filters.tsx";
import { hasActiveFilters, listHref, parseListQuery } from "#app/ui/list/list-query.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/jobs";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const query = parseListQuery(JOBS_LIST, url.searchParams);
  redirectToCanonical(url, JOBS_LIST, query);
  const [t, jobs] = await Promise.all([
    getTranslator(context),
    adminApi(context, request)("jobs", { query: jobsApiQuery(query), schema: ZAdminJobList }),
  ]);
  return { meta: { title: t("admin.jobs.title"), noIndex: true }, query, jobs };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context, url }: Route.ActionArgs) {
  const { form, intent, api, options } = await readAdminForm({ request, context, url });
  const id = parseIdParam(String(form.get("id") ?? ""));
  if (intent === "retry") {
    return submitChange(() => api(`jobs/${id}/retry`, { method: "POST", schema: ZChangeResult }), options);
  }
  if (intent === "discard") {
    if (!isConfirmed(form)) return needsConfirmation(form);
    return submitChange(() => api(`jobs/${id}`, { method: "DELETE", schema: ZChangeResult }), options);
  }
  return unknownIntent();
}

export default function AdminJobsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { query, jobs } = loaderData;
  useApiMessageToast(actionData && "error" in actionData ? actionData : undefined);
  const confirm = confirmOf(actionData);
  const listPath = localizePath("/admin/jobs", locale);
  const isFiltered = hasActiveFilters(query);
  const kinds = [...new Set([...jobs.kinds, ...(query.filters.kind ? [query.filters.kind] : [])])];
  const confirmName = confirm ? `#${confirm.confirm.fields.id ?? ""}` : "";
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("admin.jobs.title")} description={t("admin.jobs.description")} />
      {confirm?.intent === "discard" ? (
        <ConfirmStep
          title={t("admin.jobs.discardTitle", { name: confirmName })}
          description={t("admin.jobs.discardBody")}
          confirmLabel={t("admin.jobs.discard")}
          fields={confirm.confirm.fields}
        />
      ) : null}
      <nav aria-label={t("admin.jobs.countsLabel")}>
        <ul className="flex flex-wrap gap-2 text-sm">
          {JOB_STATES.map((state) => {
            const isCurrent = query.filters.state === state;
            return (
              <li key={state}>
                <Link
                  to={listHref(JOBS_LIST, query, { filters: { state }, page: 1 })}
                  aria-current={isCurrent ? "page" : undefined}
                  className={`inline-flex items-center gap-2 rounded-md border px-3 py-1.5 underline-offset-4 hover:underline ${isCurrent ? "border-primary bg-primary/10 font-semibold" : ""}`}
                >
                  {t(`admin.jobs.state.${state}`)}
                  <span className="tabular-nums">{jobs.counts[state]}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <ListFilters
        label={t("admin.jobs.filtersLabel")}
        search={{ value: query.filters.q, label: t("admin.jobs.searchError") }}
        pageSize={{ value: query.pageSize, options: JOBS_LIST.pageSizes }}
        isFiltered={isFiltered}
        clearHref={listPath}
      >
        <FilterSelect
          id="filter-state"
          name="state"
          label={t("admin.jobs.col.state")}
          value={query.filters.state}
          anyLabel={t("admin.jobs.anyState")}
          options={JOB_STATES.map((value) => ({ value, label: t(`admin.jobs.state.${value}`) }))}
        />
        <FilterSelect
          id="filter-kind"
          name="kind"
          label={t("admin.jobs.kind")}
          value={query.filters.kind}
          anyLabel={t("admin.jobs.anyKind")}
          options={kinds.map((value) => ({ value, label: value }))}
        />
      </ListFilters>
      {jobs.items.length === 0 && !isFiltered ? (
        <p className="rounded-lg border border-dashed px-4 py-12 text-center font-medium">
          {t("admin.jobs.emptyQueue")}
        </p>
      ) : jobs.items.length === 0 ? (
        <EmptyState isFiltered={isFiltered} clearHref={listPath} />
      ) : (
        <>
          <JobTable jobs={jobs.items} />
          <Pagination spec={JOBS_LIST} query={query} total={jobs.total} />
        </>
      )}
    </div>
  );
}
