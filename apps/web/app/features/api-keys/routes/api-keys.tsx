/**
 * "Publish from your software" `/dashboard/settings/api` (decision 048): the team's owners and admins create
 * named API keys with scopes, see a new key once with a copy button, revoke keys, and read curl examples with
 * the site's own address. Members see who to ask; the API is the gate.
 */
import { ZApiKeyCreated, ZApiKeyList } from "@keel/contracts/api-keys";
import { ApiKeyForm } from "#app/features/api-keys/components/api-key-form.tsx";
import { ApiKeysTable } from "#app/features/api-keys/components/api-keys-table.tsx";
import { CurlExamples } from "#app/features/api-keys/components/curl-examples.tsx";
import { NewKeyPanel } from "#app/features/api-keys/components/new-key-panel.tsx";
import { canManageApiKeys, readScopes } from "#app/features/api-keys/scopes.ts";
import { NoTeam } from "#app/features/teams/index.ts";
import { apiRequest } from "#app/lib/api-client.server.ts";
import { getConfig } from "#app/lib/config.server.ts";
import { getCurrentTeam } from "#app/lib/current-team.server.ts";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useT } from "#app/lib/i18n.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { userApiContext } from "#app/lib/session.server.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { formText } from "#app/ui/form/form-data.ts";
import { formFailure, formInvalid, formSuccess } from "#app/ui/form/form-result.server.ts";
import { formState } from "#app/ui/form/form-state.ts";
import { SettingsSection } from "#app/ui/settings-section.tsx";
import type { Route } from "./+types/api-keys";

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = await getTranslator(context);
  const meta = { title: t("apiKeys.metaTitle"), noIndex: true };
  const apiBaseUrl = `${getConfig().publicAppUrl}/api/v1`;
  const { team } = getCurrentTeam(request, context);
  if (!team) return { meta, apiBaseUrl, team: null, keys: [] };
  const current = { id: team.id, name: team.name, role: team.role };
  if (!canManageApiKeys(team.role)) return { meta, apiBaseUrl, team: current, keys: [] };
  const { items } = await apiRequest(`teams/${team.id}/api-keys`, {
    ...userApiContext(context, request),
    schema: ZApiKeyList,
  });
  return { meta, apiBaseUrl, team: current, keys: items };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, "intent");
  const t = await getTranslator(context);
  const api = userApiContext(context, request);
  const { team } = getCurrentTeam(request, context);
  if (!team) return formInvalid({}, t, { intent });
  const base = `teams/${team.id}/api-keys`;
  if (intent === "create") {
    const values = { name: formText(form, "name"), scopes: readScopes(form).join(",") };
    try {
      const created = await apiRequest(base, {
        ...api,
        method: "POST",
        body: { name: values.name, scopes: readScopes(form) },
        schema: ZApiKeyCreated,
      });
      // The only time the key leaves the API: this answer, to the person who created it, never stored here.
      return { ...formSuccess(intent, created.message), created: { name: created.name, key: created.key } };
    } catch (error) {
      return formFailure(error, t, { intent, values });
    }
  }
  if (intent === "revoke") {
    const keyId = Number(formText(form, "keyId"));
    if (!Number.isSafeInteger(keyId) || keyId <= 0) return formInvalid({}, t, { intent });
    try {
      const { message } = await apiRequest(`${base}/${keyId}`, {
        ...api,
        method: "DELETE",
        schema: ZApiKeyCreated.pick({ message: true }),
      });
      return formSuccess(intent, message);
    } catch (error) {
      return formFailure(error, t, { intent, asToast: true });
    }
  }
  return formInvalid({}, t, { intent });
}

export default function ApiKeysSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  useApiMessageToast(actionData);
  const { team, keys, apiBaseUrl } = loaderData;
  if (!team) return <NoTeam />;
  const created = actionData && "created" in actionData ? actionData.created : null;
  return (
    <div className="flex flex-col gap-6">
      <SettingsSection
        id="api-intro"
        title={t("apiKeys.title")}
        description={t("apiKeys.subtitle", { team: team.name })}
      >
        <p className="text-sm">
          {t("apiKeys.docsIntro")}{" "}
          <a href="/api/docs" className="font-medium">
            {t("apiKeys.docsLink")}
          </a>
        </p>
      </SettingsSection>
      {canManageApiKeys(team.role) ? (
        <>
          {created ? <NewKeyPanel name={created.name} apiKey={created.key} /> : null}
          <SettingsSection
            id="api-create"
            title={t("apiKeys.create.title")}
            description={t("apiKeys.create.subtitle")}
          >
            <ApiKeyForm state={formState(actionData, "create")} result={actionData} />
          </SettingsSection>
          <SettingsSection
            id="api-keys"
            title={t("apiKeys.list.title")}
            description={t("apiKeys.list.subtitle")}
          >
            <ApiKeysTable keys={keys} />
          </SettingsSection>
        </>
      ) : (
        <SettingsSection id="api-keys" title={t("apiKeys.list.title")}>
          <p className="text-sm text-muted-foreground">{t("apiKeys.membersOnly")}</p>
        </SettingsSection>
      )}
      <SettingsSection
        id="api-examples"
        title={t("apiKeys.examples.title")}
        description={t("apiKeys.examples.subtitle")}
      >
        <CurlExamples apiBaseUrl={apiBaseUrl} teamId={team.id} />
      </SettingsSection>
    </div>
  );
}
