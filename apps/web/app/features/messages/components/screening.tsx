import type { ScreeningStatus } from "@keel/contracts/message-codes";
import type { TAdminMessageItem } from "@keel/contracts/messages";
import { isKnownReason } from "#app/features/messages/message-lists.ts";
import { useT } from "#app/lib/i18n.ts";
import { Badge, type BadgeProps } from "#app/ui/badge.tsx";
import { Icon } from "#app/ui/icon.tsx";

const VARIANT: Record<ScreeningStatus, BadgeProps["variant"]> = {
  clear: "outline",
  held: "warning",
  released: "success",
  blocked: "destructive",
};

/** A message's screening status in words ("Held", "Released"…). */
export function ScreeningBadge({ status }: { status: ScreeningStatus }) {
  const t = useT();
  return <Badge variant={VARIANT[status]}>{t(`messageModeration.status.${status}`)}</Badge>;
}

/** The sender is on the block list: their later messages are refused. */
export function BlockedSenderBadge() {
  const t = useT();
  return (
    <Badge variant="destructive">
      <Icon name="ban" aria-hidden="true" className="size-3.5" />
      {t("messageModeration.senderBlocked")}
    </Badge>
  );
}

/** Why screening flagged a message, translated; a reason this page has no text for is shown as its code. */
export function ScreeningReasons({
  reasons,
  detailed = false,
}: {
  reasons: readonly string[];
  detailed?: boolean;
}) {
  const t = useT();
  if (reasons.length === 0)
    return <span className="text-muted-foreground">{t("messageModeration.noReason")}</span>;
  return (
    <ul className={detailed ? "flex flex-col gap-2" : "flex flex-wrap gap-1"}>
      {reasons.map((reason) =>
        detailed ? (
          <li key={reason} className="text-sm">
            <span className="font-semibold">
              {isKnownReason(reason) ? t(`messageModeration.reason.${reason}`) : reason}
            </span>
            {isKnownReason(reason) ? (
              <span className="block text-muted-foreground">
                {t(`messageModeration.reasonHelp.${reason}`)}
              </span>
            ) : null}
          </li>
        ) : (
          <li key={reason}>
            <Badge variant="outline">
              {isKnownReason(reason) ? t(`messageModeration.reason.${reason}`) : reason}
            </Badge>
          </li>
        ),
      )}
    </ul>
  );
}

/** A buyer message's own screening, at the foot of its bubble; the team's replies are not screened. */
export function MessageScreening({ message }: { message: TAdminMessageItem }) {
  const t = useT();
  if (message.direction !== "inbound") return null;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2 border-t pt-2 text-xs">
      <span className="font-semibold">{t("messageModeration.item.screening")}</span>
      <ScreeningBadge status={message.screeningStatus} />
      {message.screeningReasons.length > 0 ? <ScreeningReasons reasons={message.screeningReasons} /> : null}
    </div>
  );
}
