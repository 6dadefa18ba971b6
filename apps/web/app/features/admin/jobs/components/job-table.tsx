/**
 * The job queue's table in the back office: each job with its state, attempts, timing and last error, and the
 * actions its state allows (retry a failed or dead job; discard a queued, failed or dead one, after a
 * confirmation). Each action is its own form posting `intent` and `id` to the page.
 */
import type { TAdminJob } from "@keel/contracts/jobs";
import { Form } from "react-router";
import { formatDateTime } from "#app/features/admin/admin-format.ts";
import { DISCARDABLE_STATES, RETRYABLE_STATES } from "#app/features/admin/jobs/job-lists.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Badge, type BadgeProps } from "#app/ui/badge.tsx";
import { Button } from "#app/ui/button.tsx";
import { ConfirmSubmit } from "#app/ui/form/confirm-submit.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { PlainHeader, TableFrame } from "#app/ui/list/list-controls.tsx";
import { Tooltip } from "#app/ui/tooltip.tsx";

const STATE_VARIANT: Record<TAdminJob["state"], BadgeProps["variant"]> = {
  queued: "secondary",
  running: "primary",
  failed: "warning",
  dead: "destructive",
  done: "success",
};

export function JobStateBadge({ state }: { state: TAdminJob["state"] }) {
  const t = useT();
  return <Badge variant={STATE_VARIANT[state]}>{t(`admin.jobs.state.${state}`)}</Badge>;
}

function JobTiming({ job }: { job: TAdminJob }) {
  const t = useT();
  const locale = useLocale();
  const at = (value: string) => <time dateTime={value}>{formatDateTime(value, locale)}</time>;
  const line = (label: string, value: string) => (
    <>
      <span className="block text-muted-foreground">{label}</span>
      {at(value)}
    </>
  );
  if (job.state === "running" && job.lockedUntil)
    return line(t("admin.jobs.timing.leaseUntil"), job.lockedUntil);
  if (job.state === "queued" || job.state === "failed") return line(t("admin.jobs.timing.runsAt"), job.runAt);
  if (job.finishedAt) return line(t("admin.jobs.timing.finishedAt"), job.finishedAt);
  return null;
}

export function JobTable({ jobs }: { jobs: TAdminJob[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <TableFrame label={t("admin.jobs.tableLabel")}>
      <table className="w-full min-w-[64rem] text-sm">
        <caption className="sr-only">{t("admin.jobs.tableLabel")}</caption>
        <thead className="border-b bg-muted/50">
          <tr>
            <PlainHeader label={t("admin.jobs.col.job")} />
            <PlainHeader label={t("admin.jobs.col.state")} />
            <PlainHeader label={t("admin.jobs.col.attempts")} />
            <PlainHeader label={t("admin.jobs.col.timing")} />
            <PlainHeader label={t("admin.jobs.col.error")} />
            <PlainHeader label={t("admin.jobs.col.actions")} />
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => {
            const name = t("admin.jobs.name", { id: job.id, kind: job.kind });
            return (
              <tr key={job.id} className="border-b align-top last:border-0">
                <td className="px-3 py-2">
                  <span className="font-medium">#{job.id}</span> <code>{job.kind}</code>
                  <Tooltip
                    content={
                      <code className="break-all whitespace-normal">{JSON.stringify(job.payload)}</code>
                    }
                  >
                    {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focus opens the tooltip holding the whole payload */}
                    <code tabIndex={0} className="block max-w-56 truncate text-xs text-muted-foreground">
                      {JSON.stringify(job.payload)}
                    </code>
                  </Tooltip>
                  <span className="block text-xs text-muted-foreground">
                    {t("admin.jobs.createdAt")}{" "}
                    <time dateTime={job.createdAt}>{formatDateTime(job.createdAt, locale)}</time>
                  </span>
                </td>
                <td className="px-3 py-2">
                  <JobStateBadge state={job.state} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {t("admin.jobs.attempts", { attempts: job.attempts, max: job.maxAttempts })}
                </td>
                <td className="px-3 py-2 text-xs">
                  <JobTiming job={job} />
                </td>
                <td className="max-w-md px-3 py-2">
                  {job.lastError ? (
                    <pre className="line-clamp-4 font-mono text-xs break-words whitespace-pre-wrap">
                      {job.lastError}
                    </pre>
                  ) : (
                    <span className="text-muted-foreground">{t("admin.jobs.noError")}</span>
                  )}
                </td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-2">
                    {RETRYABLE_STATES.includes(job.state) ? (
                      <Form method="post" preventScrollReset>
                        <input type="hidden" name="intent" value="retry" />
                        <input type="hidden" name="id" value={job.id} />
                        <Button
                          type="submit"
                          size="sm"
                          variant="outline"
                          aria-label={t("admin.jobs.retryNamed", { name })}
                        >
                          <Icon name="rotate-ccw" />
                          {t("admin.jobs.retry")}
                        </Button>
                      </Form>
                    ) : null}
                    {DISCARDABLE_STATES.includes(job.state) ? (
                      <Form method="post" id={`discard-job-${job.id}`} preventScrollReset>
                        <input type="hidden" name="intent" value="discard" />
                        <input type="hidden" name="id" value={job.id} />
                        <ConfirmSubmit
                          form={`discard-job-${job.id}`}
                          title={t("admin.jobs.discardTitle", { name })}
                          description={t("admin.jobs.discardBody")}
                          confirmLabel={t("admin.jobs.discard")}
                          aria-label={t("admin.jobs.discardNamed", { name })}
                        >
                          <Icon name="trash" />
                          {t("admin.jobs.discard")}
                        </ConfirmSubmit>
                      </Form>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}
