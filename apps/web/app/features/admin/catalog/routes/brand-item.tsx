/**
 * Back office: one brand, or a new one ("/admin/brands/new"). Rename; approve a free-text brand a seller
 * typed; map it into an existing brand (merge: its boats and models move, it is deleted); delete an unused
 * one behind the confirmation (409 with the count of boats otherwise, and the merge offered instead).
 */

import { ZBrand, ZBrandList, ZBrandModelList, ZBrandSaved } from "@keel/contracts/catalog";
import { Form, useNavigation } from "react-router";
import {
  itemIdOf,
  submitCatalogItemIntent,
  submitCatalogSave,
} from "#app/features/admin/catalog/catalog-api.server.ts";
import { CatalogItemHeader } from "#app/features/admin/catalog/components/catalog-item-header.tsx";
import { CatalogStatusBadge } from "#app/features/admin/catalog/components/catalog-status-badge.tsx";
import { DeleteSection } from "#app/features/admin/catalog/components/delete-section.tsx";
import { MergeSearch } from "#app/features/admin/catalog/components/merge-search.tsx";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { Button } from "#app/ui/button.tsx";
import { failureOf } from "#app/ui/form/action-result.ts";
import { TextField } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import { adminApi, formValues, loadOr404, readAdminForm, unknownIntent } from "#app/ui/form/submit.server.ts";
import { Icon } from "#app/ui/icon.tsx";
import type { Route } from "./+types/brand-item";

const NAME_MAX = 80;

export async function loader({ request, context, url, params }: Route.LoaderArgs) {
  const id = itemIdOf(params);
  const api = adminApi(context, request);
  const mergeQ = (url.searchParams.get("mergeQ") ?? "").trim().slice(0, 100);
  const [t, brand, models, candidates] = await Promise.all([
    getTranslator(context),
    id === null ? null : loadOr404(api(`brands/${id}`, { schema: ZBrand })),
    id === null
      ? null
      : api("brand-models", { query: { brandId: id, sort: "name", pageSize: 12 }, schema: ZBrandModelList }),
    id === null || mergeQ === ""
      ? null
      : api("brands", { query: { q: mergeQ, sort: "-usage", pageSize: 12 }, schema: ZBrandList }),
  ]);
  return {
    meta: { title: brand?.name ?? t("catalog.brands.new"), noIndex: true },
    brand,
    models,
    mergeQ,
    candidates:
      candidates?.items
        .filter((candidate) => candidate.id !== id)
        .map(({ id: candidateId, name, status, usage }) => ({ id: candidateId, name, status, usage })) ??
      null,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action(args: Route.ActionArgs) {
  const id = itemIdOf(args.params);
  const submission = await readAdminForm(args);
  const { form, intent, api, options } = submission;
  const locale = args.context.get(localeContext);
  const pageOf = (brandId: number) => localizePath(`/admin/brands/${brandId}`, locale);

  if (intent === "save") {
    const values = formValues(form, ["name"]);
    const body = { name: values.name?.trim() ?? "" };
    return submitCatalogSave(
      api,
      id,
      { listPath: "brands", body, schema: ZBrandSaved, pageOf },
      { ...options, values },
    );
  }
  if (id === null) return unknownIntent();
  return submitCatalogItemIntent(submission, {
    apiPath: `brands/${id}`,
    pageOf,
    id,
    canApprove: true,
    deletedTo: localizePath("/admin/brands", locale),
  });
}

export default function BrandItemPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const { brand, models, mergeQ, candidates } = loaderData;
  useApiMessageToast(actionData);
  const isSaving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const saveFailure = failureOf(actionData, "save");
  const name = saveFailure ? saveFailure.values.name : brand?.name;
  const modelsPath = localizePath("/admin/brand-models", locale);
  return (
    <div className="flex max-w-4xl flex-col gap-8">
      <CatalogItemHeader
        subject="brand"
        title={brand?.name ?? t("catalog.brands.new")}
        back={{ to: localizePath("/admin/brands", locale), label: t("catalog.brands.back") }}
        item={brand}
        newIntro={t("catalog.brands.newIntro")}
        result={actionData}
      />

      <Form
        method="post"
        noValidate
        className="flex max-w-xl flex-col gap-4"
        aria-labelledby="brand-form-title"
      >
        <h2 id="brand-form-title" className="text-lg">
          {t(brand ? "catalog.brands.renameTitle" : "catalog.brands.new")}
        </h2>
        <input type="hidden" name="intent" value="save" />
        <FormAlert message={saveFailure?.error.message} />
        <TextField
          id="field-name"
          name="name"
          label={t("catalog.col.name")}
          hint={t("catalog.brands.nameHint")}
          required
          maxLength={NAME_MAX}
          autoComplete="off"
          defaultValue={name ?? ""}
          error={saveFailure?.fieldErrors.name}
        />
        <div>
          <Button type="submit" disabled={isSaving}>
            {t(brand ? "catalog.form.save" : "catalog.form.create")}
          </Button>
        </div>
      </Form>

      {brand && models ? (
        <section aria-labelledby="models-title" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="models-title" className="text-lg">
              {t("catalog.brands.modelsTitle", { count: models.total })}
            </h2>
            <Button asChild variant="outline" size="sm" className="ml-auto">
              <Link to={`${localizePath("/admin/brand-models/new", locale)}?brandId=${brand.id}`}>
                <Icon name="plus" aria-hidden="true" />
                {t("catalog.brandModels.new")}
              </Link>
            </Button>
          </div>
          {models.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("common.noData")}</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {models.items.map((model) => (
                <li key={model.id}>
                  <Link
                    to={localizePath(`/admin/brand-models/${model.id}`, locale)}
                    className="inline-flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm no-underline hover:bg-muted"
                  >
                    {model.name}
                    {model.status === "pending" ? <CatalogStatusBadge status="pending" /> : null}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {models.total > models.items.length ? (
            <Link
              to={`${modelsPath}?brandId=${brand.id}`}
              className="w-fit text-sm text-primary underline underline-offset-4"
            >
              {t("catalog.brands.allModels", { count: models.total })}
            </Link>
          ) : null}
        </section>
      ) : null}

      {brand ? (
        <>
          <MergeSearch
            title={t("catalog.brands.mergeTitle")}
            impact={t("catalog.brands.mergeImpact", {
              count: brand.usage,
              models: brand.modelCount,
              name: brand.name,
            })}
            sourceName={brand.name}
            search={mergeQ}
            candidates={candidates}
            result={actionData}
          />
          <DeleteSection hint={t("catalog.brands.deleteHint")} result={actionData} />
        </>
      ) : null}
    </div>
  );
}
