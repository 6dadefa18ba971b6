/**
 * Back office: the exchange rates buyers' approximate prices are computed with (docs/decisions/041-exchange-
 * rates.md). Each currency's rate (units for one euro), its day and source; an admin sets a rate (bounded and
 * audited by the API: stored EUR prices follow through a job), or imports the ECB's reference rates now when
 * EXCHANGE_RATES_URL is set.
 */
import { MAX_EXCHANGE_RATE, MIN_EXCHANGE_RATE } from "@keel/contracts/currency-codes";
import { ZAdminExchangeRates, ZExchangeRate, ZExchangeRateImport } from "@keel/contracts/exchange-rates";
import { data, Form } from "react-router";
import { isApiError } from "#app/lib/api-client.server.ts";
import { formatDate } from "#app/lib/format.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { useBrand, useLocale, useT } from "#app/lib/i18n.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { Button } from "#app/ui/button.tsx";
import type { ActionFailure } from "#app/ui/form/action-result.ts";
import { failureOf } from "#app/ui/form/action-result.ts";
import { FieldError } from "#app/ui/form/field.tsx";
import { formatDecimal, parseDecimal } from "#app/ui/form/number-input.ts";
import { adminApi, submitChange, unknownIntent } from "#app/ui/form/submit.server.ts";
import { Input } from "#app/ui/input.tsx";
import { TableFrame } from "#app/ui/list/list-controls.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/exchange-rates";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [t, table] = await Promise.all([
    getTranslator(context),
    adminApi(context, request)("exchange-rates", { schema: ZAdminExchangeRates }),
  ]);
  return { meta: { title: t("admin.rates.title"), noIndex: true }, table };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const failure = (intent: string, message: string, fieldErrors: Record<string, string>, values = {}) =>
  data<ActionFailure>(
    { intent, error: { code: "VALIDATION_FAILED", message }, fieldErrors, values },
    { status: 400 },
  );

export async function action({ request, context, url }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const api = adminApi(context, request);
  const t = await getTranslator(context);
  if (intent === "import") {
    try {
      return await submitChange(
        () => api("exchange-rates/import", { method: "POST", schema: ZExchangeRateImport }),
        {
          context,
          url,
          intent,
        },
      );
    } catch (error) {
      // The file could not be read or was refused (502): the page says so, the table is unchanged.
      if (!isApiError(error, 502)) throw error;
      return data<ActionFailure>(
        { intent, error: { code: error.code, message: error.message }, fieldErrors: {}, values: {} },
        { status: 502 },
      );
    }
  }
  if (intent.startsWith("rate:")) {
    const currency = intent.slice(5);
    const text = String(form.get("rate") ?? "");
    const values = { rate: text, date: String(form.get("date") ?? "") };
    const rate = parseDecimal(text, context.get(localeContext));
    if (rate === null || rate < MIN_EXCHANGE_RATE || rate > MAX_EXCHANGE_RATE)
      return failure(intent, t("admin.rates.invalid"), { rate: t("admin.rates.invalid") }, values);
    const result = await submitChange(
      async () => {
        await api(`exchange-rates/${currency}`, {
          method: "PUT",
          body: { rate, ...(values.date ? { date: values.date } : {}) },
          schema: ZExchangeRate,
        });
        return { message: t("admin.rates.saved", { currency }) };
      },
      { context, url, intent, values },
    );
    // The API's own words for a rate too far from the current one ("check the digits") beat a generic one.
    if (!(result instanceof Response) && "data" in result && result.data.fieldErrors.rate) {
      result.data.fieldErrors.rate = result.data.error.message;
    }
    return result;
  }
  return unknownIntent();
}

export default function AdminExchangeRatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const brand = useBrand();
  const locale = useLocale();
  const { table } = loaderData;
  useApiMessageToast(actionData && "error" in actionData ? actionData : undefined);
  const importFailure = failureOf(actionData, "import");
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("admin.rates.title")} description={t("admin.rates.description")} />
      <section aria-labelledby="rates-import" className="flex flex-col gap-3 rounded-lg border p-4">
        <h2 id="rates-import" className="text-base font-semibold">
          {t("admin.rates.importTitle")}
        </h2>
        <p className="text-sm text-muted-foreground">
          {table.canImport ? t("admin.rates.importHelp") : t("admin.rates.importOff")}
        </p>
        {table.canImport ? (
          <Form method="post" className="flex flex-col gap-2">
            <input type="hidden" name="intent" value="import" />
            <Button type="submit" variant="secondary" className="self-start">
              {t("admin.rates.importNow")}
            </Button>
            {importFailure ? (
              <FieldError id="rates-import-error">{importFailure.error.message}</FieldError>
            ) : null}
          </Form>
        ) : null}
      </section>
      <TableFrame label={t("admin.rates.tableLabel")}>
        <table className="w-full text-sm">
          <caption className="sr-only">{t("admin.rates.tableLabel")}</caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t("admin.rates.col.currency")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("admin.rates.col.rate")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("admin.rates.col.date")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("admin.rates.col.source")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("admin.rates.col.change")}
              </th>
            </tr>
          </thead>
          <tbody>
            {table.rates.map((row) => {
              const intent = `rate:${row.currency}`;
              const refused = failureOf(actionData, intent);
              const inputId = `rate-${row.currency}`;
              const errorId = `${inputId}-error`;
              return (
                <tr key={row.currency} className="border-t align-top">
                  <th scope="row" className="px-3 py-2 font-semibold">
                    {row.currency}
                  </th>
                  <td className="px-3 py-2 tabular-nums">{formatDecimal(row.rate, locale, 6)}</td>
                  <td className="px-3 py-2">{formatDate(row.date, locale, "long")}</td>
                  <td className="px-3 py-2">{t(`admin.rates.source.${row.source}`, { brand })}</td>
                  <td className="px-3 py-2">
                    {row.currency === "EUR" ? (
                      <span className="text-muted-foreground">{t("admin.rates.base")}</span>
                    ) : (
                      <Form method="post" className="flex flex-wrap items-start gap-2">
                        <input type="hidden" name="intent" value={intent} />
                        <label htmlFor={inputId} className="sr-only">
                          {t("admin.rates.newRate", { currency: row.currency })}
                        </label>
                        <div className="flex flex-col gap-1">
                          <Input
                            id={inputId}
                            name="rate"
                            inputMode="decimal"
                            autoComplete="off"
                            defaultValue={refused?.values.rate ?? formatDecimal(row.rate, locale, 6)}
                            aria-invalid={refused?.fieldErrors.rate ? true : undefined}
                            aria-describedby={refused?.fieldErrors.rate ? errorId : undefined}
                            className="w-32"
                          />
                          {refused?.fieldErrors.rate ? (
                            <FieldError id={errorId}>{refused.fieldErrors.rate}</FieldError>
                          ) : null}
                        </div>
                        <Button type="submit" variant="outline">
                          {t("admin.rates.save")}
                          <span className="sr-only"> {row.currency}</span>
                        </Button>
                      </Form>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableFrame>
    </div>
  );
}
