import type { TAdminTeamBilling } from "@keel/contracts/billing";
import { Form } from "react-router";
import { BILLING_CURRENCIES, BILLING_INTERVALS } from "#app/features/billing/pricing-options.ts";
import { formatDate, formatPrice } from "#app/lib/format.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Badge } from "#app/ui/badge.tsx";
import { Button } from "#app/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/ui/card.tsx";
import type { ActionFailure } from "#app/ui/form/action-result.ts";
import { SelectField, TextAreaField, TextField } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import { InvoiceTable } from "./invoice-table.tsx";
import { SubscriptionStatusBadge } from "./subscription-status-badge.tsx";

interface PanelProps {
  billing: TAdminTeamBilling;
  trialFailure?: ActionFailure;
  customFailure?: ActionFailure;
}

/**
 * The subscription panel of a team in the back office: plan, status, dates, the gateway's events (with how
 * each was applied) and the invoices; and the two hand-made changes, each with a reason for the audit log:
 * a trial of Professional, and a customised price the team can then check out.
 */
export function AdminSubscriptionPanel({ billing, trialFailure, customFailure }: PanelProps) {
  const t = useT();
  const locale = useLocale();
  const sub = billing.subscription;
  const date = (value: string | null) => (value ? formatDate(value, locale, "long") : "—");
  return (
    <Card>
      <section aria-labelledby="subscription-panel-title">
        <CardHeader>
          <CardTitle as="h2" id="subscription-panel-title">
            {t("admin.billing.title")}
          </CardTitle>
          <CardDescription>{t("admin.billing.subtitle")}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">{t("billing.subscription.plan")}</dt>
            <dd className="font-medium">{t(`billing.plan.${sub.plan.slug}`)}</dd>
            <dt className="text-muted-foreground">{t("billing.subscription.status")}</dt>
            <dd>
              <SubscriptionStatusBadge status={sub.status} endsAtPeriodEnd={sub.cancelAtPeriodEnd} />
            </dd>
            {sub.amount !== null && sub.currency && sub.interval ? (
              <>
                <dt className="text-muted-foreground">{t("billing.subscription.price")}</dt>
                <dd className="tabular-nums">
                  {formatPrice(sub.amount, sub.currency, locale)} / {t(`billing.interval.${sub.interval}`)}
                </dd>
              </>
            ) : null}
            <dt className="text-muted-foreground">{t("billing.subscription.renewsOn")}</dt>
            <dd>{date(sub.currentPeriodEnd)}</dd>
            {sub.trialEnd ? (
              <>
                <dt className="text-muted-foreground">{t("billing.subscription.trialEnds")}</dt>
                <dd>{date(sub.trialEnd)}</dd>
              </>
            ) : null}
            {billing.pastDueSince ? (
              <>
                <dt className="text-muted-foreground">{t("admin.billing.pastDueSince")}</dt>
                <dd>{date(billing.pastDueSince)}</dd>
                <dt className="text-muted-foreground">{t("billing.subscription.graceEnds")}</dt>
                <dd>{date(sub.graceEnd)}</dd>
              </>
            ) : null}
            {sub.customPrice ? (
              <>
                <dt className="text-muted-foreground">{t("admin.billing.customPrice")}</dt>
                <dd className="tabular-nums">
                  {formatPrice(sub.customPrice.amount, sub.customPrice.currency, locale)} /{" "}
                  {t(`billing.interval.${sub.customPrice.interval}`)}
                </dd>
              </>
            ) : null}
            <dt className="text-muted-foreground">{t("billing.details.vatId")}</dt>
            <dd>{billing.details.vatId ?? "—"}</dd>
            <dt className="text-muted-foreground">{t("admin.billing.gateway")}</dt>
            <dd>{t(`admin.billing.gateway.${sub.gateway}`)}</dd>
          </dl>

          <div className="grid gap-6 md:grid-cols-2">
            <Form method="post" preventScrollReset className="flex flex-col gap-3">
              <h3 className="text-base">{t("admin.billing.trial.title")}</h3>
              <input type="hidden" name="intent" value="trial" />
              <FormAlert message={trialFailure?.error.message} />
              <TextField
                id="trial-days"
                name="days"
                type="number"
                inputMode="numeric"
                min={1}
                max={90}
                label={t("admin.billing.trial.days")}
                defaultValue={trialFailure?.values.days ?? "14"}
                error={trialFailure?.fieldErrors.days}
              />
              <TextAreaField
                id="trial-reason"
                name="reason"
                label={t("admin.billing.reason")}
                rows={2}
                maxLength={500}
                defaultValue={trialFailure?.values.reason ?? ""}
                error={trialFailure?.fieldErrors.reason}
              />
              <Button type="submit" variant="secondary" className="self-start">
                {t("admin.billing.trial.submit")}
              </Button>
            </Form>
            <Form method="post" preventScrollReset className="flex flex-col gap-3">
              <h3 className="text-base">{t("admin.billing.custom.title")}</h3>
              <input type="hidden" name="intent" value="customPlan" />
              <FormAlert message={customFailure?.error.message} />
              <TextField
                id="custom-amount"
                name="amount"
                inputMode="decimal"
                label={t("admin.billing.custom.amount")}
                hint={t("admin.billing.custom.amountHint")}
                defaultValue={customFailure?.values.amount ?? ""}
                error={customFailure?.fieldErrors.amount}
              />
              <div className="grid grid-cols-2 gap-3">
                <SelectField
                  id="custom-currency"
                  name="currency"
                  label={t("admin.billing.custom.currency")}
                  defaultValue={customFailure?.values.currency ?? sub.currency ?? "EUR"}
                  error={customFailure?.fieldErrors.currency}
                >
                  {BILLING_CURRENCIES.map((currency) => (
                    <option key={currency} value={currency}>
                      {currency}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  id="custom-interval"
                  name="interval"
                  label={t("admin.billing.custom.interval")}
                  defaultValue={customFailure?.values.interval ?? "year"}
                  error={customFailure?.fieldErrors.interval}
                >
                  {BILLING_INTERVALS.map((interval) => (
                    <option key={interval} value={interval}>
                      {t(`billing.interval.${interval}`)}
                    </option>
                  ))}
                </SelectField>
              </div>
              <TextAreaField
                id="custom-reason"
                name="reason"
                label={t("admin.billing.reason")}
                rows={2}
                maxLength={500}
                defaultValue={customFailure?.values.reason ?? ""}
                error={customFailure?.fieldErrors.reason}
              />
              <Button type="submit" variant="secondary" className="self-start">
                {t("admin.billing.custom.submit")}
              </Button>
            </Form>
          </div>

          <section aria-labelledby="billing-events-title" className="flex flex-col gap-2">
            <h3 id="billing-events-title" className="text-base">
              {t("admin.billing.events")}
            </h3>
            {billing.events.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("common.noData")}</p>
            ) : (
              <ul className="flex flex-col gap-1 text-sm">
                {billing.events.map((event) => (
                  <li key={event.id} className="flex flex-wrap items-center gap-2">
                    <time dateTime={event.createdAt} className="text-muted-foreground tabular-nums">
                      {formatDate(event.createdAt, locale)}
                    </time>
                    <code className="text-xs">{event.type}</code>
                    <Badge variant="outline">{t(`admin.billing.eventSource.${event.source}`)}</Badge>
                    <Badge variant={event.status === "failed" ? "destructive" : "secondary"}>
                      {t(`admin.billing.eventStatus.${event.status}`)}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="billing-invoices-title" className="flex flex-col gap-2">
            <h3 id="billing-invoices-title" className="text-base">
              {t("billing.invoices.title")}
            </h3>
            <InvoiceTable invoices={billing.invoices} withPdf={false} />
          </section>
        </CardContent>
      </section>
    </Card>
  );
}
