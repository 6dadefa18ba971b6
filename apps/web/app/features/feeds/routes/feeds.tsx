/**
 * `/dashboard/boats/feeds`: the team's feed sources (a URL pulled on a schedule, or files uploaded by hand), their
 * latest runs with the report of one, the downloads of every boat as OpenMarine XML or CSV, and the private feed
 * URL other portals pull (docs/decisions/047-feeds.md). Owners and admins manage it; members download.
 */
import { ZMessage } from "@keel/contracts/common";
import { ZFeedOverview, ZFeedRun, ZFeedRunSummary, ZFeedSource, ZPrivateFeed } from "@keel/contracts/feeds";
import { z } from "zod";
import { PrivateFeedSection } from "#app/features/feeds/components/private-feed.tsx";
import { RunReport, RunsTable } from "#app/features/feeds/components/runs.tsx";
import { SourceForm, SourcesList } from "#app/features/feeds/components/sources.tsx";
import { NoTeam } from "#app/features/teams/index.ts";
import { apiRequest, isApiError } from "#app/lib/api-client.server.ts";
import { getCurrentTeam } from "#app/lib/current-team.server.ts";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { userApiContext } from "#app/lib/session.server.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { Button } from "#app/ui/button.tsx";
import { formFile, formText } from "#app/ui/form/form-data.ts";
import { fieldErrorMessage } from "#app/ui/form/form-errors.ts";
import { formFailure, formInvalid, formSuccess } from "#app/ui/form/form-result.server.ts";
import { formState } from "#app/ui/form/form-state.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import { SettingsSection } from "#app/ui/settings-section.tsx";
import type { Route } from "./+types/feeds";

const UPLOAD_TIMEOUT_MS = 120_000;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const t = await getTranslator(context);
  const meta = { title: t("feeds.metaTitle"), noIndex: true };
  const { team } = getCurrentTeam(request, context);
  if (!team) return { meta, team: null, overview: null, run: null };
  const api = userApiContext(context, request);
  const canManage = team.role === "owner" || team.role === "admin";
  const overview = canManage
    ? await apiRequest(`teams/${team.id}/feeds`, { ...api, schema: ZFeedOverview })
    : null;
  const runId = Number(url.searchParams.get("run"));
  let run = null;
  if (canManage && Number.isInteger(runId) && runId > 0) {
    try {
      run = await apiRequest(`teams/${team.id}/feeds/runs/${runId}`, { ...api, schema: ZFeedRun });
    } catch (error) {
      if (!isApiError(error, 404)) throw error;
    }
  }
  return { meta, team, overview, run };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const SOURCE_FIELDS = ["name", "format", "url", "intervalMinutes", "isFull"] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, "intent");
  const t = await getTranslator(context);
  const api = userApiContext(context, request);
  const { team } = getCurrentTeam(request, context);
  if (!team) return formInvalid({}, t, { intent });
  const base = `teams/${team.id}/feeds`;
  const sourceId = formText(form, "sourceId");
  try {
    if (intent === "addSource") {
      const values = Object.fromEntries(SOURCE_FIELDS.map((f) => [f, formText(form, f)])) as Record<
        (typeof SOURCE_FIELDS)[number],
        string
      >;
      try {
        const { message } = await apiRequest(`${base}/sources`, {
          ...api,
          method: "POST",
          body: {
            name: values.name,
            format: values.format,
            url: values.url,
            intervalMinutes: Number(values.intervalMinutes) || 60,
            isFull: values.isFull === "on",
          },
          schema: ZFeedSource.extend({ message: z.string() }),
        });
        return formSuccess(intent, message);
      } catch (error) {
        return formFailure(error, t, { intent, values });
      }
    }
    if (intent === "runNow") {
      const { message } = await apiRequest(`${base}/sources/${sourceId}/runs`, {
        ...api,
        method: "POST",
        schema: ZFeedRunSummary.extend({ message: z.string() }),
      });
      return formSuccess(`${intent}-${sourceId}`, message);
    }
    if (intent === "upload") {
      const file = formFile(form, "file");
      if (!file) {
        return formInvalid({ file: t(fieldErrorMessage("file", { code: "required" }).key) }, t, {
          intent: `${intent}-${sourceId}`,
        });
      }
      const upload = new FormData();
      upload.append("file", file, file.name);
      const { message } = await apiRequest(`${base}/sources/${sourceId}/upload`, {
        ...api,
        method: "POST",
        body: upload,
        timeoutMs: UPLOAD_TIMEOUT_MS,
        schema: ZFeedRunSummary.extend({ message: z.string() }),
      });
      return formSuccess(`${intent}-${sourceId}`, message);
    }
    if (intent === "deleteSource") {
      const { message } = await apiRequest(`${base}/sources/${sourceId}`, {
        ...api,
        method: "DELETE",
        schema: ZMessage,
      });
      return formSuccess(intent, message);
    }
    if (intent === "publishFeed") {
      const feed = await apiRequest(`${base}/private-feed`, { ...api, method: "POST", schema: ZPrivateFeed });
      return { ...formSuccess(intent, feed.message), privateFeed: { url: feed.url, csvUrl: feed.csvUrl } };
    }
    if (intent === "revokeFeed") {
      const { message } = await apiRequest(`${base}/private-feed`, {
        ...api,
        method: "DELETE",
        schema: ZMessage,
      });
      return formSuccess(intent, message);
    }
  } catch (error) {
    return formFailure(error, t, {
      intent: intent === "runNow" || intent === "upload" ? `${intent}-${sourceId}` : intent,
    });
  }
  return formInvalid({}, t, { intent });
}

