/**
 * /dashboard/checkout/success?session_id=…: where the gateway sends the buyer back. The return alone proves
 * nothing, so the page asks the API for the checkout's state and shows the spec's sentence ("Your payment was
 * successful. You will receive a confirmation email.") only once the API says paid; while the gateway's event
 * is on its way it says so and checks again with a growing delay; a failed or expired payment says what to do.
 */
import { ZCheckoutStatus } from "@keel/contracts/billing";
import { data, useFetcher, useLocation } from "react-router";
import { findBillingApi } from "#app/features/billing/billing-api.server.ts";
import { useBackoffPolling } from "#app/features/billing/checkout-poll.ts";
import { NoTeam } from "#app/features/teams/index.ts";
import { isApiError } from "#app/lib/api-client.server.ts";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { Button, buttonVariants } from "#app/ui/button.tsx";
import { Icon } from "#app/ui/icon.tsx";
import type { Route } from "./+types/checkout-success";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const t = await getTranslator(context);
  const meta = { title: t("billing.success.metaTitle"), noIndex: true };
  const sessionId = url.searchParams.get("session_id") ?? url.searchParams.get("sessionId");
  if (!sessionId || sessionId.length > 200) throw data(null, { status: 404 });
  const api = findBillingApi(request, context);
  if (!api) return { meta, checkout: null };
  try {
    const checkout = await api.call(`checkout/${encodeURIComponent(sessionId)}`, { schema: ZCheckoutStatus });
    return { meta, checkout };
  } catch (error) {
    if (isApiError(error, 404)) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function CheckoutSuccess({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const fetcher = useFetcher<typeof loader>();
  const checkout = fetcher.data?.checkout ?? loaderData.checkout;
  const status = checkout?.status ?? "pending";
  const { gaveUp, restart } = useBackoffPolling(status === "pending" && checkout !== null, () =>
    fetcher.load(location.pathname + location.search),
  );
  if (!checkout) return <NoTeam />;
  const checkoutPath = localizePath(`/dashboard/checkout/${checkout.plan}`, locale);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 py-6">
      <h1>{t("billing.success.title")}</h1>
      <div
        role="status"
        aria-live="polite"
        className="flex flex-col items-start gap-4 rounded-xl border bg-card p-6 shadow-sm"
      >
        {status === "paid" ? (
          <>
            <Icon name="circle-check" aria-hidden="true" className="size-10 text-primary" />
            <p className="text-lg font-medium">{t("billing.success.paid")}</p>
            <div className="flex flex-wrap gap-3">
              <Link to={localizePath("/dashboard/boats/new", locale)} className={buttonVariants()}>
                {t("billing.success.postBoat")}
              </Link>
              <Link
                to={localizePath("/dashboard/subscription", locale)}
                className={buttonVariants({ variant: "outline" })}
              >
                {t("billing.subscription.manage")}
              </Link>
            </div>
          </>
        ) : status === "pending" ? (
          <>
            <Icon
              name="loader-circle"
              aria-hidden="true"
              className={gaveUp ? "size-10 text-muted-foreground" : "size-10 animate-spin text-primary"}
            />
            <p className="text-lg font-medium">{t("billing.success.pending")}</p>
            <p className="text-muted-foreground">
              {gaveUp ? t("billing.success.slow") : t("billing.success.pendingHint")}
            </p>
            {gaveUp ? (
              <Button variant="outline" onClick={restart}>
                {t("billing.success.checkAgain")}
              </Button>
            ) : null}
          </>
        ) : (
          <>
            <Icon name="circle-x" aria-hidden="true" className="size-10 text-destructive" />
            <p className="text-lg font-medium">{t(`billing.success.${status}`)}</p>
            <p className="text-muted-foreground">{t("billing.success.nothingCharged")}</p>
            <Link to={checkoutPath} className={buttonVariants()}>
              {t("billing.success.tryAgain")}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
