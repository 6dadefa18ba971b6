import type { LeadStatus } from "@keel/contracts/messages";
import { formatDateTime } from "#app/lib/date-time.ts";
import { formatDuration } from "#app/lib/durations.ts";
import { formatDate } from "#app/lib/format.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { numberFormat } from "#app/lib/intl.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { useTimeZone } from "#app/lib/time-zone.ts";
import { PlainHeader, TableFrame } from "#app/ui/list/list-controls.tsx";
import { TimeWithTooltip } from "#app/ui/text-tooltip.tsx";
import { LeadStatusBadge } from "./lead-status-badge.tsx";

export interface RequestRow {
  id: number;
  boat: { id: number; title: string } | null;
  buyer: { name: string; email: string };
  isRead: boolean;
  leadStatus: LeadStatus;
  assignee: { id: number; name: string } | null;
  notesCount: number;
  createdAt: string;
  firstReplyMinutes: number | null;
}

/** Requests as a table of leads; the buyer's name opens the conversation. */
export function RequestsTable({ rows }: { rows: readonly RequestRow[] }) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const number = numberFormat(locale);
  return (
    <TableFrame label={t("requests.tableLabel")}>
      <table className="w-full min-w-[56rem] text-sm">
        <caption className="sr-only">{t("requests.tableLabel")}</caption>
        <thead className="border-b bg-muted/50">
          <tr>
            <PlainHeader label={t("requests.col.buyer")} />
            <PlainHeader label={t("requests.col.boat")} />
            <PlainHeader label={t("requests.col.status")} />
            <PlainHeader label={t("requests.col.assignee")} />
            <PlainHeader label={t("requests.col.notes")} className="text-right" />
            <PlainHeader label={t("requests.col.firstReply")} />
            <PlainHeader label={t("requests.col.received")} />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b align-top last:border-0 hover:bg-muted/40">
              <td className="px-3 py-2">
                <Link
                  to={localizePath(`/dashboard/messages/${row.id}`, locale)}
                  className={`text-primary underline-offset-4 hover:underline ${row.isRead ? "font-medium" : "font-bold"}`}
                >
                  {row.isRead ? null : <span className="sr-only">{t("messages.list.unread")}: </span>}
                  {row.buyer.name}
                </Link>
                <span className="block text-xs break-all text-muted-foreground">{row.buyer.email}</span>
              </td>
              <td className="px-3 py-2">
                {row.boat ? (
                  row.boat.title
                ) : (
                  <span className="text-muted-foreground">{t("messages.boatRemoved")}</span>
                )}
              </td>
              <td className="px-3 py-2">
                <LeadStatusBadge status={row.leadStatus} />
              </td>
              <td className="px-3 py-2">
                {row.assignee ? (
                  row.assignee.name
                ) : (
                  <span className="text-muted-foreground">{t("messages.lead.unassigned")}</span>
                )}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{number.format(row.notesCount)}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {row.firstReplyMinutes === null ? (
                  <span className="text-muted-foreground">{t("requests.notAnswered")}</span>
                ) : (
                  formatDuration(row.firstReplyMinutes, locale)
                )}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                <TimeWithTooltip value={row.createdAt} full={formatDateTime(row.createdAt, locale, timeZone)}>
                  {formatDate(row.createdAt, locale)}
                </TimeWithTooltip>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
