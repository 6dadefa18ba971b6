/**
 * Back office: one brand model, or a new one ("/admin/brand-models/new?brandId=…"; without a brand, the page
 * first asks which one, by search). Rename and set its boat type; approve a free-text model a seller typed; map
 * it into another model of the same brand (merge); delete an unused one behind the confirmation.
 */
import { ZBrand, ZBrandList, ZBrandModel, ZBrandModelList, ZBrandModelSaved } from "@keel/contracts/catalog";
import { Form, useNavigation } from "react-router";
import {
  itemIdOf,
  loadCatalog,
  localFailure,
  submitCatalogItemIntent,
  submitCatalogSave,
} from "#app/features/admin/catalog/catalog-api.server.ts";
import { CatalogItemHeader } from "#app/features/admin/catalog/components/catalog-item-header.tsx";
import { CatalogSearch } from "#app/features/admin/catalog/components/catalog-search.tsx";
import { CatalogStatusBadge } from "#app/features/admin/catalog/components/catalog-status-badge.tsx";
import { DeleteSection } from "#app/features/admin/catalog/components/delete-section.tsx";
import { MergeForm } from "#app/features/admin/catalog/components/merge-form.tsx";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { Button } from "#app/ui/button.tsx";
import { failureOf } from "#app/ui/form/action-result.ts";
import { SelectField, TextField } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import { adminApi, formValues, loadOr404, readAdminForm, unknownIntent } from "#app/ui/form/submit.server.ts";
import { idRule } from "#app/ui/list/list-query.ts";
import type { Route } from "./+types/model-item";

const NAME_MAX = 80;
const MODEL_FIELDS = ["brandId", "name", "boatTypeId"] as const;

