import { PASSWORD_MAX, PASSWORD_MIN } from "@keel/contracts/account-codes";
import { Form, Link, useNavigation } from "react-router";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import { Button } from "#app/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#app/ui/card.tsx";
import { Field } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import type { FormState } from "#app/ui/form/form-state.ts";
import { PasswordInput } from "#app/ui/form/password-input.tsx";
import { Icon } from "#app/ui/icon.tsx";

const ALERT_ID = "reset-alert";

/**
 * A new password from an e-mailed link. A link already used, expired or mangled (checked when the page loads,
 * or refused by the reset itself when it died in between) shows as such, with the way to a new link.
 */
export function ResetPasswordForm({ state, isLinkInvalid }: { state: FormState; isLinkInvalid: boolean }) {
  const t = useT();
  const locale = useLocale();
  const isSubmitting = useNavigation().state === "submitting";
  if (isLinkInvalid) {
    return (
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl">{t("password.reset.invalidTitle")}</h1>
          <CardDescription>{t("password.reset.invalidBody")}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <Button asChild size="lg">
            <Link to={localizePath("/auth/password/forgot", locale)}>
              <Icon name="link" aria-hidden="true" />
              {t("password.reset.askAgain")}
            </Link>
          </Button>
          <p className="text-center text-sm">
            <Link to={localizePath("/auth/login", locale)}>{t("password.backToLogin")}</Link>
          </p>
        </CardContent>
      </Card>
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
          <Field
            id="password"
            label={t("password.reset.newPassword")}
            hint={t("password.rules", { min: PASSWORD_MIN, max: PASSWORD_MAX })}
            error={state.fieldErrors.password}
          >
            {(control) => (
              <PasswordInput
                {...control}
                name="password"
                autoComplete="new-password"
                required
                minLength={PASSWORD_MIN}
                maxLength={PASSWORD_MAX}
              />
            )}
          </Field>
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? t("password.reset.submitting") : t("password.reset.submit")}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
