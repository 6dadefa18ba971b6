import { formatDateTime } from "#app/lib/date-time.ts";
import { useLocale } from "#app/lib/i18n.ts";
import { formatRelativeTime } from "#app/lib/relative-time.ts";
import { useTimeZone } from "#app/lib/time-zone.ts";
import { TimeWithTooltip } from "#app/ui/text-tooltip.tsx";

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
