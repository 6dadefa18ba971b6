/**
 * /dashboard/subscription: the team's plan, status (trialing, active, past due, ending on…, cancelled), renewal
 * date and usage; owners and admins change plan or interval (the proration the API computes is shown before
 * the change is confirmed), cancel at the end of the period with a reason, and resume. On the built-in test
 * gateway a clearly labelled action runs the renewal now, so a renewal (and its failure) can be tried.
 */
import { ZChangePreview } from "@keel/contracts/billing";
import { CANCEL_REASONS, PAID_PLAN_SLUGS, type PaidPlanSlug } from "@keel/contracts/billing-codes";
import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { findBillingApi, loadPlans, loadSubscription } from "#app/features/billing/billing-api.server.ts";
import { ChangePreviewTable } from "#app/features/billing/components/change-preview.tsx";
import { ManagersNotice } from "#app/features/billing/components/managers-notice.tsx";
import { SubscriptionStatusBadge } from "#app/features/billing/components/subscription-status-badge.tsx";
import { isBillingInterval } from "#app/features/billing/pricing-options.ts";
import { NoTeam } from "#app/features/teams/index.ts";
import { formatDate, formatPrice } from "#app/lib/format.ts";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { numberFormat } from "#app/lib/intl.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { Button, buttonVariants } from "#app/ui/button.tsx";
import { Field } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import { formText } from "#app/ui/form/form-data.ts";
import { formFailure, formInvalid, formSuccess } from "#app/ui/form/form-result.server.ts";
import { formState } from "#app/ui/form/form-state.ts";
import { Textarea } from "#app/ui/form/textarea.tsx";
import { Select } from "#app/ui/select.tsx";
import { SettingsSection } from "#app/ui/settings-section.tsx";
import type { Route } from "./+types/subscription";

const ZChanged = z.looseObject({ message: z.string().optional() });
const INTENTS = ["preview", "change", "cancel", "resume", "renew"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = await getTranslator(context);
  const meta = { title: t("billing.subscription.metaTitle"), noIndex: true };
  const api = findBillingApi(request, context);
  if (!api) return { meta, subscription: null, choices: [] };
  const [subscription, plans] = await Promise.all([loadSubscription(api), loadPlans(request, context)]);
  // What the team may move to: the published plan in its currency, both intervals, and its customised price.
  const currency = subscription.currency ?? "EUR";
  const professional = plans.items.find((plan) => plan.slug === "professional");
  const choices = [
    ...(professional?.prices ?? [])
      .filter((price) => price.currency === currency)
      .map((price) => ({ plan: "professional" as PaidPlanSlug, ...price })),
    ...(subscription.customPrice ? [{ plan: "custom" as PaidPlanSlug, ...subscription.customPrice }] : []),
  ].filter(
    (choice) => !(choice.plan === subscription.plan.slug && choice.interval === subscription.interval),
  );
  return { meta, subscription, choices };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, "intent");
  const t = await getTranslator(context);
  if (!INTENTS.some((known) => known === intent)) throw data(null, { status: 400 });
  const api = findBillingApi(request, context);
  if (!api) return formInvalid({}, t, { intent });
  try {
    switch (intent) {
      case "preview":
      case "change": {
        const [plan, interval] = formText(form, "choice").split(":");
        if (!PAID_PLAN_SLUGS.some((slug) => slug === plan) || !isBillingInterval(interval)) {
          return formInvalid({ choice: t("fieldError.invalidChoice") }, t, { intent: "preview" });
        }
        const body = { plan: plan as PaidPlanSlug, interval };
        if (intent === "preview") {
          const preview = await api.call("preview-change", { method: "POST", body, schema: ZChangePreview });
          return { intent, ok: true as const, preview, choice: `${plan}:${interval}` };
        }
        const { message } = await api.call("change", { method: "POST", body, schema: ZChanged });
        return formSuccess(intent, message);
      }
      case "cancel": {
        const reason = formText(form, "reason");
        const comment = formText(form, "comment");
        const values = { reason, comment };
        if (!CANCEL_REASONS.some((code) => code === reason)) {
          return formInvalid({ reason: t("fieldError.required") }, t, { intent, values });
        }
        try {
          const body = { reason, ...(comment.trim() ? { comment } : {}) };
          const { message } = await api.call("cancel", { method: "POST", body, schema: ZChanged });
          return formSuccess(intent, message);
        } catch (error) {
          return formFailure(error, t, { intent, values });
        }
      }
      case "resume":
      case "renew": {
        const path = intent === "resume" ? "resume" : "test-clock/renew";
        const { message } = await api.call(path, { method: "POST", schema: ZChanged });
        return formSuccess(intent, message);
      }
      default:
        return formInvalid({}, t, { intent });
    }
  } catch (error) {
    // A refused preview or change is shown in the change form; resume and renewal have no form: a toast.
    const isChange = intent === "preview" || intent === "change";
    return formFailure(error, t, { intent: isChange ? "preview" : intent, asToast: !isChange });
  }
}

