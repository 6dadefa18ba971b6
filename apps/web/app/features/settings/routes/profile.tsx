/**
 * Profile settings `/dashboard/settings`: name, interface language (which also sets the language of the
 * e-mails the user receives) and avatar. Changing the language moves the user to the page in that language.
 */
import { ZMe } from "@keel/contracts/auth";
import { ZMessage } from "@keel/contracts/common";
import { LOCALE_COOKIE_MAX_AGE_S } from "@keel/contracts/ui-constants";
import { Form, redirectDocument, useNavigation } from "react-router";
import { z } from "zod";
import {
  findNotificationPreference,
  saveNotificationPreference,
} from "#app/features/messages/index.server.ts";
import { NOTIFICATIONS_INTENT, NotificationPreferenceSection } from "#app/features/messages/index.ts";
import { ProfileForm } from "#app/features/settings/components/profile-form.tsx";
import { apiRequest } from "#app/lib/api-client.server.ts";
import { flashCookie, LOCALE_COOKIE, serializeCookie } from "#app/lib/cookies.server.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { userApiContext, userContext } from "#app/lib/session.server.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { Avatar } from "#app/ui/avatar.tsx";
import { Button } from "#app/ui/button.tsx";
import { formFile, formText, formTexts } from "#app/ui/form/form-data.ts";
import { fieldErrorMessage } from "#app/ui/form/form-errors.ts";
import { formFailure, formInvalid, formSuccess } from "#app/ui/form/form-result.server.ts";
import { formState } from "#app/ui/form/form-state.ts";
import { ImageUploadForm } from "#app/ui/image-upload-form.tsx";
import { SettingsSection } from "#app/ui/settings-section.tsx";
import type { Route } from "./+types/profile";

const UPLOAD_TIMEOUT_MS = 60_000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const [t, notifications] = await Promise.all([
    getTranslator(context),
    findNotificationPreference(request, context),
  ]);
  const user = context.get(userContext);
  return {
    notifications,
    meta: { title: t("settings.profile.metaTitle"), noIndex: true },
    profile: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      language: user.language,
      avatarUrl: user.avatarUrl,
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, "intent");
  const t = await getTranslator(context);
  const api = userApiContext(context, request);
  const locale = context.get(localeContext);

  if (intent === NOTIFICATIONS_INTENT) return saveNotificationPreference(form, request, context);

  if (intent === "profile") {
    const values = formTexts(form, ["firstName", "lastName", "language"]);
    try {
      const me = await apiRequest("users/me", {
        ...api,
        method: "PATCH",
        body: values,
        schema: ZMe.extend({ message: z.string() }),
      });
      // Only a changed language moves the user (someone reading a French page with an English profile who edits
      // their name stays here); the same page in the new language needs its texts, so a document load.
      const previous = context.get(userContext).language;
      if (me.language === previous || me.language === locale) return formSuccess(intent, me.message);
      const headers = new Headers();
      headers.append(
        "Set-Cookie",
        serializeCookie(LOCALE_COOKIE, me.language, { maxAge: LOCALE_COOKIE_MAX_AGE_S }),
      );
      headers.append("Set-Cookie", flashCookie(me.message));
      return redirectDocument(localizePath("/dashboard/settings", me.language), { headers });
    } catch (error) {
      return formFailure(error, t, { intent, values });
    }
  }

  if (intent === "avatar") {
    const file = formFile(form, "file");
    if (!file) {
      const { key } = fieldErrorMessage("file", { code: "required" });
      return formInvalid({ file: t(key) }, t, { intent });
    }
    const upload = new FormData();
    upload.append("file", file, file.name);
    try {
      const { message } = await apiRequest("users/me/avatar", {
        ...api,
        method: "POST",
        body: upload,
        timeoutMs: UPLOAD_TIMEOUT_MS,
        schema: z.object({ avatarUrl: z.string(), message: z.string() }),
      });
      return formSuccess(intent, message);
    } catch (error) {
      return formFailure(error, t, { intent });
    }
  }

  if (intent === "removeAvatar") {
    try {
      const { message } = await apiRequest("users/me/avatar", { ...api, method: "DELETE", schema: ZMessage });
      return formSuccess(intent, message);
    } catch (error) {
      return formFailure(error, t, { intent, asToast: true });
    }
  }
  return formInvalid({}, t, { intent });
}

export default function ProfileSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  useApiMessageToast(actionData);
  const { profile, notifications } = loaderData;
  const avatar = formState(actionData, "avatar");
  const isRemoving =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "removeAvatar";
  return (
    <div className="flex flex-col gap-6">
      <SettingsSection
        id="profile"
        title={t("settings.profile.title")}
        description={t("settings.profile.subtitle")}
      >
        <ProfileForm profile={profile} state={formState(actionData, "profile")} />
      </SettingsSection>
      <SettingsSection
        id="avatar"
        title={t("settings.avatar.title")}
        description={t("settings.avatar.subtitle")}
      >
        <div className="flex flex-col gap-4">
          <ImageUploadForm
            key={profile.avatarUrl ?? "none"}
            intent="avatar"
            id="avatar-file"
            label={t("settings.avatar.choose")}
            hint={t("settings.avatar.hint")}
            serverError={avatar.fieldErrors.file}
            shape="round"
            previewAlt={t("settings.avatar.preview")}
            current={
              <Avatar
                url={profile.avatarUrl}
                firstName={profile.firstName}
                lastName={profile.lastName}
                email={profile.email}
                alt={t("settings.avatar.current")}
                className="size-full text-2xl"
              />
            }
            submitLabel={t("settings.avatar.upload")}
            submittingLabel={t("settings.avatar.uploading")}
          />
          {avatar.formError && !avatar.fieldErrors.file ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {avatar.formError}
            </p>
          ) : null}
          {profile.avatarUrl ? (
            <Form method="post">
              <input type="hidden" name="intent" value="removeAvatar" />
              <Button type="submit" variant="ghost" disabled={isRemoving}>
                {t("settings.avatar.remove")}
              </Button>
            </Form>
          ) : null}
        </div>
      </SettingsSection>
      {notifications ? (
        <NotificationPreferenceSection
          preference={notifications}
          state={formState(actionData, NOTIFICATIONS_INTENT)}
        />
      ) : null}
    </div>
  );
}
