import { formatReplyPromise } from "#app/lib/durations.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Icon } from "#app/ui/icon.tsx";

/**
 * The team's median time to first reply over 90 days, as buyers see it on the public badge ("Usually replies
 * within 2 hours"); under three answered requests the API has no figure, and the page says so.
 */
export function ReplyTimeBadge({ minutes }: { minutes: number | null }) {
  const t = useT();
  const locale = useLocale();
  return (
    <p className="inline-flex w-fit items-center gap-2 rounded-full border bg-card px-3 py-1 text-sm">
      <Icon name="clock" aria-hidden="true" className="size-4 text-primary" />
      {minutes === null
        ? t("requests.replyTime.unknown")
        : t("requests.replyTime.within", { duration: formatReplyPromise(minutes, locale) })}
    </p>
  );
}
