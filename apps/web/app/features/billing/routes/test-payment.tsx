/**
 * The built-in test gateway's payment page (/dashboard/checkout/test-payment?session={id}, also
 * /test-payment/{id}), in the auth layout, outside the
 * dashboard: what is being bought and three test cards (paid, declined, paid now but refused at the next
 * renewal). It says plainly that no real card is charged. A declined card shows the refusal here and changes
 * nothing; the others go where the gateway sends them (the checkout's success page, which waits for the
 * confirmation itself).
 */
import { ZTestGatewayPaid, ZTestGatewaySession } from "@keel/contracts/billing";
import { TEST_CARDS, type TestCard } from "@keel/contracts/billing-codes";
import { data, Form, redirect, useNavigation } from "react-router";
import { gatewayRedirect } from "#app/features/billing/billing-api.server.ts";
import { taxNoteKey } from "#app/features/billing/pricing-options.ts";
import { apiRequest, isApiError } from "#app/lib/api-client.server.ts";
import { formatPrice } from "#app/lib/format.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { userApiContext } from "#app/lib/session.server.ts";
import { Button, buttonVariants } from "#app/ui/button.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import { formText } from "#app/ui/form/form-data.ts";
import { formFailure, formInvalid } from "#app/ui/form/form-result.server.ts";
import { formState } from "#app/ui/form/form-state.ts";
import { Icon } from "#app/ui/icon.tsx";
import type { Route } from "./+types/test-payment";

const CARD_ICONS: Record<TestCard, "circle-check" | "circle-x" | "rotate-ccw"> = {
  success: "circle-check",
  declined: "circle-x",
  "renewal-fails": "rotate-ccw",
};

/** The checkout session's id, from the path or from the `session` query the gateway's address carries. */
function sessionIdOf(params: { sessionId?: string }, url: URL): string {
  const id = params.sessionId ?? url.searchParams.get("session");
  if (!id || id.length > 200) throw data(null, { status: 404 });
  return id;
}

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const t = await getTranslator(context);
  const sessionId = sessionIdOf(params, url);
  try {
    const session = await apiRequest(`test-gateway/sessions/${encodeURIComponent(sessionId)}`, {
      ...userApiContext(context, request),
      schema: ZTestGatewaySession,
    });
    return { meta: { title: t("billing.testPayment.metaTitle"), noIndex: true }, session };
  } catch (error) {
    if (isApiError(error, 404) || isApiError(error, 403)) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const sessionId = sessionIdOf(params, url);
  const form = await request.formData();
  const t = await getTranslator(context);
  const card = TEST_CARDS.find((candidate) => candidate === formText(form, "card"));
  if (!card) return formInvalid({}, t, { intent: "pay" });
  try {
    const { redirectUrl } = await apiRequest(`test-gateway/sessions/${encodeURIComponent(sessionId)}/pay`, {
      ...userApiContext(context, request),
      method: "POST",
      body: { card },
      schema: ZTestGatewayPaid,
    });
    return redirect(gatewayRedirect(redirectUrl, request.url, context.get(localeContext)));
  } catch (error) {
    // A declined card: the gateway's refusal in the page's language, in the page's alert; nothing changed.
    if (isApiError(error) && error.code === "PAYMENT_DECLINED") {
      return data(
        {
          intent: "pay",
          ok: false as const,
          fieldErrors: {},
          formError: t("billing.testPayment.declined"),
          code: error.code,
        },
        { status: 402 },
      );
    }
    return formFailure(error, t, { intent: "pay" });
  }
}

export default function TestPayment({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { session } = loaderData;
  const navigation = useNavigation();
  const paying = navigation.state !== "idle" ? navigation.formData?.get("card") : null;
  const state = formState(actionData, "pay");
  const money = (amount: number) => formatPrice(amount, session.currency, locale);
  const isOpen = session.status === "pending";
  return (
    <div className="flex w-full max-w-lg flex-col gap-6 rounded-xl border bg-card p-6 shadow-sm sm:p-8">
      <p className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-semibold text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
        <Icon name="info" aria-hidden="true" className="size-5 shrink-0" />
        {t("billing.testPayment.banner")}
      </p>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl">{t("billing.testPayment.title")}</h1>
        <p className="text-muted-foreground">
          {t("billing.testPayment.subtitle", {
            team: session.team.name,
            plan: t(`billing.plan.${session.plan}`),
            interval: session.interval,
          })}
        </p>
      </header>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t("billing.amount.subtotal")}</dt>
        <dd className="text-right tabular-nums">{money(session.subtotal)}</dd>
        <dt className="text-muted-foreground">
          {session.reverseCharge
            ? t("billing.amount.reverseCharge")
            : t("billing.amount.tax", { rate: session.taxRate })}
        </dt>
        <dd className="text-right tabular-nums">{money(session.tax)}</dd>
        <dt className="font-semibold">{t("billing.amount.total")}</dt>
        <dd className="text-right font-semibold tabular-nums">{money(session.total)}</dd>
      </dl>
      <p className="sr-only">{t(taxNoteKey(locale, session.currency))}</p>
      <FormAlert id="pay-alert" message={state.formError} />
      {isOpen ? (
        <Form method="post" className="flex flex-col gap-3" aria-labelledby="test-cards-title">
          <h2 id="test-cards-title" className="text-base">
            {t("billing.testPayment.cards")}
          </h2>
          {TEST_CARDS.map((card) => (
            <Button
              key={card}
              type="submit"
              name="card"
              value={card}
              variant={card === "success" ? "primary" : "outline"}
              disabled={Boolean(paying)}
              className="h-auto justify-start py-3 text-left"
            >
              <Icon name={CARD_ICONS[card]} aria-hidden="true" />
              <span className="flex flex-col">
                <span>{t(`billing.testPayment.card.${card}`)}</span>
                <span className="text-xs font-normal">{t(`billing.testPayment.card.${card}.hint`)}</span>
              </span>
            </Button>
          ))}
        </Form>
      ) : (
        <p role="status" className="rounded-md border bg-muted p-3 text-sm">
          {t(`billing.testPayment.closed.${session.status}`)}
        </p>
      )}
      <a href={session.cancelUrl} className={buttonVariants({ variant: "ghost", className: "self-start" })}>
        {t("billing.testPayment.cancel")}
      </a>
    </div>
  );
}
