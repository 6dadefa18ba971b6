import { Form, useNavigation } from "react-router";
import { UNPUBLISH_REASON } from "#app/features/admin/boats/moderation.ts";
import { useT } from "#app/lib/i18n.ts";
import { Button } from "#app/ui/button.tsx";
import { TextAreaField } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import { Icon } from "#app/ui/icon.tsx";

/**
 * Take a public boat off the site with a reason (10 to 1000 characters) that the team reads in its editor;
 * the boat goes back to draft, flagged, until the team publishes it again. Posts `intent=unpublish`.
 */
export function UnpublishForm({
  value,
  error,
  formError,
}: {
  value: string;
  error?: string;
  formError?: string | null;
}) {
  const t = useT();
  const navigation = useNavigation();
  const isSending = navigation.state === "submitting" && navigation.formData?.get("intent") === "unpublish";
  return (
    <section
      aria-labelledby="unpublish-title"
      className="flex flex-col gap-3 rounded-lg border border-destructive/40 p-4"
    >
      <div className="flex flex-col gap-1">
        <h2 id="unpublish-title" className="text-lg">
          {t("moderation.unpublish.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("moderation.unpublish.intro")}</p>
      </div>
      <FormAlert message={formError} />
      <Form method="post" noValidate preventScrollReset className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="unpublish" />
        <TextAreaField
          id="field-reason"
          name="reason"
          label={t("moderation.unpublish.reason")}
          hint={t("moderation.unpublish.reasonHint", {
            min: UNPUBLISH_REASON.min,
            max: UNPUBLISH_REASON.max,
          })}
          required
          rows={4}
          maxLength={UNPUBLISH_REASON.max}
          defaultValue={value}
          error={error}
        />
        <div>
          <Button type="submit" variant="destructive" disabled={isSending}>
            <Icon name="eye-off" aria-hidden="true" />
            {t("moderation.unpublish.submit")}
          </Button>
        </div>
      </Form>
    </section>
  );
}
