import { BOAT_STATUSES, type BoatStatus } from "@keel/contracts/boat-codes";
import type { TStatistics } from "@keel/contracts/statistics";
import { BoatStatusBadge, BoatThumb } from "#app/features/boats/index.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { numberFormat } from "#app/lib/intl.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";

const isBoatStatus = (value: string): value is BoatStatus =>
  (BOAT_STATUSES as readonly string[]).includes(value);

/** The period's most viewed boats, most viewed first, with their counts. */
export function TopBoats({ boats }: { boats: TStatistics["topBoats"] }) {
  const t = useT();
  const locale = useLocale();
  const number = numberFormat(locale);
  if (boats.length === 0) return <p className="text-sm text-muted-foreground">{t("stats.top.empty")}</p>;
  return (
    <ol className="flex flex-col divide-y rounded-lg border bg-card">
      {boats.map((boat, index) => (
        <li key={boat.id} className="flex items-center gap-3 p-3">
          <span className="w-5 text-right text-sm font-semibold text-muted-foreground tabular-nums">
            {number.format(index + 1)}
          </span>
          <BoatThumb image={boat.photo} className="w-14 shrink-0" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <Link
              to={localizePath(`/dashboard/boats/${boat.id}`, locale)}
              className="truncate font-medium text-primary underline-offset-4 hover:underline"
            >
              {boat.title}
            </Link>
            <p className="text-xs text-muted-foreground">
              {t("stats.top.counts", {
                views: boat.views,
                detailViews: boat.detailViews,
                contacts: boat.contacts,
              })}
            </p>
          </div>
          {isBoatStatus(boat.status) ? <BoatStatusBadge status={boat.status} /> : null}
        </li>
      ))}
    </ol>
  );
}
