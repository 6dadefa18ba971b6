/**
 * /dashboard/start-selling: a buyer creates their team (company name, country) and becomes its owner on the
 * free plan; the dashboard then opens on it, with the seller's pages.
 */
import { ZTeamCreated } from "@keel/contracts/teams";
import { Form, useNavigation } from "react-router";
import { apiRequest, isApiError } from "#app/lib/api-client.server.ts";
import { serializeCookie, TEAM_COOKIE, TEAM_COOKIE_MAX_AGE_S } from "#app/lib/cookies.server.ts";
import { countryOptions, defaultCountry } from "#app/lib/country-options.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { userApiContext } from "#app/lib/session.server.ts";
import { Button } from "#app/ui/button.tsx";
import { Field } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import { formTexts } from "#app/ui/form/form-data.ts";
import { formFailure } from "#app/ui/form/form-result.server.ts";
import { formState } from "#app/ui/form/form-state.ts";
import { loginRedirect, redirectWithToast } from "#app/ui/form/submit.server.ts";
import { Input } from "#app/ui/input.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";
import { Select } from "#app/ui/select.tsx";
import type { Route } from "./+types/start-selling";

export async function loader({ context }: Route.LoaderArgs) {
  const t = await getTranslator(context);
  const locale = context.get(localeContext);
  return {
    meta: { title: t("startSelling.metaTitle"), noIndex: true },
    countries: countryOptions(locale),
    defaultCountry: defaultCountry(locale),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context, url }: Route.ActionArgs) {
  const values = formTexts(await request.formData(), ["name", "country"] as const);
  try {
    const team = await apiRequest("teams", {
      ...userApiContext(context, request),
      method: "POST",
      body: values,
      schema: ZTeamCreated,
    });
    const headers = new Headers({
      "Set-Cookie": serializeCookie(TEAM_COOKIE, String(team.id), { maxAge: TEAM_COOKIE_MAX_AGE_S }),
    });
    return redirectWithToast(localizePath("/dashboard", context.get(localeContext)), team.message, headers);
  } catch (error) {
    if (isApiError(error, 401)) throw loginRedirect(context, url);
    return formFailure(error, await getTranslator(context), { intent: "team", values });
  }
}

export default function StartSelling({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const state = formState(actionData, "team");
  const isSubmitting = useNavigation().state === "submitting";
  return (
    <div className="flex max-w-xl flex-col gap-6">
      <PageHeader
        title={t("startSelling.title")}
        description={t("startSelling.description")}
        back={{ to: localizePath("/dashboard", locale), label: t("startSelling.back") }}
      />
      <Form method="post" noValidate aria-describedby="team-alert" className="flex flex-col gap-5">
        <FormAlert id="team-alert" message={state.formError} />
        <Field
          id="name"
          label={t("register.companyName")}
          hint={t("register.companyHint")}
          error={state.fieldErrors.name}
        >
          {(control) => (
            <Input
              {...control}
              name="name"
              autoComplete="organization"
              required
              maxLength={120}
              defaultValue={state.values.name}
            />
          )}
        </Field>
        <Field id="country" label={t("register.country")} error={state.fieldErrors.country}>
          {(control) => (
            <Select
              {...control}
              name="country"
              defaultValue={state.values.country || loaderData.defaultCountry}
            >
              {loaderData.countries.map((country) => (
                <option key={country.value} value={country.value}>
                  {country.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {t("startSelling.submit")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
