import type { InvoiceStatus, TInvoice } from "@keel/contracts/billing";
import { formatDate, formatPrice } from "#app/lib/format.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import { Badge, type BadgeProps } from "#app/ui/badge.tsx";
import { Icon } from "#app/ui/icon.tsx";

const STATUS_VARIANTS: Record<InvoiceStatus, NonNullable<BadgeProps["variant"]>> = {
  draft: "outline",
  open: "warning",
  paid: "success",
  void: "outline",
  uncollectible: "destructive",
};

/**
 * A team's invoices: number, date, amount excl. tax, tax (or the EU reverse charge), total, status and, where
 * `withPdf`, a download of its PDF (through the dashboard, which carries the session to the API).
 */
export function InvoiceTable({
  invoices,
  withPdf = true,
}: {
  invoices: readonly TInvoice[];
  withPdf?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  if (invoices.length === 0)
    return <p className="text-sm text-muted-foreground">{t("billing.invoices.none")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("billing.invoices.title")}</caption>
        <thead className="border-b text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("billing.invoices.number")}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("billing.invoices.date")}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {t("billing.amount.subtotal")}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {t("billing.invoices.tax")}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {t("billing.amount.total")}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("billing.invoices.status")}
            </th>
            {withPdf ? (
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">{t("billing.invoices.pdf")}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id} className="border-b last:border-0">
              <th scope="row" className="py-2 pr-4 font-medium">
                {invoice.number}
              </th>
              <td className="py-2 pr-4">{formatDate(invoice.issuedAt, locale)}</td>
              <td className="py-2 pr-4 text-right tabular-nums">
                {formatPrice(invoice.subtotal, invoice.currency, locale)}
              </td>
              <td className="py-2 pr-4 text-right tabular-nums">
                {invoice.reverseCharge
                  ? t("billing.invoices.reverseCharge")
                  : formatPrice(invoice.tax, invoice.currency, locale)}
              </td>
              <td className="py-2 pr-4 text-right font-medium tabular-nums">
                {formatPrice(invoice.total, invoice.currency, locale)}
              </td>
              <td className="py-2 pr-4">
                <Badge variant={STATUS_VARIANTS[invoice.status]}>
                  {t(`billing.invoiceStatus.${invoice.status}`)}
                </Badge>
              </td>
              {withPdf ? (
                <td className="py-2">
                  <a
                    href={localizePath(
                      `/dashboard/billing/invoices/${encodeURIComponent(invoice.id)}/pdf`,
                      locale,
                    )}
                    download
                    className="inline-flex items-center gap-1.5 font-medium"
                  >
                    <Icon name="file-down" aria-hidden="true" className="size-4" />
                    {t("billing.invoices.download", { number: invoice.number })}
                  </a>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
