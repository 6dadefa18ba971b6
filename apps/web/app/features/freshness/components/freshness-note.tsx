import type { TFreshness } from "@keel/contracts/freshness";
import { formatDate } from "#app/lib/format.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Badge } from "#app/ui/badge.tsx";
import { Button } from "#app/ui/button.tsx";
import { Icon } from "#app/ui/icon.tsx";

/**
 * A public boat's freshness in the team's list (decision 025): hidden from search for want of a confirmation
 * ("Not confirmed for 61 days"), or about to be, with the button that confirms it. It submits the list's form
 * with `confirmId`, so it works without JavaScript. Nothing shows while the boat is fresh.
 */
export function FreshnessNote({
  boat,
  freshness,
  isBusy,
}: {
  boat: { id: number; title: string };
  freshness: TFreshness;
  isBusy: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  if (freshness.state === "fresh") return null;
  const hintId = `freshness-${boat.id}`;
  return (
    <div className="flex flex-col items-start gap-1">
      {freshness.state === "stale" ? (
        <Badge variant="destructive">
          {t("freshness.badge.stale", { days: freshness.daysSinceConfirmed })}
        </Badge>
      ) : (
        <Badge variant="warning">
          {t("freshness.badge.due", { date: formatDate(freshness.hiddenAt, locale, "medium") })}
        </Badge>
      )}
      <span id={hintId} className="text-xs text-muted-foreground">
        {freshness.state === "stale" ? t("freshness.badge.staleHint") : t("freshness.badge.dueHint")}
      </span>
      <Button
        type="submit"
        name="confirmId"
        value={boat.id}
        size="sm"
        variant="outline"
        disabled={isBusy}
        aria-label={t("freshness.confirmOne", { title: boat.title })}
        aria-describedby={hintId}
      >
        <Icon name="circle-check" />
        {t("freshness.confirm")}
      </Button>
    </div>
  );
}
