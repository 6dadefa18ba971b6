import { Form, useNavigation } from "react-router";
import { useT } from "#app/lib/i18n.ts";
import { Button } from "#app/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#app/ui/card.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import type { FormState } from "#app/ui/form/form-state.ts";
import { InvalidLinkCard } from "./invalid-link-card.tsx";

const ALERT_ID = "confirm-alert";

/**
 * The page of an e-mailed sign-up link: one button opens the account. A link already used or expired shows
 * as such, with the ways on (log in, or sign up again for a new link).
 */
export function ConfirmSignUp({ state, isLinkInvalid }: { state: FormState; isLinkInvalid: boolean }) {
  const t = useT();
  const isSubmitting = useNavigation().state === "submitting";
  if (isLinkInvalid) {
    return (
      <InvalidLinkCard
        title={t("register.confirm.invalidTitle")}
        body={t("register.confirm.invalidBody")}
        retry={{ path: "/auth/register", label: t("register.confirm.signUpAgain") }}
      />
    );
  }
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <h1 className="text-2xl">{t("register.confirm.title")}</h1>
        <CardDescription>{t("register.confirm.subtitle")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" aria-describedby={ALERT_ID} className="flex flex-col gap-5">
          <FormAlert id={ALERT_ID} message={state.formError} />
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? t("register.confirm.submitting") : t("register.confirm.submit")}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