export default function Subscription({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  useApiMessageToast(actionData);
  const { subscription: sub, choices } = loaderData;
  if (!sub) return <NoTeam />;
  const number = numberFormat(locale);
  const date = (value: string | null) => (value ? formatDate(value, locale, "long") : "—");
  const isRunning = sub.status === "active" || sub.status === "trialing" || sub.status === "past_due";
  const isPaidPlan = sub.plan.slug !== "free";
  const preview = actionData && "preview" in actionData ? actionData : null;

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1>{t("billing.subscription.title")}</h1>
        <p className="text-muted-foreground">{t("billing.subscription.subtitle")}</p>
      </header>

      <SettingsSection id="current-plan" title={t("billing.subscription.current")}>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[14rem_1fr]">
          <dt className="text-muted-foreground">{t("billing.subscription.plan")}</dt>
          <dd className="font-semibold">{t(`billing.plan.${sub.plan.slug}`)}</dd>
          <dt className="text-muted-foreground">{t("billing.subscription.status")}</dt>
          <dd>
            <SubscriptionStatusBadge status={sub.status} endsAtPeriodEnd={sub.cancelAtPeriodEnd} />
          </dd>
          {sub.amount !== null && sub.currency && sub.interval ? (
            <>
              <dt className="text-muted-foreground">{t("billing.subscription.price")}</dt>
              <dd className="tabular-nums">
                {formatPrice(sub.amount, sub.currency, locale)}{" "}
                {t(`billing.price.per.${sub.interval}`, { tax: t("billing.tax.exclTax") })}
              </dd>
            </>
          ) : null}
          {sub.status === "trialing" && sub.trialEnd ? (
            <>
              <dt className="text-muted-foreground">{t("billing.subscription.trialEnds")}</dt>
              <dd>{date(sub.trialEnd)}</dd>
            </>
          ) : null}
          {isRunning && sub.currentPeriodEnd ? (
            <>
              <dt className="text-muted-foreground">
                {sub.cancelAtPeriodEnd
                  ? t("billing.subscription.endsOn")
                  : t("billing.subscription.renewsOn")}
              </dt>
              <dd>{date(sub.currentPeriodEnd)}</dd>
            </>
          ) : null}
          {sub.status === "past_due" && sub.graceEnd ? (
            <>
              <dt className="text-muted-foreground">{t("billing.subscription.graceEnds")}</dt>
              <dd>{date(sub.graceEnd)}</dd>
            </>
          ) : null}
          <dt className="text-muted-foreground">{t("billing.subscription.publishedBoats")}</dt>
          <dd className="tabular-nums">{number.format(sub.usage.publishedBoats)}</dd>
          <dt className="text-muted-foreground">{t("billing.subscription.members")}</dt>
          <dd className="tabular-nums">{number.format(sub.usage.members)}</dd>
        </dl>
        {!isPaidPlan || sub.status === "canceled" || sub.status === "none" ? (
          <Link to={localizePath("/pricing", locale)} className={buttonVariants({ className: "mt-5" })}>
            {t("billing.subscription.seePlans")}
          </Link>
        ) : null}
      </SettingsSection>

      {!sub.canManage ? (
        <ManagersNotice managers={sub.managers} />
      ) : isRunning && isPaidPlan ? (
        <>
          {sub.cancelAtPeriodEnd ? (
            <ResumeSection endsOn={date(sub.currentPeriodEnd)} state={formState(actionData, "resume")} />
          ) : (
            <>
              {choices.length > 0 ? (
                <ChangeSection
                  choices={choices}
                  previewChoice={preview?.choice ?? null}
                  preview={preview?.preview ?? null}
                  state={formState(actionData, "preview")}
                />
              ) : null}
              <CancelSection endsOn={date(sub.currentPeriodEnd)} state={formState(actionData, "cancel")} />
            </>
          )}
          {sub.gateway === "test" ? <TestClockSection /> : null}
        </>
      ) : null}
    </div>
  );
}