export default function Feeds({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  useApiMessageToast(actionData);
  const { team, overview, run } = loaderData;
  if (!team) return <NoTeam />;
  const exportPath = (format: "xml" | "csv") =>
    localizePath(`/dashboard/boats/feeds/export/${format}`, locale);
  const published =
    actionData && "privateFeed" in actionData
      ? (actionData.privateFeed as { url: string; csvUrl: string })
      : null;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("feeds.title")}
        description={t("feeds.subtitle")}
        back={{ to: localizePath("/dashboard/boats", locale), label: t("feeds.back") }}
      />
      <SettingsSection
        id="feeds-export"
        title={t("feeds.export.title")}
        description={t("feeds.export.subtitle")}
      >
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <a href={exportPath("xml")} download>
              {t("feeds.export.xml")}
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={exportPath("csv")} download>
              {t("feeds.export.csv")}
            </a>
          </Button>
        </div>
      </SettingsSection>
      {overview ? (
        <>
          <SettingsSection
            id="feeds-sources"
            title={t("feeds.sources.title")}
            description={t("feeds.sources.subtitle")}
          >
            <div className="flex flex-col gap-6">
              {overview.canImport ? null : (
                <p role="status" className="rounded-md border bg-muted p-3 text-sm">
                  {t("feeds.sources.planRequired")}
                </p>
              )}
              <SourcesList sources={overview.sources} runs={overview.runs} actionData={actionData} />
              {overview.canImport ? <SourceForm state={formState(actionData, "addSource")} /> : null}
              <p className="text-sm text-muted-foreground">
                {t("feeds.sources.formats")}{" "}
                <a
                  className="font-medium text-primary underline underline-offset-4"
                  href="/api/v1/feeds/template.csv"
                  download
                >
                  {t("feeds.sources.template")}
                </a>
              </p>
            </div>
          </SettingsSection>
          <SettingsSection
            id="feeds-runs"
            title={t("feeds.runs.title")}
            description={t("feeds.runs.subtitle")}
          >
            <div className="flex flex-col gap-6">
              <RunsTable runs={overview.runs} sources={overview.sources} selectedId={run?.id ?? null} />
              {run ? <RunReport run={run} /> : null}
            </div>
          </SettingsSection>
          <PrivateFeedSection
            privateFeed={overview.privateFeed}
            published={published}
            state={formState(actionData, "publishFeed")}
          />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{t("feeds.membersOnlyExport")}</p>
      )}
    </div>
  );
}
