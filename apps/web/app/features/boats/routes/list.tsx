/**
 * /dashboard/boats: the current team's boats with search, status and type filters, sort and pages (all in
 * the URL), and bulk publish / unpublish / archive with a result per boat. Works without JavaScript: the
 * filters are a GET form, the bulk actions a POST form.
 */

import { BULK_ACTIONS, type BulkAction } from "@keel/contracts/boat-codes";
import { ZBulkResult, ZTeamBoatList } from "@keel/contracts/boat-editor";
import { ZMessage } from "@keel/contracts/common";
import { data, useNavigation } from "react-router";
import { findCatalog, requireBoatsTeam, toActionError } from "#app/features/boats/boats.server.ts";
import { BoatFilters } from "#app/features/boats/components/boat-filters.tsx";
import { BoatTable } from "#app/features/boats/components/boat-table.tsx";
import { BulkResults } from "#app/features/boats/components/bulk-results.tsx";
import { Pagination } from "#app/features/boats/components/pagination.tsx";
import { PlanRestrictedNotice } from "#app/features/boats/components/plan-notice.tsx";
import { isFiltered, parseTeamBoatQuery, toApiQuery } from "#app/features/boats/team-boat-query.ts";
import { apiRequest } from "#app/lib/api-client.server.ts";
import { getCurrentTeam } from "#app/lib/current-team.server.ts";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { userApiContext } from "#app/lib/session.server.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { Button } from "#app/ui/button.tsx";
import { Icon } from "#app/ui/icon.tsx";
import type { Route } from "./+types/list";

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseTeamBoatQuery(new URL(request.url).searchParams);
  const [t, team, catalog] = await Promise.all([
    getTranslator(context),
    requireBoatsTeam(request, context),
    findCatalog(request, context),
  ]);
  const list = await apiRequest(`teams/${team.id}/boats`, {
    ...userApiContext(context, request),
    query: toApiQuery(query),
    schema: ZTeamBoatList,
  });
  return {
    meta: { title: t("boats.metaTitle"), noIndex: true },
    team: { id: team.id, canPostBoats: team.plan.canPostBoats },
    list,
    query,
    boatTypes: (catalog?.boatTypes ?? []).map(({ id, label }) => ({ id, label })),
    now: new Date().toISOString(),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const t = await getTranslator(context);
  const confirmId = Number(form.get("confirmId"));
  if (form.has("confirmId")) return confirmAvailable(request, context, confirmId);
  const bulkAction = String(form.get("bulkAction") ?? "");
  const ids = [...new Set(form.getAll("ids").map(Number))].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (!(BULK_ACTIONS as readonly string[]).includes(bulkAction)) {
    return data({ bulk: null, error: { message: t("boats.bulk.invalid") } }, { status: 400 });
  }
  if (ids.length === 0) {
    return data({ bulk: null, error: { message: t("boats.bulk.noneSelected") } }, { status: 400 });
  }
  const { team } = getCurrentTeam(request, context);
  if (!team) throw data("No team", { status: 404 });
  try {
    const result = await apiRequest(`teams/${team.id}/boats/bulk`, {
      ...userApiContext(context, request),
      method: "POST",
      body: { action: bulkAction, ids: ids.slice(0, 100) },
      schema: ZBulkResult,
    });
    return { bulk: { action: bulkAction as BulkAction, ...result }, error: null };
  } catch (error) {
    const { message } = toActionError(error);
    return data({ bulk: null, error: { message } }, { status: 400 });
  }
}

/** A row's "Confirm still available" (decision 025): the boat's own action, answered with its toast. */
async function confirmAvailable(request: Request, context: Route.ActionArgs["context"], boatId: number) {
  const { team } = getCurrentTeam(request, context);
  if (!team) throw data("No team", { status: 404 });
  try {
    if (!Number.isSafeInteger(boatId) || boatId <= 0) throw data("Bad boat", { status: 400 });
    const { message } = await apiRequest(`teams/${team.id}/boats/${boatId}/actions`, {
      ...userApiContext(context, request),
      method: "POST",
      body: { action: "confirm_available" },
      schema: ZMessage,
    });
    return { bulk: null, error: null, confirmed: { message } };
  } catch (error) {
    const { message } = toActionError(error);
    return data({ bulk: null, error: { message } }, { status: 400 });
  }
}

export default function BoatsList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { team, list, query, boatTypes, now } = loaderData;
  const navigation = useNavigation();
  useApiMessageToast(
    actionData?.error
      ? { error: actionData.error }
      : actionData && "confirmed" in actionData
        ? actionData.confirmed
        : actionData?.bulk,
  );
  const isEmpty = list.total === 0;
  return (
    <div className="flex max-w-7xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1>{t("boats.title")}</h1>
          <p className="mt-1 text-muted-foreground">{t("boats.count", { count: list.total })}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <Link to={localizePath("/dashboard/boats/feeds", locale)}>{t("feeds.title")}</Link>
          </Button>
          {team.canPostBoats ? (
            <Button asChild>
              <Link to={localizePath("/dashboard/boats/new", locale)}>
                <Icon name="plus" aria-hidden="true" />
                {t("boats.new")}
              </Link>
            </Button>
          ) : (
            <Button disabled aria-describedby="plan-restricted">
              <Icon name="plus" aria-hidden="true" />
              {t("boats.new")}
            </Button>
          )}
        </div>
      </div>
      {team.canPostBoats ? null : (
        <div id="plan-restricted">
          <PlanRestrictedNotice />
        </div>
      )}
      <BoatFilters query={query} boatTypes={boatTypes} />
      {actionData?.bulk ? <BulkResults result={actionData.bulk} rows={list.items} /> : null}
      {isEmpty ? (
        <div className="rounded-lg border bg-muted/40 p-8 text-center">
          <p className="font-medium">
            {isFiltered(query) ? t("common.noMatchingData") : t("boats.empty.title")}
          </p>
          {isFiltered(query) ? null : (
            <p className="mt-1 text-sm text-muted-foreground">{t("boats.empty.body")}</p>
          )}
        </div>
      ) : (
        <BoatTable
          rows={list.items}
          now={now}
          canPublish={team.canPostBoats}
          isBusy={navigation.state === "submitting"}
          search={query.q}
        />
      )}
      <Pagination query={query} total={list.total} />
    </div>
  );
}
