/**
 * Security settings `/dashboard/settings/security`: password change, the account's sessions with "sign out
 * other sessions", and account deletion (docs/decisions/007) with the product's confirmation.
 */
import { ZSessionList } from "@keel/contracts/accounts";
import { ZMessage } from "@keel/contracts/common";
import { redirectDocument } from "react-router";
import { DeleteAccount } from "#app/features/settings/components/delete-account.tsx";
import { PasswordForm } from "#app/features/settings/components/password-form.tsx";
import { SessionsList } from "#app/features/settings/components/sessions-list.tsx";
import { apiRequest } from "#app/lib/api-client.server.ts";
import {
  deleteCookie,
  flashCookie,
  oldTokenCookieName,
  TEAM_COOKIE,
  tokenCookieName,
} from "#app/lib/cookies.server.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import { formatRelativeTime } from "#app/lib/relative-time.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { userApiContext } from "#app/lib/session.server.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { parseUserAgent } from "#app/lib/user-agent.ts";
import { formText } from "#app/ui/form/form-data.ts";
import type { FieldErrors } from "#app/ui/form/form-errors.ts";
import { formFailure, formInvalid, formSuccess } from "#app/ui/form/form-result.server.ts";
import { formState } from "#app/ui/form/form-state.ts";
import { SettingsSection } from "#app/ui/settings-section.tsx";
import type { Route } from "./+types/security";

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = await getTranslator(context);
  const locale = context.get(localeContext);
  const { items } = await apiRequest("auth/sessions", {
    ...userApiContext(context, request),
    schema: ZSessionList,
  });
  const now = new Date();
  const sessions = items
    .map((session) => {
      const { browser, version, os } = parseUserAgent(session.userAgent);
      const name = browser
        ? [browser, version].filter(Boolean).join(" ")
        : t("settings.sessions.unknownBrowser");
      return {
        id: session.id,
        device: os ? t("settings.sessions.device", { browser: name, os }) : name,
        ip: session.ip,
        lastUsedAt: session.lastUsedAt,
        lastActive: formatRelativeTime(session.lastUsedAt, now, locale),
        isCurrent: session.isCurrent,
      };
    })
    // This device first, then the most recently used.
    .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent) || b.lastUsedAt.localeCompare(a.lastUsedAt));
  return { meta: { title: t("settings.security.metaTitle"), noIndex: true }, sessions };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, "intent");
  const t = await getTranslator(context);
  const api = userApiContext(context, request);

  if (intent === "password") {
    const body = {
      currentPassword: formText(form, "currentPassword"),
      newPassword: formText(form, "newPassword"),
      confirmation: formText(form, "confirmation"),
    };
    // The API checks the confirmation only once the rest is valid; checking it here too reports every
    // problem of the form at once.
    const mismatch = body.confirmation !== body.newPassword;
    try {
      const { message } = await apiRequest("auth/password", {
        ...api,
        method: "POST",
        body,
        schema: ZMessage,
      });
      return formSuccess(intent, message);
    } catch (error) {
      const local: FieldErrors = mismatch ? { confirmation: t("fieldError.passwordsMismatch") } : {};
      return formFailure(error, t, { intent, fieldErrors: local, submitted: body });
    }
  }

  if (intent === "signOutOthers") {
    try {
      const { message } = await apiRequest("auth/sessions/others", {
        ...api,
        method: "DELETE",
        schema: ZMessage,
      });
      return formSuccess(intent, message);
    } catch (error) {
      return formFailure(error, t, { intent, asToast: true });
    }
  }

  if (intent === "deleteAccount") {
    try {
      const { message } = await apiRequest("users/me", {
        ...api,
        method: "DELETE",
        body: { password: formText(form, "password") },
        schema: ZMessage,
      });
      // The account is gone: every cookie tied to it goes too, and the visitor lands on the home page.
      const headers = new Headers();
      for (const name of [tokenCookieName(), oldTokenCookieName(), TEAM_COOKIE])
        headers.append("Set-Cookie", deleteCookie(name));
      if (message) headers.append("Set-Cookie", flashCookie(message));
      return redirectDocument(localizePath("/", context.get(localeContext)), { headers });
    } catch (error) {
      return formFailure(error, t, { intent });
    }
  }
  return formInvalid({}, t, { intent });
}

export default function SecuritySettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  useApiMessageToast(actionData);
  return (
    <div className="flex flex-col gap-6">
      <SettingsSection
        id="password"
        title={t("settings.password.title")}
        description={t("settings.password.subtitle")}
      >
        <PasswordForm state={formState(actionData, "password")} />
      </SettingsSection>
      <SettingsSection
        id="sessions"
        title={t("settings.sessions.title")}
        description={t("settings.sessions.subtitle")}
      >
        <SessionsList sessions={loaderData.sessions} />
      </SettingsSection>
      <SettingsSection
        id="delete-account"
        tone="danger"
        title={t("settings.deleteAccount.title")}
        description={t("settings.deleteAccount.subtitle")}
      >
        <DeleteAccount state={formState(actionData, "deleteAccount")} />
      </SettingsSection>
    </div>
  );
}
