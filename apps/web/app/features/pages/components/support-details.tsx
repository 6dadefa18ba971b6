import { useT } from "#app/lib/i18n.ts";
import { Icon } from "#app/ui/icon.tsx";

export interface SupportDetailsProps {
  responseHours: number;
  email: string | null;
  phone: string | null;
}

/**
 * The contact page's first column: the intro, support's promise and its direct e-mail and phone. A static
 * part (decision 064): it only shows the site's settings.
 */
export function SupportDetails({ responseHours, email, phone }: SupportDetailsProps) {
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <h1>{t("support.title")}</h1>
        <p className="text-lg text-muted-foreground">{t("support.intro")}</p>
      </header>
      <p className="flex items-start gap-3 rounded-xl border bg-accent p-4 text-accent-foreground">
        <Icon name="clock" aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>{t("support.responseTime", { hours: responseHours })}</span>
      </p>
      <section aria-labelledby="support-direct" className="flex flex-col gap-3">
        <h2 id="support-direct" className="text-lg">
          {t("support.direct.title")}
        </h2>
        <ul className="flex flex-col gap-2">
          {email ? (
            <li className="flex items-center gap-2">
              <Icon name="mail" aria-hidden="true" className="size-4 text-muted-foreground" />
              <span className="sr-only">{t("pages.org.email")}</span>
              <a href={`mailto:${email}`}>{email}</a>
            </li>
          ) : null}
          {phone ? (
            <li className="flex items-center gap-2">
              <Icon name="phone" aria-hidden="true" className="size-4 text-muted-foreground" />
              <span className="sr-only">{t("pages.org.phone")}</span>
              <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>
            </li>
          ) : null}
        </ul>
        <p className="text-sm text-muted-foreground">{t("support.direct.boats")}</p>
      </section>
    </div>
  );
}
