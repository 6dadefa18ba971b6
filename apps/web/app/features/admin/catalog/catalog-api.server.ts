/**
 * The catalog and moderation screens' side of the API: one web-side shape for a value of any translated list
 * (the list's extra field optional), the public catalog for selects, and the back office's way of answering a
 * form (admin-api.server.ts) with the catalog's own field messages.
 */
import { BOAT_CATEGORIES, ZCatalog, ZCatalogItem, ZMergeResult } from "@keel/contracts/catalog";
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { apiRequest, isApiError } from "#app/lib/api-client.server.ts";

import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { apiContext } from "#app/lib/session.server.ts";
import type { ActionFailure } from "#app/ui/form/action-result.ts";
import { CATALOG_WORDING, type FieldErrorOptions, translateFieldErrors } from "#app/ui/form/form-errors.ts";
import {
  type adminApi,
  formValues,
  isConfirmed,
  needsConfirmation,
  parseIdParam,
  readAdminForm,
  redirectWithToast,
  submitChange,
  unknownIntent,
  ZChangeResult,
} from "#app/ui/form/submit.server.ts";
import type { ReferenceList } from "./catalog-lists.ts";

/** The `:id` of a catalog item page; null on its "…/new" page (the same route without the parameter). */
export function itemIdOf(params: { id?: string }): number | null {
  return params.id === undefined ? null : parseIdParam(params.id);
}

/** A value of any translated list; `category` comes with boat types, `equipmentTypeId` with equipments. */
export const ZReferenceItem = ZCatalogItem.extend({
  category: z.enum(BOAT_CATEGORIES).optional(),
  equipmentTypeId: z.number().int().optional(),
});
export type TReferenceItem = z.infer<typeof ZReferenceItem>;

