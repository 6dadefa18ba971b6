import type { TChangePreview } from "@keel/contracts/billing";
import { Fragment } from "react";
import { formatDate, formatPrice } from "#app/lib/format.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";

/** What a change of plan or interval costs, as the API computed it, shown before it is confirmed. */
export function ChangePreviewTable({ preview }: { preview: TChangePreview }) {
  const t = useT();
  const locale = useLocale();
  const money = (amount: number) => formatPrice(amount, preview.currency, locale);
  const rows: [string, string, boolean?][] = [
    [t("billing.preview.credit"), money(preview.credit)],
    [t("billing.preview.charge"), money(preview.charge)],
    [t("billing.amount.subtotal"), money(preview.subtotal)],
    [
      preview.reverseCharge
        ? t("billing.amount.reverseCharge")
        : t("billing.amount.tax", { rate: preview.taxRate }),
      money(preview.tax),
    ],
    [t("billing.preview.dueNow"), money(preview.dueNow), true],
  ];
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {rows.map(([term, value, isTotal]) => (
          <Fragment key={term}>
            <dt className={isTotal ? "font-semibold" : "text-muted-foreground"}>{term}</dt>
            <dd className={isTotal ? "text-right font-semibold tabular-nums" : "text-right tabular-nums"}>
              {value}
            </dd>
          </Fragment>
        ))}
      </dl>
      {preview.carriedCredit > 0 ? (
        <p className="text-sm text-muted-foreground">
          {t("billing.preview.carriedCredit", { amount: money(preview.carriedCredit) })}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">
        {t("billing.preview.nextRenewal", {
          date: formatDate(preview.nextRenewalAt, locale, "long"),
          amount: money(preview.next.amount),
          interval: t(`billing.interval.${preview.next.interval}`),
        })}
      </p>
    </div>
  );
}
