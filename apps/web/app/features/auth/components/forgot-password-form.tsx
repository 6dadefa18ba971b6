import { Form, useNavigation } from "react-router";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { Button } from "#app/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#app/ui/card.tsx";
import { Field } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import type { FormState } from "#app/ui/form/form-state.ts";
import { Icon } from "#app/ui/icon.tsx";
import { Input } from "#app/ui/input.tsx";

const ALERT_ID = "forgot-alert";

/**
 * "Forgot your password?": one e-mail field. The answer is the API's neutral message, the same whether or
 * not an account uses the address, shown in place of the form.
 */
export function ForgotPasswordForm({ state, notice }: { state: FormState; notice: string | null }) {
  const t = useT();
  const locale = useLocale();
  const isSubmitting = useNavigation().state === "submitting";
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <h1 className="text-2xl">{t("password.forgot.title")}</h1>
        <CardDescription>{t("password.forgot.subtitle")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {notice ? (
          <div
            role="status"
            className="flex items-start gap-3 rounded-md border bg-accent p-4 text-accent-foreground"
          >
            <Icon name="mail-check" aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div className="flex flex-col gap-1 text-sm">
              <p className="font-medium">{notice}</p>
              <p>{t("password.forgot.checkSpam")}</p>
            </div>
          </div>
        ) : (
          <Form method="post" noValidate className="flex flex-col gap-5">
            <FormAlert id={ALERT_ID} message={state.formError} />
            <Field id="email" label={t("password.forgot.email")} error={state.fieldErrors.email}>
              {(control) => (
                <Input
                  {...control}
                  name="email"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  required
                  defaultValue={state.values.email}
                />
              )}
            </Field>
            <Button type="submit" size="lg" disabled={isSubmitting}>
              {isSubmitting ? t("password.forgot.submitting") : t("password.forgot.submit")}
            </Button>
          </Form>
        )}
        <p className="text-center text-sm">
          <Link to={localizePath("/auth/login", locale)}>{t("password.backToLogin")}</Link>
        </p>
      </CardContent>
    </Card>
  );
}
