import type { TFeedRun, TFeedRunSummary, TFeedSource } from "@keel/contracts/feeds";
import { formatDateTime } from "#app/lib/date-time.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";

const COUNTS = ["created", "updated", "unchanged", "withdrawn", "refused"] as const;

/** The latest runs of every source, with their counts; a run's report opens below the table. */
export function RunsTable({
  runs,
  sources,
  selectedId,
}: {
  runs: TFeedRunSummary[];
  sources: TFeedSource[];
  selectedId: number | null;
}) {
  const t = useT();
  const locale = useLocale();
  if (runs.length === 0) return <p className="text-sm text-muted-foreground">{t("feeds.runs.none")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("feeds.runs.title")}</caption>
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t("feeds.runs.when")}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t("feeds.runs.source")}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t("feeds.runs.status")}
            </th>
            {COUNTS.map((c) => (
              <th key={c} scope="col" className="py-2 pr-3 text-right font-medium">
                {t(`feeds.count.${c}`)}
              </th>
            ))}
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">{t("feeds.runs.report")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.id} className="border-t" aria-current={run.id === selectedId ? "true" : undefined}>
              <td className="py-2 pr-3">{formatDateTime(run.finishedAt ?? run.queuedAt, locale)}</td>
              <td className="py-2 pr-3">{sources.find((s) => s.id === run.sourceId)?.name ?? ""}</td>
              <td className="py-2 pr-3">
                {t(`feeds.status.${run.status}`)}
                {run.errorCode ? ` · ${t(`feeds.fileError.${run.errorCode}`)}` : ""}
              </td>
              {COUNTS.map((c) => (
                <td key={c} className="py-2 pr-3 text-right tabular-nums">
                  {run[c]}
                </td>
              ))}
              <td className="py-2">
                <Link
                  to={`?run=${run.id}#feed-report`}
                  preventScrollReset
                  className="font-medium text-primary underline underline-offset-4"
                >
                  {t("feeds.runs.report")}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One run's report: every refused or partly mapped advert with its reasons, in the team's language. */
export function RunReport({ run }: { run: TFeedRun }) {
  const t = useT();
  // Refs may repeat (a duplicate is reported beside the advert it repeats): a position makes each key unique.
  const entries = run.report.entries.map((entry, position) => ({
    ...entry,
    key: `${position}:${entry.ref}`,
  }));
  return (
    <section
      id="feed-report"
      aria-labelledby="feed-report-title"
      className="flex flex-col gap-3 border-t pt-6"
    >
      <h3 id="feed-report-title" className="text-base font-semibold">
        {t("feeds.report.title", { id: run.id })}
      </h3>
      {run.errorCode ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t("feeds.report.fileRefused", { reason: t(`feeds.fileError.${run.errorCode}`) })}
        </p>
      ) : null}
      {entries.length === 0 && !run.errorCode ? (
        <p className="text-sm text-muted-foreground">{t("feeds.report.clean")}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {entries.map((entry) => (
            <li key={entry.key} className="rounded-md border p-3">
              <p className="font-medium">
                {t("feeds.report.advert", { ref: entry.ref || "?" })} · {t(`feeds.outcome.${entry.outcome}`)}
              </p>
              {entry.problems.length > 0 ? (
                <ul className="mt-1 list-disc ps-5 text-muted-foreground">
                  {entry.problems.map((p) => (
                    <li key={`${p.code}:${p.field ?? ""}:${p.value ?? ""}`}>
                      {t(`feeds.problem.${p.code}`, { field: p.field ?? "", value: p.value ?? "" })}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {run.report.omitted > 0 ? (
        <p className="text-sm text-muted-foreground">
          {t("feeds.report.omitted", { count: run.report.omitted })}
        </p>
      ) : null}
    </section>
  );
}
