import type { TStatistics } from "@keel/contracts/statistics";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { numberFormat } from "#app/lib/intl.ts";
import { Icon } from "#app/ui/icon.tsx";

export const COUNT_KEYS = ["views", "detailViews", "clicks", "contacts"] as const;
export type CountKey = (typeof COUNT_KEYS)[number];

const ICONS = {
  views: "eye",
  detailViews: "file-search",
  clicks: "mouse-pointer-click",
  contacts: "mail",
} as const;

/** The period's totals: views, detailed views, clicks and contacts. */
export function StatsTotals({ totals }: { totals: TStatistics["totals"] }) {
  const t = useT();
  const locale = useLocale();
  const number = numberFormat(locale);
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {COUNT_KEYS.map((key) => {
        const iconName = ICONS[key];
        return (
          <div key={key} className="flex flex-col gap-1 rounded-lg border bg-card p-4">
            <dt className="flex items-center gap-2 text-sm text-muted-foreground">
              <Icon name={iconName} aria-hidden="true" className="size-4" />
              {t(`stats.count.${key}`)}
            </dt>
            <dd className="text-2xl font-semibold tabular-nums">{number.format(totals[key])}</dd>
          </div>
        );
      })}
    </dl>
  );
}
