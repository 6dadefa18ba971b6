import { CircleAlert } from "lucide-react";
import { Form, useNavigation, useSearchParams } from "react-router";
import { useT } from "../../lib/i18n.ts";
import { Button } from "../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "../ui/card.tsx";
import { Input } from "../ui/input.tsx";
import { Label } from "../ui/label.tsx";

const ERROR_ID = "login-error";

/** The login card. Works without JavaScript (plain form post); with it, submits without a page load. */
export function LoginForm({ error, email }: { error?: string; email?: string }) {
  const t = useT();
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
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
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
            <Label htmlFor="password">{t("auth.login.password")}</Label>
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
      </CardContent>
    </Card>
  );
}
