/**
 * Back office: one boat of any team. Its key facts and team, the review of a free-text brand or model (links
 * to approve or map it), an edit form for the common fields (each change audited by the API), and "Unpublish
 * with a reason" that the team sees in its editor.
 */

import { ZBrand, ZBrandModel } from "@keel/contracts/catalog";
import { ZAdminBoatDetail } from "@keel/contracts/moderation";
import {
  BOAT_FORM_FIELDS,
  type BoatFormValues,
  boatEditBody,
  boatFormValues,
  isPublic,
  UNPUBLISH_REASON,
} from "#app/features/admin/boats/moderation.ts";
import {
  loadCatalog,
  localFailure,
  submitCatalogChange,
} from "#app/features/admin/catalog/catalog-api.server.ts";
import { BoatStatusBadge } from "#app/features/boats/index.ts";
import { countryOptions, currencyOptions } from "#app/lib/country-options.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { Badge } from "#app/ui/badge.tsx";
import {
  adminApi,
  formValues,
  loadOr404,
  parseIdParam,
  readAdminForm,
  unknownIntent,
  ZChangeResult,
} from "#app/ui/form/submit.server.ts";
import { Icon } from "#app/ui/icon.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/boat";
import { BoatEditForm } from "./boat-edit-form.tsx";
import { BoatFacts } from "./boat-facts.tsx";
import { BrandReview } from "./brand-review.tsx";
import { UnpublishForm } from "./unpublish-form.tsx";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = parseIdParam(params.id);
  const api = adminApi(context, request);
  const boat = await loadOr404(api(`boats/${id}`, { schema: ZAdminBoatDetail }));
  const [catalog, brand, model] = await Promise.all([
    loadCatalog(context, request),
    // The review status of the brand and model; a lookup failure only hides the review links.
    boat.brandId ? api(`brands/${boat.brandId}`, { schema: ZBrand }).catch(() => null) : null,
    boat.modelId ? api(`brand-models/${boat.modelId}`, { schema: ZBrandModel }).catch(() => null) : null,
  ]);
  const option = ({ id: optionId, label }: { id: number; label: string }) => ({ id: optionId, label });
  return {
    meta: { title: boat.title, noIndex: true },
    boat,
    brand: brand ? { id: brand.id, name: brand.name, status: brand.status } : null,
    model: model ? { id: model.id, name: model.name, status: model.status } : null,
    options: {
      boatTypes: catalog.boatTypes.map(option),
      conditions: catalog.conditions.map(option),
      availabilities: catalog.availabilities.map(option),
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context, url, params }: Route.ActionArgs) {
  const id = parseIdParam(params.id);
  const { form, intent, api, options } = await readAdminForm({ request, context, url });
  const locale = context.get(localeContext);
  const t = await getTranslator(context);

  if (intent === "save") {
    const values = formValues(form, BOAT_FORM_FIELDS) as BoatFormValues;
    const boat = await loadOr404(api(`boats/${id}`, { schema: ZAdminBoatDetail }));
    const result = boatEditBody(boat, values, locale);
    if (!result.ok) {
      const errors = Object.fromEntries(Object.entries(result.errors).map(([field, key]) => [field, t(key)]));
      return localFailure(intent, values, errors, t("catalog.form.invalid"));
    }
    if (Object.keys(result.body).length === 0) {
      return submitCatalogChange(async () => ({ message: t("moderation.edit.noChanges") }), options);
    }
    return submitCatalogChange(
      () => api(`boats/${id}`, { method: "PATCH", body: result.body, schema: ZChangeResult }),
      {
        ...options,
        values,
        fields: {
          numberFields: [
            "yearBuilt",
            "lengthM",
            "priceAmount",
            "boatTypeId",
            "conditionId",
            "availabilityId",
          ],
          aliases: { priceAmount: "price", brandId: "brandName", modelId: "modelName" },
        },
      },
    );
  }
  if (intent === "unpublish") {
    const values = formValues(form, ["reason"]);
    const reason = values.reason?.trim() ?? "";
    if (reason.length < UNPUBLISH_REASON.min || reason.length > UNPUBLISH_REASON.max) {
      const message = t(
        reason.length < UNPUBLISH_REASON.min
          ? "moderation.unpublish.tooShort"
          : "moderation.unpublish.tooLong",
        { limit: reason.length < UNPUBLISH_REASON.min ? UNPUBLISH_REASON.min : UNPUBLISH_REASON.max },
      );
      return localFailure(intent, values, { reason: message }, message);
    }
    return submitCatalogChange(
      () => api(`boats/${id}/unpublish`, { method: "POST", body: { reason }, schema: ZChangeResult }),
      { ...options, values },
    );
  }
  return unknownIntent();
}

export default function AdminBoatPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { boat, brand, model, options } = loaderData;
  const result = actionData;
  const failure = result && "error" in result ? result : undefined;
  useApiMessageToast(failure);
  const saveFailure = failure?.intent === "save" ? failure : undefined;
  const unpublishFailure = failure?.intent === "unpublish" ? failure : undefined;
  const values = (saveFailure?.values as BoatFormValues | undefined) ?? boatFormValues(boat, locale);
  return (
    <div className="flex max-w-6xl flex-col gap-8">
      <PageHeader
        title={boat.title}
        back={{ to: localizePath("/admin/boats", locale), label: t("moderation.boats.back") }}
        badges={
          <>
            <BoatStatusBadge status={boat.status} />
            {boat.isFlagged ? (
              <Badge variant="destructive">
                <Icon name="flag" aria-hidden="true" className="size-3.5" />
                {t("moderation.flagged")}
              </Badge>
            ) : null}
          </>
        }
        description={
          <>
            {t("moderation.boat.reference", { reference: boat.reference })}
            {" · "}
            <Link
              to={localizePath(`/admin/teams/${boat.team.id}`, locale)}
              className="text-primary underline underline-offset-4"
            >
              {t("moderation.boat.teamLink", { team: boat.team.name })}
            </Link>
          </>
        }
      />
      {boat.moderationNote ? (
        <section
          aria-labelledby="moderation-note-title"
          className="flex flex-col gap-1 rounded-lg border border-destructive/40 bg-destructive/5 p-4"
        >
          <h2 id="moderation-note-title" className="text-base">
            {t("moderation.boat.noteTitle")}
          </h2>
          <p className="text-sm whitespace-pre-line">{boat.moderationNote}</p>
        </section>
      ) : null}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-8">
          <BoatEditForm
            values={values}
            errors={saveFailure?.fieldErrors ?? {}}
            formError={saveFailure?.error.message}
            options={options}
            countries={countryOptions(locale)}
            currencies={currencyOptions(locale)}
          />
          {isPublic(boat.status) ? (
            <UnpublishForm
              value={unpublishFailure?.values.reason ?? ""}
              error={unpublishFailure?.fieldErrors.reason}
              formError={
                unpublishFailure && !unpublishFailure.fieldErrors.reason
                  ? unpublishFailure.error.message
                  : null
              }
            />
          ) : null}
        </div>
        <aside className="flex flex-col gap-6" aria-label={t("moderation.boat.summary")}>
          {brand || model ? <BrandReview brand={brand} model={model} /> : null}
          <BoatFacts boat={boat} options={options} />
        </aside>
      </div>
    </div>
  );
}
