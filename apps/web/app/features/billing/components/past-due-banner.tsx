import { formatDate } from "#app/lib/format.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { Icon } from "#app/ui/icon.tsx";

/**
 * The dashboard's banner while a payment has failed: until when the team keeps posting (the grace period),
 * and the way to fix it (the billing page). A status region: announced once when a page opens with it.
 */
export function PastDueBanner({ graceEnd }: { graceEnd: string | null }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-950 sm:flex-row sm:items-center dark:border-red-800 dark:bg-red-950 dark:text-red-50"
    >
      <Icon name="triangle-exclamation-point" aria-hidden="true" className="size-5 shrink-0" />
      <p className="flex-1 text-sm font-medium">
        {graceEnd
          ? t("billing.pastDue.banner", { date: formatDate(graceEnd, locale, "long") })
          : t("billing.pastDue.bannerNoDate")}
      </p>
      <Link
        to={localizePath("/dashboard/billing", locale)}
        className="text-sm font-semibold text-red-950 underline underline-offset-4 dark:text-red-50"
      >
        {t("billing.pastDue.fix")}
      </Link>
    </div>
  );
}