export const ZReferencePage = z.object({
  items: z.array(ZReferenceItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const ZReferenceSaved = z.object({ item: ZReferenceItem, message: z.string() });

/** API path of a list (under admin/), or of one of its values. */
export function referenceApiPath(list: ReferenceList, id?: number): string {
  return id === undefined ? list.path : `${list.path}/${id}`;
}

/** Every translated list in the page's language, for selects (merge targets, equipment types, boat types). */
export function loadCatalog(context: Readonly<RouterContextProvider>, request: Request) {
  return apiRequest("catalog", {
    ...apiContext(context, request),
    query: { locale: context.get(localeContext) },
    schema: ZCatalog,
  });
}

type SubmitOptions = Parameters<typeof submitChange>[1];

/** What a catalog or moderation form adds to the catalog's wording of field errors. */
type CatalogFieldOptions = Pick<FieldErrorOptions, "numberFields" | "formatKeys" | "aliases">;

/**
 * The back office's answer to a form (admin-api.server.ts: post/redirect/get with the API's message as a flash
 * toast; a refusal gives the page again with the message and what was typed), with two additions: the page to
 * go to may depend on the result (a new value's own page), and field errors are worded for the catalog.
 */
export async function submitCatalogChange<R extends { message?: string } | undefined>(
  call: () => Promise<R>,
  options: Omit<SubmitOptions, "redirectTo"> & {
    redirectTo?: string | ((result: R) => string);
    fields?: CatalogFieldOptions;
  },
) {
  let result: R;
  try {
    result = await call();
  } catch (error) {
    // The refusal goes through the back office's one path (lost session, 5xx, 4xx with the values typed).
    const failure = await submitChange(() => Promise.reject(error), { ...options, redirectTo: undefined });
    if (failure instanceof Response || !isApiError(error)) return failure;
    const t = await getTranslator(options.context);
    return data<ActionFailure>(
      {
        ...failure.data,
        fieldErrors: translateFieldErrors(error.details, t, { ...options.fields, wording: CATALOG_WORDING }),
      },
      failure.init ?? undefined,
    );
  }
  const target = typeof options.redirectTo === "function" ? options.redirectTo(result) : options.redirectTo;
  return redirectWithToast(target ?? options.url.pathname + options.url.search, result?.message);
}

/** An action's refusal found before any API call (a number that is not one), in the same shape. */
export function localFailure(
  intent: string,
  values: Record<string, string>,
  fieldErrors: Record<string, string>,
  message: string,
) {
  return data<ActionFailure>(
    { intent, error: { code: "VALIDATION_FAILED", message }, fieldErrors, values },
    { status: 400 },
  );
}

/**
 * "Approve" on a row of the brands or brand models list (`intent=approve`, `id`): the list comes back as it was
 * (same search, page and sort). `approve` is the API call for that id.
 */
export async function submitRowApproval(
  args: Parameters<typeof readAdminForm>[0],
  approve: (api: ReturnType<typeof adminApi>, id: number) => Promise<{ message?: string }>,
) {
  const { form, intent, api, options } = await readAdminForm(args);
  if (intent !== "approve") return unknownIntent();
  const id = parseIdParam(String(form.get("id") ?? ""));
  return submitCatalogChange(() => approve(api, id), options);
}

/**
 * "Save" on a value's page (`intent=save`): without an id the value is created under `listPath` (its API path)
 * and its own page opens (`pageOf`, localized); with one it is changed and the page comes back.
 */
export function submitCatalogSave<T extends { item: { id: number }; message?: string }>(
  api: ReturnType<typeof adminApi>,
  id: number | null,
  request: { listPath: string; body: unknown; schema: z.ZodType<T>; pageOf: (id: number) => string },
  options: Omit<Parameters<typeof submitCatalogChange>[1], "redirectTo">,
) {
  const { listPath, body, schema, pageOf } = request;
  if (id === null) {
    return submitCatalogChange(() => api(listPath, { method: "POST", body, schema }), {
      ...options,
      redirectTo: (saved) => pageOf(saved.item.id),
    });
  }
  return submitCatalogChange(() => api(`${listPath}/${id}`, { method: "PATCH", body, schema }), options);
}

/**
 * "Map into…" on an item page (`intent=merge`, `intoId`): a missing target is refused before the API, a merge
 * goes through the confirmation step, and success opens the value kept.
 */
export async function submitCatalogMerge(
  form: FormData,
  options: Pick<SubmitOptions, "context" | "url"> & {
    merge: (intoId: number) => Promise<{ message?: string }>;
    /** The value kept's page (localized). */
    pathOf: (intoId: number) => string;
    fields?: CatalogFieldOptions;
  },
) {
  const intent = "merge";
  const values = formValues(form, ["intoId"]);
  const intoId = Number(values.intoId);
  if (!Number.isInteger(intoId) || intoId < 1) {
    const message = (await getTranslator(options.context))("catalog.fieldError.chooseTarget");
    return localFailure(intent, values, { intoId: message }, message);
  }
  if (!isConfirmed(form)) return needsConfirmation(form);
  return submitCatalogChange(() => options.merge(intoId), {
    context: options.context,
    url: options.url,
    intent,
    values,
    redirectTo: options.pathOf(intoId),
    fields: options.fields,
  });
}

/**
 * The intents a saved value's page answers besides "save", the same on the brand, model and reference pages:
 * "approve" (brands and models: a value a seller typed; back to its page without the merge search, stale after
 * any change), "delete" behind the confirmation, then `deletedTo`, and "merge" into another value (see above).
 * `apiPath` is the value's own API path; anything else is an unknown intent.
 */
export async function submitCatalogItemIntent(
  { form, intent, api, options }: Awaited<ReturnType<typeof readAdminForm>>,
  item: {
    apiPath: string;
    /** A value's page (localized), for the value approved and the value a merge keeps. */
    pageOf: (id: number) => string;
    id: number;
    canApprove: boolean;
    /** Where the page goes once the value is deleted (localized); a function when it needs an API call first. */
    deletedTo: string | (() => Promise<string>);
    mergeFields?: CatalogFieldOptions;
  },
) {
  const { apiPath, pageOf, id } = item;
  if (intent === "approve" && item.canApprove) {
    return submitCatalogChange(() => api(`${apiPath}/approve`, { method: "POST", schema: ZChangeResult }), {
      ...options,
      redirectTo: pageOf(id),
    });
  }
  if (intent === "delete") {
    if (!isConfirmed(form)) return needsConfirmation(form);
    const redirectTo = typeof item.deletedTo === "string" ? item.deletedTo : await item.deletedTo();
    return submitCatalogChange(() => api(apiPath, { method: "DELETE", schema: ZChangeResult }), {
      ...options,
      redirectTo,
    });
  }
  if (intent === "merge") {
    return submitCatalogMerge(form, {
      ...options,
      merge: (intoId) => api(`${apiPath}/merge`, { method: "POST", body: { intoId }, schema: ZMergeResult }),
      pathOf: pageOf,
      fields: item.mergeFields,
    });
  }
  return unknownIntent();
}
