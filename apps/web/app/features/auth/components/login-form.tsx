import { Form, useNavigation, useSearchParams } from "react-router";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { Button } from "#app/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#app/ui/card.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { withRedirect } from "./auth-paths.ts";

const ERROR_ID = "login-error";

/** The login card. Works without JavaScript (plain form post); with it, submits without a page load. */
export function LoginForm({ error, email }: { error?: string; email?: string }) {
  const t = useT();
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const isSubmitting = useNavigation().state === "submitting";
  const redirectTarget = searchParams.get("redirect");
  const describedBy = error ? ERROR_ID : undefined;
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <h1 className="text-2xl">{t("auth.login.title")}</h1>
        <CardDescription>{t("auth.login.subtitle")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="flex flex-col gap-5">
          {redirectTarget ? <input type="hidden" name="redirect" value={redirectTarget} /> : null}
          {/* Always in the DOM so that screen readers announce the message when it appears. */}
          <div
            role="alert"
            id={ERROR_ID}
            className={
              error
                ? "flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-foreground"
                : "sr-only"
            }
          >
            {error ? (
              <>
                <Icon
                  name="circle-exclamation-point"
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-destructive"
                />
                <span>{error}</span>
              </>
            ) : null}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="email">{t("auth.login.email")}</Label>
            <Input
              id="email"
              name="email"
              type="email"
              autoComplete="username"
              inputMode="email"
              required
              defaultValue={email}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            />
          </div>
          <div className="flex flex-col gap-2">
            <div className="flex items-baseline justify-between gap-3">
              <Label htmlFor="password">{t("auth.login.password")}</Label>
              <Link
                to={localizePath("/auth/password/forgot", locale)}
                className="text-sm text-primary underline-offset-4 hover:underline"
              >
                {t("password.forgot.link")}
              </Link>
            </div>
            <Input
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            />
          </div>
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? t("auth.login.submitting") : t("auth.login.submit")}
          </Button>
        </Form>
        <p className="mt-6 text-center text-sm text-muted-foreground">
          {t("register.noAccount")}{" "}
          <Link to={withRedirect(localizePath("/auth/register", locale), redirectTarget)}>
            {t("register.cta")}
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
