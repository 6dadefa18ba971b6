import { useLocale } from "../../lib/i18n.ts";
import { formatDateTime } from "../../lib/inbox-format.ts";
import { formatRelativeTime } from "../../lib/relative-time.ts";
import { useTimeZone } from "../../lib/time-zone.ts";
import { TimeWithTooltip } from "../ui/text-tooltip.tsx";

/**
 * When something happened: "3 hours ago" within a week, a date after that, the full date and time (in the reader's time zone) on
 * hover and for assistive technology. `now` comes from the loader so server and browser agree.
 */
export function TimeStamp({ value, now, className }: { value: string; now: string; className?: string }) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const full = formatDateTime(value, locale, timeZone);
  return (
    <TimeWithTooltip value={value} full={full} className={className}>
      {formatRelativeTime(value, now, locale)}
    </TimeWithTooltip>
  );
}
