import { LEAD_STATUSES } from "@keel/contracts/message-codes";
import type { LeadStatus } from "@keel/contracts/messages";
import { Form, useNavigation } from "react-router";

import { formatDateTime } from "#app/lib/date-time.ts";
import { formatDuration } from "#app/lib/durations.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { useTimeZone } from "#app/lib/time-zone.ts";
import { Button } from "#app/ui/button.tsx";
import { Label } from "#app/ui/label.tsx";
import { Select } from "#app/ui/select.tsx";

export interface MemberOption {
  id: number;
  name: string;
}

/**
 * The request as a lead: its status and who handles it. Admins and owners set both; a member moves the
 * status of requests assigned to them (docs/permissions.md). Controls the viewer may not use are disabled
 * and say why; the API checks again. Only what changed is sent.
 */
export function LeadForm({
  status,
  assigneeId,
  members,
  canSetStatus,
  canAssign,
  createdAt,
  firstReplyMinutes,
}: {
  status: LeadStatus;
  assigneeId: number | null;
  members: readonly MemberOption[];
  canSetStatus: boolean;
  canAssign: boolean;
  createdAt: string;
  firstReplyMinutes: number | null;
}) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const navigation = useNavigation();
  const isSaving = navigation.state === "submitting" && navigation.formData?.get("intent") === "lead";
  const canSave = canSetStatus || canAssign;
  return (
    <section aria-labelledby="lead-title" className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <h2 id="lead-title" className="text-base">
        {t("messages.lead.title")}
      </h2>
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">{t("messages.lead.received")}</dt>
          <dd>
            <time dateTime={createdAt}>{formatDateTime(createdAt, locale, timeZone)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("messages.lead.firstReply")}</dt>
          <dd>
            {firstReplyMinutes === null
              ? t("messages.lead.notAnswered")
              : t("messages.lead.answeredAfter", { duration: formatDuration(firstReplyMinutes, locale) })}
          </dd>
        </div>
      </dl>
      <Form method="post" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="lead" />
        {/* What the page showed, so only the fields the user changed are sent. */}
        <input type="hidden" name="was.status" value={status} />
        <input type="hidden" name="was.assignee" value={assigneeId === null ? "" : String(assigneeId)} />
        <div className="flex flex-col gap-2">
          <Label htmlFor="lead-status">{t("messages.lead.status")}</Label>
          <Select
            id="lead-status"
            name="leadStatus"
            defaultValue={status}
            key={status}
            disabled={!canSetStatus}
            aria-describedby={canSetStatus ? undefined : "lead-status-why"}
          >
            {LEAD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`messages.leadStatus.${value}`)}
              </option>
            ))}
          </Select>
          {canSetStatus ? null : (
            <p id="lead-status-why" className="text-xs text-muted-foreground">
              {t("messages.lead.statusNotAllowed")}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="lead-assignee">{t("messages.lead.assignee")}</Label>
          <Select
            id="lead-assignee"
            name="assigneeUserId"
            defaultValue={assigneeId === null ? "" : String(assigneeId)}
            key={assigneeId ?? "none"}
            disabled={!canAssign}
            aria-describedby={canAssign ? undefined : "lead-assignee-why"}
          >
            <option value="">{t("messages.lead.unassigned")}</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </Select>
          {canAssign ? null : (
            <p id="lead-assignee-why" className="text-xs text-muted-foreground">
              {t("messages.lead.assignNotAllowed")}
            </p>
          )}
        </div>
        {canSave ? (
          <div>
            <Button type="submit" variant="outline" size="sm" disabled={isSaving}>
              {t("messages.lead.save")}
            </Button>
          </div>
        ) : null}
      </Form>
    </section>
  );
}