export async function loader({ request, context, url, params }: Route.LoaderArgs) {
  const id = itemIdOf(params);
  const api = adminApi(context, request);
  const t = await getTranslator(context);
  const catalog = loadCatalog(context, request);
  const boatTypes = async () =>
    (await catalog).boatTypes.map(({ id: typeId, label }) => ({ id: typeId, label }));

  if (id === null) {
    // A new model belongs to a brand: chosen by `?brandId=`, or found with `?brandQ=` first.
    const brandId = idRule(url.searchParams.get("brandId") ?? "");
    const brandQ = (url.searchParams.get("brandQ") ?? "").trim().slice(0, 100);
    const [brand, found, types] = await Promise.all([
      brandId ? api(`brands/${brandId}`, { schema: ZBrand }).catch(() => null) : null,
      !brandId && brandQ ? api("brands", { query: { q: brandQ, pageSize: 12 }, schema: ZBrandList }) : null,
      boatTypes(),
    ]);
    return {
      meta: { title: t("catalog.brandModels.new"), noIndex: true },
      model: null,
      brand: brand ? { id: brand.id, name: brand.name, status: brand.status } : null,
      brandQ,
      brandResults:
        found?.items.map(({ id: resultId, name, status }) => ({ id: resultId, name, status })) ?? null,
      siblings: [],
      boatTypes: types,
    };
  }

  const model = await loadOr404(api(`brand-models/${id}`, { schema: ZBrandModel }));
  const [siblings, types] = await Promise.all([
    api("brand-models", {
      query: { brandId: model.brand.id, sort: "name", pageSize: 100 },
      schema: ZBrandModelList,
    }),
    boatTypes(),
  ]);
  return {
    meta: { title: `${model.brand.name} ${model.name}`, noIndex: true },
    model,
    brand: model.brand,
    brandQ: "",
    brandResults: null,
    siblings: siblings.items
      .filter((sibling) => sibling.id !== model.id)
      .map((sibling) => ({ value: String(sibling.id), label: sibling.name })),
    boatTypes: types,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action(args: Route.ActionArgs) {
  const id = itemIdOf(args.params);
  const submission = await readAdminForm(args);
  const { form, intent, api, options } = submission;
  const locale = args.context.get(localeContext);
  const t = await getTranslator(args.context);
  const fields = { numberFields: ["boatTypeId", "brandId"] };
  const pageOf = (modelId: number) => localizePath(`/admin/brand-models/${modelId}`, locale);

  if (intent === "save") {
    const values = formValues(form, MODEL_FIELDS);
    const boatTypeId = values.boatTypeId ? Number(values.boatTypeId) : null;
    if (boatTypeId !== null && !(Number.isInteger(boatTypeId) && boatTypeId > 0)) {
      return localFailure(
        intent,
        values,
        { boatTypeId: t("catalog.fieldError.chooseValue") },
        t("catalog.form.invalid"),
      );
    }
    const body = { name: values.name?.trim() ?? "", boatTypeId };
    // A new model names its brand; a saved one keeps it.
    const brandId = Number(values.brandId);
    if (id === null && !(Number.isInteger(brandId) && brandId > 0)) {
      return localFailure(
        intent,
        values,
        { brandId: t("catalog.fieldError.chooseValue") },
        t("catalog.form.invalid"),
      );
    }
    return submitCatalogSave(
      api,
      id,
      {
        listPath: "brand-models",
        body: id === null ? { ...body, brandId } : body,
        schema: ZBrandModelSaved,
        pageOf,
      },
      { ...options, values, fields },
    );
  }
  if (id === null) return unknownIntent();
  return submitCatalogItemIntent(submission, {
    apiPath: `brand-models/${id}`,
    pageOf,
    id,
    canApprove: true,
    // Back to its brand's page, or to the models when the model is already gone.
    deletedTo: async () => {
      const model = await api(`brand-models/${id}`, { schema: ZBrandModel }).catch(() => null);
      return localizePath(model ? `/admin/brands/${model.brand.id}` : "/admin/brand-models", locale);
    },
  });
}

/** Step one of a new model without a brand: find the brand. */
function BrandChooser({
  brandQ,
  results,
}: {
  brandQ: string;
  results: { id: number; name: string; status: "approved" | "pending" }[] | null;
}) {
  const t = useT();
  const locale = useLocale();
  const newPath = localizePath("/admin/brand-models/new", locale);
  return (
    <section aria-labelledby="brand-chooser-title" className="flex max-w-xl flex-col gap-4">
      <h2 id="brand-chooser-title" className="text-lg">
        {t("catalog.brandModels.chooseBrand")}
      </h2>
      <CatalogSearch
        inputId="brand-q"
        name="brandQ"
        label={t("catalog.brandModels.findBrand")}
        value={brandQ}
        aria-labelledby="brand-chooser-title"
        results={results}
        renderResult={(brand) => (
          <>
            <Link
              to={`${newPath}?brandId=${brand.id}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {brand.name}
            </Link>
            <CatalogStatusBadge status={brand.status} />
          </>
        )}
      />
    </section>
  );
}

export default function ModelItemPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const { model, brand, brandQ, brandResults, siblings, boatTypes } = loaderData;
  useApiMessageToast(actionData);
  const isSaving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const saveFailure = failureOf(actionData, "save");
  const values = saveFailure?.values ?? {
    name: model?.name ?? "",
    boatTypeId: model?.boatTypeId ? String(model.boatTypeId) : "",
  };
  const title = model ? `${model.brand.name} ${model.name}` : t("catalog.brandModels.new");
  return (
    <div className="flex max-w-4xl flex-col gap-8">
      <CatalogItemHeader
        subject="model"
        title={title}
        back={{ to: localizePath("/admin/brand-models", locale), label: t("catalog.brandModels.back") }}
        item={model}
        newIntro={t("catalog.brandModels.newIntro")}
        result={actionData}
      />

      {!model && !brand ? (
        <BrandChooser brandQ={brandQ} results={brandResults} />
      ) : (
        <Form
          method="post"
          noValidate
          className="flex max-w-xl flex-col gap-4"
          aria-labelledby="model-form-title"
        >
          <h2 id="model-form-title" className="text-lg">
            {t(model ? "catalog.brandModels.editTitle" : "catalog.brandModels.new")}
          </h2>
          <input type="hidden" name="intent" value="save" />
          {brand && !model ? <input type="hidden" name="brandId" value={brand.id} /> : null}
          <FormAlert message={saveFailure?.error.message} />
          {brand ? (
            <p className="flex flex-wrap items-center gap-2 text-sm">
              {t("catalog.col.brand")}:
              <Link
                to={localizePath(`/admin/brands/${brand.id}`, locale)}
                className="font-semibold text-primary underline underline-offset-4"
              >
                {brand.name}
              </Link>
              {brand.status === "pending" ? <CatalogStatusBadge status="pending" /> : null}
              {!model ? (
                <Link
                  to={localizePath("/admin/brand-models/new", locale)}
                  className="text-muted-foreground underline underline-offset-4"
                >
                  {t("catalog.brandModels.otherBrand")}
                </Link>
              ) : null}
            </p>
          ) : null}
          {saveFailure?.fieldErrors.brandId ? (
            <p className="text-sm font-medium text-destructive">{saveFailure.fieldErrors.brandId}</p>
          ) : null}
          <TextField
            id="field-name"
            name="name"
            label={t("catalog.col.model")}
            required
            maxLength={NAME_MAX}
            autoComplete="off"
            defaultValue={values.name ?? ""}
            error={saveFailure?.fieldErrors.name}
          />
          <SelectField
            id="field-boatTypeId"
            name="boatTypeId"
            label={t("catalog.col.boatType")}
            hint={t("catalog.brandModels.boatTypeHint")}
            defaultValue={values.boatTypeId ?? ""}
            error={saveFailure?.fieldErrors.boatTypeId}
          >
            <option value="">{t("catalog.brandModels.noBoatType")}</option>
            {boatTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.label}
              </option>
            ))}
          </SelectField>
          <div>
            <Button type="submit" disabled={isSaving}>
              {t(model ? "catalog.form.save" : "catalog.form.create")}
            </Button>
          </div>
        </Form>
      )}

      {model ? (
        <>
          <MergeForm
            sourceName={model.name}
            impact={t("catalog.brandModels.mergeImpact", {
              count: model.usage,
              name: model.name,
              brand: model.brand.name,
            })}
            options={siblings}
            result={actionData}
          />
          <DeleteSection hint={t("catalog.brandModels.deleteHint")} result={actionData} />
        </>
      ) : null}
    </div>
  );
}
