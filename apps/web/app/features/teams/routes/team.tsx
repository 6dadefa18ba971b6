/**
 * Team settings `/dashboard/settings/team` for the current team: admins and owners edit the settings and the
 * banner, members see them read only, and owners may delete the team (docs/decisions/007: its boats,
 * messages and statistics go with it).
 */
import { ZMessage } from "@keel/contracts/common";
import { ZTeam } from "@keel/contracts/teams";
import { redirect } from "react-router";
import { z } from "zod";
import { DeleteTeam } from "#app/features/teams/components/delete-team.tsx";
import { NoTeam } from "#app/features/teams/components/no-team.tsx";
import { TEAM_FIELDS, TeamDetails, TeamForm } from "#app/features/teams/components/team-form.tsx";
import { hasRole } from "#app/features/teams/team-roles.ts";
import { apiRequest } from "#app/lib/api-client.server.ts";
import { deleteCookie, flashCookie, TEAM_COOKIE } from "#app/lib/cookies.server.ts";
import { countryOptions, currencyOptions } from "#app/lib/country-options.ts";
import { getCurrentTeam } from "#app/lib/current-team.server.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { userApiContext } from "#app/lib/session.server.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { formFile, formText, formTexts } from "#app/ui/form/form-data.ts";
import { fieldErrorMessage } from "#app/ui/form/form-errors.ts";
import { formFailure, formInvalid, formSuccess } from "#app/ui/form/form-result.server.ts";
import { formState } from "#app/ui/form/form-state.ts";
import { ImageUploadForm } from "#app/ui/image-upload-form.tsx";
import { SettingsSection } from "#app/ui/settings-section.tsx";
import type { Route } from "./+types/team";

/** The API's minimum banner width (teams.service BANNER_MIN_WIDTH), checked first in the browser. */
const BANNER_MIN_WIDTH = 1024;
const UPLOAD_TIMEOUT_MS = 60_000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = await getTranslator(context);
  const locale = context.get(localeContext);
  const meta = { title: t("team.settings.metaTitle"), noIndex: true };
  const { team: current } = getCurrentTeam(request, context);
  if (!current) return { meta, team: null, countries: [], currencies: [] };
  const team = await apiRequest(`teams/${current.id}`, {
    ...userApiContext(context, request),
    schema: ZTeam,
  });
  return { meta, team, countries: countryOptions(locale), currencies: currencyOptions(locale) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, "intent");
  const t = await getTranslator(context);
  const api = userApiContext(context, request);
  const { team } = getCurrentTeam(request, context);
  if (!team) return formInvalid({}, t, { intent });

  if (intent === "team") {
    const values = formTexts(form, TEAM_FIELDS);
    try {
      const { message } = await apiRequest(`teams/${team.id}`, {
        ...api,
        method: "PATCH",
        body: values,
        schema: ZTeam.extend({ message: z.string() }),
      });
      return formSuccess(intent, message);
    } catch (error) {
      return formFailure(error, t, { intent, values });
    }
  }

  if (intent === "banner") {
    const file = formFile(form, "file");
    if (!file)
      return formInvalid({ file: t(fieldErrorMessage("file", { code: "required" }).key) }, t, { intent });
    const upload = new FormData();
    upload.append("file", file, file.name);
    try {
      const { message } = await apiRequest(`teams/${team.id}/banner`, {
        ...api,
        method: "POST",
        body: upload,
        timeoutMs: UPLOAD_TIMEOUT_MS,
        schema: z.object({ bannerUrl: z.string(), message: z.string() }),
      });
      return formSuccess(intent, message);
    } catch (error) {
      return formFailure(error, t, { intent });
    }
  }

  if (intent === "deleteTeam") {
    const confirmName = formText(form, "confirmName");
    try {
      const { message } = await apiRequest(`teams/${team.id}`, {
        ...api,
        method: "DELETE",
        body: { confirmName },
        schema: ZMessage,
      });
      // The dashboard falls back to the user's next team, if any.
      const headers = new Headers();
      headers.append("Set-Cookie", deleteCookie(TEAM_COOKIE));
      if (message) headers.append("Set-Cookie", flashCookie(message));
      return redirect(localizePath("/dashboard", context.get(localeContext)), { headers });
    } catch (error) {
      return formFailure(error, t, { intent, values: { confirmName } });
    }
  }
  return formInvalid({}, t, { intent });
}

export default function TeamSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  useApiMessageToast(actionData);
  const { team, countries, currencies } = loaderData;
  if (!team) return <NoTeam />;
  const canEdit = hasRole(team.role, "admin");
  const banner = formState(actionData, "banner");
  return (
    <div className="flex flex-col gap-6">
      <SettingsSection
        id="team"
        title={t("team.settings.title")}
        description={t("team.settings.subtitle", { team: team.name })}
      >
        {canEdit ? (
          <TeamForm
            team={team}
            state={formState(actionData, "team")}
            countries={countries}
            currencies={currencies}
          />
        ) : (
          <TeamDetails
            team={team}
            countryName={countries.find((c) => c.value === team.country)?.label ?? team.country}
            currencyName={currencies.find((c) => c.value === team.currency)?.label ?? team.currency}
          />
        )}
      </SettingsSection>
      <SettingsSection id="banner" title={t("team.banner.title")} description={t("team.banner.subtitle")}>
        {canEdit ? (
          <div className="flex flex-col gap-3">
            <ImageUploadForm
              key={team.bannerUrl ?? "none"}
              intent="banner"
              id="banner-file"
              label={t("team.banner.choose")}
              hint={t("team.banner.hint", { width: BANNER_MIN_WIDTH })}
              serverError={banner.fieldErrors.file}
              limits={{ minWidth: BANNER_MIN_WIDTH }}
              shape="wide"
              previewAlt={t("team.banner.preview")}
              current={<Banner url={team.bannerUrl} alt={t("team.banner.current", { team: team.name })} />}
              submitLabel={t("team.banner.upload")}
              submittingLabel={t("team.banner.uploading")}
            />
            {banner.formError && !banner.fieldErrors.file ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {banner.formError}
              </p>
            ) : null}
          </div>
        ) : (
          <div className="aspect-[3/1] w-full max-w-xl overflow-hidden rounded-lg border bg-muted">
            <Banner url={team.bannerUrl} alt={t("team.banner.current", { team: team.name })} />
          </div>
        )}
      </SettingsSection>
      {team.role === "owner" ? (
        <SettingsSection
          id="delete-team"
          tone="danger"
          title={t("team.delete.title")}
          description={t("team.delete.subtitle")}
        >
          <DeleteTeam teamName={team.name} state={formState(actionData, "deleteTeam")} />
        </SettingsSection>
      ) : null}
    </div>
  );
}

function Banner({ url, alt }: { url: string | null; alt: string }) {
  const t = useT();
  if (url) return <img src={url} alt={alt} className="size-full object-cover" />;
  return (
    <span className="flex size-full items-center justify-center p-4 text-sm text-muted-foreground">
      {t("team.banner.none")}
    </span>
  );
}
