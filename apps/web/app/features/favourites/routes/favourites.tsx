/**
 * /dashboard/favourites: the boats the user saved, newest first, each with what changed since they last
 * looked (price, under offer, sold, withdrawn) and a private note; "Got it" takes the changes as seen. Boats
 * picked with the checkboxes open side by side in the comparison. Above the list, how often these changes are
 * e-mailed (at once by default, a daily or weekly digest, or never).
 */
import {
  type TFavourite,
  ZFavouriteAlerts,
  ZFavouriteAlertsWithMessage,
  ZFavouriteList,
} from "@keel/contracts/buyers";
import { ZMessage } from "@keel/contracts/common";
import { FAVOURITE_NOTE_MAX } from "@keel/contracts/saved-search-codes";
import { Form, useNavigation } from "react-router";
import { frequencyOptions } from "#app/features/saved-searches/index.ts";
import { apiRequest, isApiError } from "#app/lib/api-client.server.ts";
import { formatCountry, formatLength, formatPrice } from "#app/lib/format.ts";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { userApiContext } from "#app/lib/session.server.ts";
import { ApproxPrice } from "#app/ui/approx-price.tsx";
import { Badge } from "#app/ui/badge.tsx";
import { BoatPhoto } from "#app/ui/boat-photo.tsx";
import { Button } from "#app/ui/button.tsx";
import { Field, SelectField } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import { formText } from "#app/ui/form/form-data.ts";
import { formFailure } from "#app/ui/form/form-result.server.ts";
import { formState } from "#app/ui/form/form-state.ts";
import { IntentButton } from "#app/ui/form/intent-button.tsx";
import { loginRedirect, redirectWithToast, unknownIntent } from "#app/ui/form/submit.server.ts";
import { Textarea } from "#app/ui/form/textarea.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/favourites";

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = userApiContext(context, request);
  const [t, list, alerts] = await Promise.all([
    getTranslator(context),
    apiRequest("users/me/favourites", { ...api, schema: ZFavouriteList }),
    apiRequest("users/me/favourite-alerts", { ...api, schema: ZFavouriteAlerts }),
  ]);
  return { meta: { title: t("favourites.metaTitle"), noIndex: true }, list, alerts };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context, url }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, "intent");
  if (intent === "alerts") return changeAlerts(form, request, context, url);
  const boatId = formText(form, "boatId");
  if (!/^[1-9][0-9]{0,9}$/.test(boatId)) unknownIntent();
  const api = userApiContext(context, request);
  const path = `users/me/favourites/${boatId}`;
  const note = formText(form, "note");
  const call =
    intent === "note"
      ? () => apiRequest(path, { ...api, method: "PATCH", body: { note }, schema: ZMessage })
      : intent === "seen"
        ? () => apiRequest(path, { ...api, method: "PATCH", body: { markSeen: true }, schema: ZMessage })
        : intent === "remove"
          ? () => apiRequest(path, { ...api, method: "DELETE", schema: ZMessage })
          : unknownIntent();
  try {
    const { message } = await call();
    return redirectWithToast(url.pathname, message);
  } catch (error) {
    if (isApiError(error, 401)) throw loginRedirect(context, url);
    const t = await getTranslator(context);
    return formFailure(error, t, {
      intent: `${intent}-${boatId}`,
      values: intent === "note" ? { note } : undefined,
      asToast: intent !== "note",
    });
  }
}

/** How often the favourites' changes are e-mailed. */
async function changeAlerts(
  form: FormData,
  request: Request,
  context: Route.ActionArgs["context"],
  url: URL,
) {
  const frequency = formText(form, "frequency");
  try {
    const { message } = await apiRequest("users/me/favourite-alerts", {
      ...userApiContext(context, request),
      method: "PATCH",
      body: { frequency },
      schema: ZFavouriteAlertsWithMessage,
    });
    return redirectWithToast(url.pathname, message);
  } catch (error) {
    if (isApiError(error, 401)) throw loginRedirect(context, url);
    const t = await getTranslator(context);
    return formFailure(error, t, { intent: "alerts", values: { frequency } });
  }
}

