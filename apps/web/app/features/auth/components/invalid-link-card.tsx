import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { Button } from "#app/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#app/ui/card.tsx";
import { Icon } from "#app/ui/icon.tsx";

/**
 * What an e-mailed link (sign-up confirmation, password reset) shows once it is used, expired or mangled: why,
 * the way to a new link, and the way back to logging in.
 */
export function InvalidLinkCard({
  title,
  body,
  retry,
}: {
  title: string;
  body: string;
  /** The page that sends a new link, and its button's label. */
  retry: { path: string; label: string };
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <h1 className="text-2xl">{title}</h1>
        <CardDescription>{body}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Button asChild size="lg">
          <Link to={localizePath(retry.path, locale)}>
            <Icon name="link" aria-hidden="true" />
            {retry.label}
          </Link>
        </Button>
        <p className="text-center text-sm">
          <Link to={localizePath("/auth/login", locale)}>{t("password.backToLogin")}</Link>
        </p>
      </CardContent>
    </Card>
  );
}
