/**
 * The "Price reduced" badge of a card (docs/decisions/051-price-history.md): shown while the API says the boat
 * is price reduced. The percentage is part of the text, so it is read with the card, not only seen.
 */
import type { TBoatCard } from "@keel/contracts/boats";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { numberFormat } from "#app/lib/intl.ts";
import { Badge } from "#app/ui/badge.tsx";

export function PriceReducedBadge({ reduction }: { reduction: TBoatCard["priceReduction"] }) {
  const t = useT();
  const locale = useLocale();
  if (!reduction) return null;
  const percent = numberFormat(locale, {
    style: "percent",
    maximumFractionDigits: 1,
    signDisplay: "exceptZero",
  }).format(-reduction.percent / 100);
  return (
    <Badge variant="success" data-testid="price-reduced-badge">
      {t("boat.priceReduced", { percent })}
    </Badge>
  );
}