function ChangeSection(props: {
  choices: { plan: PaidPlanSlug; interval: "month" | "year"; currency: string; amount: number }[];
  previewChoice: string | null;
  preview: z.infer<typeof ZChangePreview> | null;
  state: ReturnType<typeof formState>;
}) {
  const t = useT();
  const locale = useLocale();
  const isBusy = useNavigation().state !== "idle";
  return (
    <SettingsSection id="change" title={t("billing.change.title")} description={t("billing.change.subtitle")}>
      <div className="flex flex-col gap-5">
        <Form method="post" className="flex flex-wrap items-end gap-3" preventScrollReset>
          <input type="hidden" name="intent" value="preview" />
          <FormAlert id="preview-alert" message={props.state.formError} />
          <Field
            id="change-choice"
            label={t("billing.change.choice")}
            error={props.state.fieldErrors.choice}
            className="min-w-64 flex-1"
          >
            {(control) => (
              <Select {...control} name="choice" defaultValue={props.previewChoice ?? undefined}>
                {props.choices.map((choice) => (
                  <option
                    key={`${choice.plan}:${choice.interval}`}
                    value={`${choice.plan}:${choice.interval}`}
                  >
                    {t("billing.change.option", {
                      plan: t(`billing.plan.${choice.plan}`),
                      price: formatPrice(choice.amount, choice.currency, locale),
                      interval: t(`billing.interval.${choice.interval}`),
                    })}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Button type="submit" variant="secondary" disabled={isBusy}>
            {t("billing.change.preview")}
          </Button>
        </Form>
        {props.preview && props.previewChoice ? (
          <section
            aria-labelledby="preview-title"
            className="flex flex-col gap-4 rounded-lg border bg-muted/50 p-4"
          >
            <h3 id="preview-title" className="text-base">
              {t("billing.preview.title")}
            </h3>
            <ChangePreviewTable preview={props.preview} />
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="change" />
              <input type="hidden" name="choice" value={props.previewChoice} />
              <Button type="submit" disabled={isBusy}>
                {t("billing.change.confirm")}
              </Button>
            </Form>
          </section>
        ) : null}
      </div>
    </SettingsSection>
  );
}

function CancelSection({ endsOn, state }: { endsOn: string; state: ReturnType<typeof formState> }) {
  const t = useT();
  const isBusy = useNavigation().state !== "idle";
  return (
    <SettingsSection
      id="cancel"
      tone="danger"
      title={t("billing.cancel.title")}
      description={t("billing.cancel.subtitle", { date: endsOn })}
    >
      <Form method="post" noValidate className="flex flex-col gap-4" preventScrollReset>
        <input type="hidden" name="intent" value="cancel" />
        <FormAlert id="cancel-alert" message={state.formError} />
        <Field id="cancel-reason" label={t("billing.cancel.reason")} error={state.fieldErrors.reason}>
          {(control) => (
            <Select {...control} name="reason" defaultValue={state.values.reason ?? ""} required>
              <option value="">{t("billing.cancel.reasonPlaceholder")}</option>
              {CANCEL_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`billing.cancel.reason.${reason}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          id="cancel-comment"
          label={t("billing.cancel.comment")}
          optionalLabel={t("settings.optional")}
          error={state.fieldErrors.comment}
        >
          {(control) => (
            <Textarea
              {...control}
              name="comment"
              rows={3}
              maxLength={1000}
              defaultValue={state.values.comment ?? ""}
            />
          )}
        </Field>
        <div>
          <Button type="submit" variant="destructive" disabled={isBusy}>
            {t("billing.cancel.submit")}
          </Button>
        </div>
      </Form>
    </SettingsSection>
  );
}

function ResumeSection({ endsOn, state }: { endsOn: string; state: ReturnType<typeof formState> }) {
  const t = useT();
  const isBusy = useNavigation().state !== "idle";
  return (
    <SettingsSection
      id="resume"
      title={t("billing.resume.title")}
      description={t("billing.resume.subtitle", { date: endsOn })}
    >
      <Form method="post" preventScrollReset className="flex flex-col items-start gap-3">
        <input type="hidden" name="intent" value="resume" />
        <FormAlert id="resume-alert" message={state.formError} />
        <Button type="submit" disabled={isBusy}>
          {t("billing.resume.submit")}
        </Button>
      </Form>
    </SettingsSection>
  );
}

function TestClockSection() {
  const t = useT();
  const isBusy = useNavigation().state !== "idle";
  return (
    <SettingsSection
      id="test-clock"
      title={t("billing.testClock.title")}
      description={t("billing.testClock.subtitle")}
    >
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="renew" />
        <Button type="submit" variant="outline" disabled={isBusy}>
          {t("billing.testClock.renew")}
        </Button>
      </Form>
    </SettingsSection>
  );
}
