/**
 * `/dashboard/saved-searches`: the signed-in user's saved searches (decision 046), each with the boats published
 * since they last opened it, its alert frequency, rename and delete. "Save this search" on the search page posts
 * here too. Opening a search goes through this page's action, which notes the visit (the count starts again).
 */
import { ZMessage } from "@keel/contracts/common";
import { SAVED_SEARCH_NAME_MAX } from "@keel/contracts/saved-search-codes";
import {
  type TSavedSearch,
  ZSavedSearch,
  ZSavedSearchList,
  ZSavedSearchWithMessage,
} from "@keel/contracts/saved-searches";
import { Form, redirect } from "react-router";
import { frequencyOptions } from "#app/features/saved-searches/frequency.ts";
import { apiRequest } from "#app/lib/api-client.server.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizeHref, localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { userApiContext } from "#app/lib/session.server.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { Badge } from "#app/ui/badge.tsx";
import { Button } from "#app/ui/button.tsx";
import { ConfirmSubmit } from "#app/ui/form/confirm-submit.tsx";
import { SelectField, TextField } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import { formText, formTexts } from "#app/ui/form/form-data.ts";
import { formFailure, formInvalid } from "#app/ui/form/form-result.server.ts";
import { formState } from "#app/ui/form/form-state.ts";
import { redirectWithToast } from "#app/ui/form/submit.server.ts";
import { Icon } from "#app/ui/icon.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/saved-searches";

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = await getTranslator(context);
  const { items } = await apiRequest("saved-searches", {
    ...userApiContext(context, request),
    schema: ZSavedSearchList,
  });
  return { meta: { title: t("savedSearches.metaTitle"), noIndex: true }, items };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const idOf = (form: FormData): string | null => {
  const id = formText(form, "id");
  return /^[1-9]\d{0,9}$/.test(id) ? id : null;
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, "intent");
  const t = await getTranslator(context);
  const locale = context.get(localeContext);
  const api = userApiContext(context, request);
  const here = localizePath("/dashboard/saved-searches", locale);

  if (intent === "create") {
    const values = formTexts(form, ["name", "query", "frequency"]);
    try {
      const saved = await apiRequest("saved-searches", {
        ...api,
        method: "POST",
        body: values,
        schema: ZSavedSearchWithMessage,
      });
      // Back to the search just saved, with the confirmation as a toast.
      return redirectWithToast(
        localizeHref(`/boats${saved.query ? `?${saved.query}` : ""}`, locale),
        saved.message,
      );
    } catch (error) {
      return formFailure(error, t, { intent, values });
    }
  }

  const id = idOf(form);
  if (!id) return formInvalid({}, t, { intent });

  if (intent === "open") {
    try {
      const saved = await apiRequest(`saved-searches/${id}/visit`, {
        ...api,
        method: "POST",
        schema: ZSavedSearch,
      });
      return redirect(localizeHref(`/boats${saved.query ? `?${saved.query}` : ""}`, locale));
    } catch (error) {
      return formFailure(error, t, { intent, asToast: true });
    }
  }

  if (intent === `update-${id}`) {
    const values = formTexts(form, ["name", "frequency"]);
    try {
      const { message } = await apiRequest(`saved-searches/${id}`, {
        ...api,
        method: "PATCH",
        body: values,
        schema: ZSavedSearchWithMessage,
      });
      return redirectWithToast(here, message);
    } catch (error) {
      return formFailure(error, t, { intent, values });
    }
  }

  if (intent === "delete") {
    try {
      const { message } = await apiRequest(`saved-searches/${id}`, {
        ...api,
        method: "DELETE",
        schema: ZMessage,
      });
      return redirectWithToast(here, message);
    } catch (error) {
      return formFailure(error, t, { intent, asToast: true });
    }
  }
  return formInvalid({}, t, { intent });
}

export default function SavedSearches({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  useApiMessageToast(actionData);
  const created = formState(actionData, "create");
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("savedSearches.title")} description={t("savedSearches.description")} />
      <FormAlert id="save-search-alert" message={created.formError} />
      {loaderData.items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-12 text-center">
          <Icon name="search" aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">{t("savedSearches.empty")}</p>
          <Link
            to={localizePath("/boats", locale)}
            className="text-sm text-primary underline underline-offset-4"
          >
            {t("savedSearches.goSearch")}
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-4">
          {loaderData.items.map((search) => (
            <SavedSearchItem key={search.id} search={search} actionData={actionData} />
          ))}
        </ul>
      )}
    </div>
  );
}

function SavedSearchItem({ search, actionData }: { search: TSavedSearch; actionData: unknown }) {
  const t = useT();
  const update = formState(actionData, `update-${search.id}`);
  const titleId = `saved-search-${search.id}-title`;
  const frequency = frequencyOptions(t).find((option) => option.value === search.frequency)?.label;
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-4 rounded-lg border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="flex flex-wrap items-center gap-2 text-lg">
            {search.name}
            {search.newSinceVisit > 0 ? (
              <Badge variant="primary">
                {t("savedSearches.newSinceVisit", { count: search.newSinceVisit })}
              </Badge>
            ) : null}
          </h2>
          <p className="text-sm text-muted-foreground">
            {search.newSinceVisit === 0 ? `${t("savedSearches.nothingNew")} · ` : ""}
            {t("savedSearches.alerts", { frequency: frequency ?? search.frequency })}
          </p>
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="open" />
          <input type="hidden" name="id" value={search.id} />
          <Button type="submit" aria-label={t("savedSearches.openNamed", { name: search.name })}>
            <Icon name="search" aria-hidden="true" />
            {t("savedSearches.open")}
          </Button>
        </Form>
      </div>
      <Form method="post" noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <input type="hidden" name="intent" value={`update-${search.id}`} />
        <input type="hidden" name="id" value={search.id} />
        <FormAlert id={`saved-search-${search.id}-alert`} message={update.formError} />
        <TextField
          id={`saved-search-${search.id}-name`}
          name="name"
          label={t("savedSearches.name")}
          defaultValue={update.values.name ?? search.name}
          error={update.fieldErrors.name}
          required
          maxLength={SAVED_SEARCH_NAME_MAX}
          className="sm:flex-1"
        />
        <SelectField
          id={`saved-search-${search.id}-frequency`}
          name="frequency"
          label={t("savedSearches.frequency.label")}
          defaultValue={update.values.frequency ?? search.frequency}
          error={update.fieldErrors.frequency}
        >
          {frequencyOptions(t).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <Button
          type="submit"
          variant="outline"
          aria-label={t("savedSearches.saveNamed", { name: search.name })}
        >
          {t("savedSearches.saveChanges")}
        </Button>
      </Form>
      <Form method="post" id={`saved-search-${search.id}-delete`} className="flex justify-end">
        <input type="hidden" name="id" value={search.id} />
        <ConfirmSubmit
          form={`saved-search-${search.id}-delete`}
          value="delete"
          variant="ghost"
          destructive
          title={t("savedSearches.delete.title")}
          description={t("savedSearches.delete.description", { name: search.name })}
          confirmLabel={t("savedSearches.delete.confirm")}
          aria-label={t("savedSearches.delete.named", { name: search.name })}
        >
          <Icon name="trash" aria-hidden="true" />
          {t("savedSearches.delete.button")}
        </ConfirmSubmit>
      </Form>
    </li>
  );
}
