import { Form, useNavigation } from "react-router";
import { useT } from "#app/lib/i18n.ts";
import { Button } from "#app/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#app/ui/card.tsx";
import { NewPasswordField } from "#app/ui/form/account-fields.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import type { FormState } from "#app/ui/form/form-state.ts";
import { InvalidLinkCard } from "./invalid-link-card.tsx";

const ALERT_ID = "reset-alert";

/**
 * A new password from an e-mailed link. A link already used, expired or mangled (checked when the page loads,
 * or refused by the reset itself when it died in between) shows as such, with the way to a new link.
 */
export function ResetPasswordForm({ state, isLinkInvalid }: { state: FormState; isLinkInvalid: boolean }) {
  const t = useT();
  const isSubmitting = useNavigation().state === "submitting";
  if (isLinkInvalid) {
    return (
      <InvalidLinkCard
        title={t("password.reset.invalidTitle")}
        body={t("password.reset.invalidBody")}
        retry={{ path: "/auth/password/forgot", label: t("password.reset.askAgain") }}
      />
    );
  }
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <h1 className="text-2xl">{t("password.reset.title")}</h1>
        <CardDescription>{t("password.reset.subtitle")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" noValidate className="flex flex-col gap-5">
          <FormAlert id={ALERT_ID} message={state.formError} />
          <NewPasswordField
            name="password"
            label={t("password.reset.newPassword")}
            error={state.fieldErrors.password}
          />
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? t("password.reset.submitting") : t("password.reset.submit")}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
