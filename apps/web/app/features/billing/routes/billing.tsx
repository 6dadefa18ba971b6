/**
 * /dashboard/billing: the details invoices are made out to, VAT id included (owners and admins edit them;
 * members read them), the payment method (Stripe's Customer Portal; on the built-in test gateway, the test
 * card charged at renewal), and the invoices with amount, tax, status and a PDF each.
 */
import { ZBillingDetails, ZInvoiceList, ZPortalSession, ZTestCard } from "@keel/contracts/billing";
import { TEST_CARDS } from "@keel/contracts/billing-codes";
import { data, Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import {
  findBillingApi,
  gatewayRedirect,
  loadSubscription,
} from "#app/features/billing/billing-api.server.ts";
import {
  detailsValues,
  readDetailsForm,
  saveDetails,
  vatExamples,
} from "#app/features/billing/billing-details.server.ts";
import { BillingDetailsForm } from "#app/features/billing/components/billing-details-form.tsx";
import { InvoiceTable } from "#app/features/billing/components/invoice-table.tsx";
import { NoTeam } from "#app/features/teams/index.ts";
import { countryOptions } from "#app/lib/country-options.ts";
import { formatCountry } from "#app/lib/format.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { Button } from "#app/ui/button.tsx";
import { formText } from "#app/ui/form/form-data.ts";
import { formFailure, formInvalid, formSuccess } from "#app/ui/form/form-result.server.ts";
import { formState } from "#app/ui/form/form-state.ts";
import { Label } from "#app/ui/label.tsx";
import { Select } from "#app/ui/select.tsx";
import { SettingsSection } from "#app/ui/settings-section.tsx";
import type { Route } from "./+types/billing";

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = await getTranslator(context);
  const locale = context.get(localeContext);
  const meta = { title: t("billing.page.metaTitle"), noIndex: true };
  const api = findBillingApi(request, context);
  if (!api) return { meta, team: null } as const;
  const [details, invoices, subscription] = await Promise.all([
    api.call("details", { schema: ZBillingDetails }),
    api.call("invoices", { schema: ZInvoiceList }),
    loadSubscription(api),
  ]);
  const testCard =
    subscription.gateway === "test" && details.canManage
      ? (await api.call("test-card", { schema: ZTestCard })).card
      : null;
  return {
    meta,
    team: { name: api.team.name },
    canManage: details.canManage,
    details: detailsValues(details),
    gateway: subscription.gateway,
    testCard,
    invoices: invoices.items,
    countries: countryOptions(locale),
    vatExamples: vatExamples(),
  } as const;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, "intent");
  const t = await getTranslator(context);
  const api = findBillingApi(request, context);
  if (!api) return formInvalid({}, t, { intent });
  if (intent === "details") {
    const { values, body } = readDetailsForm(form);
    try {
      const { message } = await saveDetails(api, body);
      return formSuccess(intent, message ?? t("billing.details.saved"));
    } catch (error) {
      return formFailure(error, t, { intent, values });
    }
  }
  if (intent === "portal") {
    try {
      const { url } = await api.call("portal", { method: "POST", schema: ZPortalSession });
      return redirect(gatewayRedirect(url, request.url, context.get(localeContext)));
    } catch (error) {
      return formFailure(error, t, { intent, asToast: true });
    }
  }
  if (intent === "testCard") {
    const card = TEST_CARDS.find((candidate) => candidate === formText(form, "card"));
    if (!card) return formInvalid({ card: t("fieldError.invalidChoice") }, t, { intent });
    try {
      const result = await api.call("test-card", {
        method: "PUT",
        body: { card },
        schema: z.looseObject({ message: z.string().optional() }),
      });
      return formSuccess(intent, result.message ?? t("billing.testCard.saved"));
    } catch (error) {
      return formFailure(error, t, { intent, asToast: true });
    }
  }
  throw data(null, { status: 400 });
}

export default function Billing({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  useApiMessageToast(actionData);
  const isBusy = useNavigation().state !== "idle";
  if (!loaderData.team) return <NoTeam />;
  const d = loaderData;
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1>{t("billing.page.title")}</h1>
        <p className="text-muted-foreground">{t("billing.page.subtitle", { team: d.team.name })}</p>
      </header>

      <SettingsSection
        id="details"
        title={t("billing.details.title")}
        description={t("billing.details.subtitle")}
      >
        {d.canManage ? (
          <BillingDetailsForm
            intent="details"
            state={formState(actionData, "details")}
            saved={d.details}
            countries={d.countries}
            vatExamples={d.vatExamples}
            submitLabel={t("settings.save")}
            submittingLabel={t("settings.saving")}
          />
        ) : (
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
            {(
              [
                "legalName",
                "addressLine1",
                "addressLine2",
                "postalCode",
                "city",
                "region",
                "country",
                "vatId",
              ] as const
            ).map((field) => (
              <div key={field} className="contents">
                <dt className="text-muted-foreground">{t(`billing.details.${field}`)}</dt>
                <dd>
                  {field === "country"
                    ? formatCountry(d.details.country, locale)
                    : d.details[field] || t("team.settings.empty")}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </SettingsSection>

      {d.canManage ? (
        <SettingsSection
          id="payment-method"
          title={t("billing.paymentMethod.title")}
          description={
            d.gateway === "stripe" ? t("billing.paymentMethod.portalHint") : t("billing.testCard.hint")
          }
        >
          {d.gateway === "stripe" ? (
            <Form method="post">
              <input type="hidden" name="intent" value="portal" />
              <Button type="submit" variant="outline" disabled={isBusy}>
                {t("billing.paymentMethod.portal")}
              </Button>
            </Form>
          ) : (
            <Form method="post" className="flex flex-wrap items-end gap-3" preventScrollReset>
              <input type="hidden" name="intent" value="testCard" />
              <div className="flex min-w-64 flex-col gap-2">
                <Label htmlFor="test-card">{t("billing.testCard.label")}</Label>
                <Select id="test-card" name="card" defaultValue={d.testCard ?? "success"} key={d.testCard}>
                  {TEST_CARDS.map((card) => (
                    <option key={card} value={card}>
                      {t(`billing.testPayment.card.${card}`)}
                    </option>
                  ))}
                </Select>
              </div>
              <Button type="submit" variant="secondary" disabled={isBusy}>
                {t("billing.testCard.save")}
              </Button>
            </Form>
          )}
        </SettingsSection>
      ) : null}

      <SettingsSection id="invoices" title={t("billing.invoices.title")}>
        <InvoiceTable invoices={d.invoices} />
      </SettingsSection>
    </div>
  );
}
