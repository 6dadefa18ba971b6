import { data } from "react-router";
import {
  itemIdOf,
  loadCatalog,
  localFailure,
  referenceApiPath,
  submitCatalogItemIntent,
  submitCatalogSave,
  type TReferenceItem,
  ZReferenceItem,
  ZReferenceSaved,
} from "#app/features/admin/catalog/catalog-api.server.ts";
import { referenceBody, referenceMergeOptions } from "#app/features/admin/catalog/catalog-forms.ts";
import {
  LABEL_FIELDS,
  REFERENCE_LISTS,
  type ReferenceList,
  referenceListOf,
  referencePath,
} from "#app/features/admin/catalog/catalog-lists.ts";
import { DeleteSection } from "#app/features/admin/catalog/components/delete-section.tsx";
import { MergeForm } from "#app/features/admin/catalog/components/merge-form.tsx";
import {
  REFERENCE_FIELDS,
  ReferenceForm,
  type ReferenceFormValues,
} from "#app/features/admin/catalog/components/reference-form.tsx";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { Badge } from "#app/ui/badge.tsx";
import { failureOf } from "#app/ui/form/action-result.ts";
import { adminApi, formValues, loadOr404, readAdminForm, unknownIntent } from "#app/ui/form/submit.server.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/reference-item";

function listOr404(url: URL): ReferenceList {
  const list = referenceListOf(url.pathname);
  if (!list) throw data(null, { status: 404 });
  return list;
}

export async function loader({ request, context, url, params }: Route.LoaderArgs) {
  const list = listOr404(url);
  const id = itemIdOf(params);
  const api = adminApi(context, request);
  const needsCatalog = id !== null || list.extra === "equipmentTypeId";
  const [t, item, catalog] = await Promise.all([
    getTranslator(context),
    id === null ? null : loadOr404(api(referenceApiPath(list, id), { schema: ZReferenceItem })),
    needsCatalog ? loadCatalog(context, request) : null,
  ]);
  const title = item ? item.label : t(`catalog.${list.key}.new`);
  return {
    meta: { title, noIndex: true },
    kind: list.kind,
    item,
    equipmentTypes: catalog?.equipmentTypes.map(({ id: typeId, label }) => ({ id: typeId, label })) ?? [],
    mergeOptions: item && catalog ? referenceMergeOptions(list, catalog, item.id) : [],
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action(args: Route.ActionArgs) {
  const list = listOr404(args.url);
  const id = itemIdOf(args.params);
  const submission = await readAdminForm(args);
  const { form, intent, api, options } = submission;
  const locale = args.context.get(localeContext);
  const t = await getTranslator(args.context);
  const pageOf = (itemId: number) => localizePath(referencePath(list, itemId), locale);

  if (intent === "save") {
    const values = formValues(form, REFERENCE_FIELDS);
    const body = referenceBody(list, values);
    if (!body.ok)
      return localFailure(intent, values, { [body.field]: t(body.errorKey) }, t("catalog.form.invalid"));
    const fields = {
      numberFields: ["sortOrder", "equipmentTypeId"],
      formatKeys: { code: "catalog.fieldError.codeFormat" },
    };
    return submitCatalogSave(
      api,
      id,
      { listPath: referenceApiPath(list), body: body.value, schema: ZReferenceSaved, pageOf },
      { ...options, values, fields },
    );
  }
  if (id === null) return unknownIntent();
  return submitCatalogItemIntent(submission, {
    apiPath: referenceApiPath(list, id),
    pageOf,
    id,
    canApprove: false,
    deletedTo: localizePath(referencePath(list), locale),
    mergeFields: { aliases: {} },
  });
}

/** The form's values for the value as saved (a refused save shows what was typed instead). */
function initialValues(item: TReferenceItem | null): ReferenceFormValues {
  if (!item) return {};
  const values: ReferenceFormValues = { code: item.code, sortOrder: String(item.sortOrder) };
  for (const { name } of LABEL_FIELDS) values[name] = item[name];
  if (item.category) values.category = item.category;
  if (item.equipmentTypeId !== undefined) values.equipmentTypeId = String(item.equipmentTypeId);
  return values;
}

export default function ReferenceItemPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { kind, item, equipmentTypes, mergeOptions } = loaderData;
  const list = REFERENCE_LISTS[kind];
  const saveFailure = failureOf(actionData, "save");
  useApiMessageToast(actionData);
  const usageKey = list.usageUnit === "boats" ? "catalog.usage.boats" : "catalog.usage.equipments";
  return (
    <div className="flex max-w-6xl flex-col gap-8">
      <PageHeader
        title={item ? item.label : t(`catalog.${list.key}.new`)}
        back={{ to: localizePath(referencePath(list), locale), label: t(`catalog.${list.key}.back`) }}
        badges={item ? <Badge variant="outline">{t(usageKey, { count: item.usage })}</Badge> : null}
        description={item ? undefined : t(`catalog.${list.key}.intro`)}
      />
      <ReferenceForm
        list={list}
        isNew={!item}
        values={saveFailure ? saveFailure.values : initialValues(item)}
        errors={saveFailure?.fieldErrors ?? {}}
        formError={saveFailure?.error.message}
        equipmentTypes={equipmentTypes}
      />
      {item ? (
        <>
          <DeleteSection
            hint={t(
              list.usageUnit === "boats" ? "catalog.delete.hintBoats" : "catalog.delete.hintEquipments",
            )}
            result={actionData}
          />
          <MergeForm
            sourceName={item.label}
            impact={t(
              list.usageUnit === "boats" ? "catalog.merge.impactBoats" : "catalog.merge.impactEquipments",
              { count: item.usage, name: item.label },
            )}
            options={mergeOptions}
            result={actionData}
          />
        </>
      ) : null}
    </div>
  );
}