export default function Favourites({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { list, alerts } = loaderData;
  const comparable = list.items.filter((f) => f.boat.isPublic);
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <PageHeader
        title={t("favourites.title")}
        description={t("favourites.description", { count: list.total })}
      />
      <AlertsForm frequency={alerts.frequency} actionData={actionData} />
      {list.items.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border p-6">
          <p>{t("favourites.empty")}</p>
          <Link to={localizePath("/boats", locale)}>{t("buyer.home.browse")}</Link>
        </div>
      ) : (
        <>
          {comparable.length >= 2 ? (
            <Form
              method="get"
              action={localizePath("/compare", locale)}
              id="compare-form"
              className="flex flex-wrap items-center gap-3 rounded-lg border bg-muted/50 p-3 text-sm"
            >
              <p>{t("favourites.compareHint")}</p>
              <Button type="submit" variant="outline" size="sm">
                <Icon name="columns-3" aria-hidden="true" />
                {t("favourites.compare")}
              </Button>
            </Form>
          ) : null}
          <ul className="flex flex-col gap-4">
            {list.items.map((favourite) => (
              <li key={favourite.boat.id}>
                <FavouriteItem
                  favourite={favourite}
                  canCompare={comparable.length >= 2}
                  actionData={actionData}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function AlertsForm({ frequency, actionData }: { frequency: string; actionData: unknown }) {
  const t = useT();
  const state = formState(actionData, "alerts");
  return (
    <Form
      method="post"
      noValidate
      aria-labelledby="favourite-alerts-title"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4"
    >
      <input type="hidden" name="intent" value="alerts" />
      <div className="flex flex-col gap-1">
        <h2 id="favourite-alerts-title" className="text-base font-semibold">
          {t("favourites.alerts.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("favourites.alerts.description")}</p>
      </div>
      <FormAlert id="favourite-alerts-alert" message={state.formError} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          id="favourite-alerts-frequency"
          name="frequency"
          label={t("favourites.alerts.label")}
          defaultValue={state.values.frequency ?? frequency}
          error={state.fieldErrors.frequency}
          className="sm:w-64"
        >
          {frequencyOptions(t).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="outline">
          {t("favourites.alerts.save")}
        </Button>
      </div>
    </Form>
  );
}

function ChangeBadges({ changes }: { changes: TFavourite["changes"] }) {
  const t = useT();
  const locale = useLocale();
  const { price, status } = changes;
  const money = (m: { amount: number; currency: string } | null) =>
    m ? formatPrice(m.amount, m.currency, locale) : t("boat.priceOnRequest");
  const isDrop =
    price?.from &&
    price.to &&
    price.from.currency === price.to.currency &&
    price.to.amount < price.from.amount;
  return (
    <div className="flex flex-wrap gap-2">
      {price ? (
        <Badge variant={isDrop ? "success" : "secondary"}>
          {t(isDrop ? "favourites.change.priceDown" : "favourites.change.price", {
            from: money(price.from),
            to: money(price.to),
          })}
        </Badge>
      ) : null}
      {status ? (
        <Badge variant={status === "available" ? "success" : "warning"}>
          {t(`favourites.change.${status}`)}
        </Badge>
      ) : null}
    </div>
  );
}

function FavouriteItem({
  favourite,
  canCompare,
  actionData,
}: {
  favourite: TFavourite;
  canCompare: boolean;
  actionData: unknown;
}) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const { boat, note, changes } = favourite;
  const state = formState(actionData, `note-${favourite.boat.id}`);
  const hasChanges = changes.price !== null || changes.status !== null;
  const place = [boat.city, boat.country ? formatCountry(boat.country, locale) : null]
    .filter(Boolean)
    .join(", ");
  const noteId = `note-${boat.id}`;
  const isSaving =
    navigation.state === "submitting" && navigation.formData?.get("boatId") === String(boat.id);
  return (
    <article
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:flex-row"
      aria-labelledby={`fav-${boat.id}`}
    >
      <div className="w-full shrink-0 sm:w-48">
        <BoatPhoto photo={boat.photo} sizes="(min-width: 640px) 192px, 100vw" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={`fav-${boat.id}`} className="text-lg">
            {boat.isPublic ? (
              <Link to={localizePath(`/boats/${boat.slug}`, locale)}>{boat.title}</Link>
            ) : (
              boat.title
            )}
          </h2>
          {canCompare && boat.isPublic ? (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="boats"
                value={boat.id}
                form="compare-form"
                className="size-4 accent-primary"
              />
              {t("favourites.pickToCompare")}
            </label>
          ) : null}
        </div>
        <p className="font-semibold">
          {boat.price
            ? formatPrice(boat.price.amount, boat.price.currency, locale)
            : t("boat.priceOnRequest")}
          {boat.price ? (
            <ApproxPrice
              amount={boat.price.amount}
              currency={boat.price.currency}
              className="ms-2 font-normal"
            />
          ) : null}
        </p>
        <p className="text-sm text-muted-foreground">
          {[boat.yearBuilt, boat.lengthM ? formatLength(boat.lengthM, locale) : null, place || null]
            .filter(Boolean)
            .join(" · ")}
        </p>
        {hasChanges ? (
          <div className="flex flex-wrap items-center gap-3" role="status">
            <span className="sr-only">{t("favourites.change.label")}</span>
            <ChangeBadges changes={changes} />
            <IntentButton
              intent="seen"
              fields={{ boatId: boat.id }}
              icon="check"
              label={t("favourites.seen")}
              aria-label={t("favourites.seenLabel", { title: boat.title })}
            />
          </div>
        ) : null}
        <Form method="post" className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="note" />
          <input type="hidden" name="boatId" value={boat.id} />
          <FormAlert id={`${noteId}-alert`} message={state.formError} />
          <Field
            id={noteId}
            label={t("favourites.note.label", { title: boat.title })}
            error={state.fieldErrors.note}
          >
            {(control) => (
              <Textarea
                {...control}
                name="note"
                rows={2}
                maxLength={FAVOURITE_NOTE_MAX}
                defaultValue={state.values.note ?? note ?? ""}
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="outline" size="sm" disabled={isSaving}>
              <Icon name="save" aria-hidden="true" />
              {t("favourites.note.save")}
            </Button>
          </div>
        </Form>
        <IntentButton
          intent="remove"
          fields={{ boatId: boat.id }}
          icon="trash"
          label={t("favourites.remove")}
          aria-label={t("favourites.removeLabel", { title: boat.title })}
        />
      </div>
    </article>
  );
}
