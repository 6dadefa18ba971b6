import { NOTIFICATION_PREFERENCES } from "@keel/contracts/message-codes";
import { Form, useNavigation } from "react-router";
import { NOTIFICATIONS_INTENT } from "#app/features/messages/message-lists.ts";
import { useT } from "#app/lib/i18n.ts";
import { Button } from "#app/ui/button.tsx";
import { FieldError } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import type { FormState } from "#app/ui/form/form-state.ts";
import { SettingsSection } from "#app/ui/settings-section.tsx";

/**
 * "E-mails about messages" on the profile settings page: one e-mail per request, a daily digest, or none,
 * for the current team. Radios in a fieldset, a route form posting `intent=notifications`.
 */
export function NotificationPreferenceSection({
  preference,
  state,
}: {
  preference: { teamName: string; value: string };
  state: FormState;
}) {
  const t = useT();
  const navigation = useNavigation();
  const isSaving =
    navigation.state === "submitting" && navigation.formData?.get("intent") === NOTIFICATIONS_INTENT;
  const value = state.values.messageNotifications ?? preference.value;
  const error = state.fieldErrors.messageNotifications;
  return (
    <SettingsSection
      id="notifications"
      title={t("messages.notifications.title")}
      description={t("messages.notifications.subtitle", { team: preference.teamName })}
    >
      <Form method="post" noValidate className="flex flex-col gap-4">
        <input type="hidden" name="intent" value={NOTIFICATIONS_INTENT} />
        <FormAlert id="notifications-alert" message={error ? null : state.formError} />
        <fieldset
          className="flex flex-col gap-3"
          aria-describedby={error ? "notifications-error" : undefined}
        >
          <legend className="sr-only">{t("messages.notifications.legend")}</legend>
          {NOTIFICATION_PREFERENCES.map((choice) => (
            <div key={choice} className="flex items-start gap-3">
              <input
                type="radio"
                id={`notifications-${choice}`}
                name="messageNotifications"
                value={choice}
                defaultChecked={value === choice}
                key={`${choice}-${value}`}
                aria-describedby={`notifications-${choice}-hint`}
                className="mt-1 size-4 accent-primary"
              />
              <div className="flex flex-col">
                <label htmlFor={`notifications-${choice}`} className="text-sm font-medium">
                  {t(`messages.notifications.${choice}`)}
                </label>
                <span id={`notifications-${choice}-hint`} className="text-sm text-muted-foreground">
                  {t(`messages.notifications.${choice}Hint`)}
                </span>
              </div>
            </div>
          ))}
        </fieldset>
        {error ? <FieldError id="notifications-error">{error}</FieldError> : null}
        <div>
          <Button type="submit" disabled={isSaving}>
            {t("messages.notifications.save")}
          </Button>
        </div>
      </Form>
    </SettingsSection>
  );
}
