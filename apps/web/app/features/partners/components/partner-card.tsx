import type { TPartnerSummary } from "@keel/contracts/partners";
import { OrgLogo } from "#app/features/directory/index.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { partnerPath } from "#app/lib/public-paths.ts";
import { Badge } from "#app/ui/badge.tsx";
import { Icon } from "#app/ui/icon.tsx";

interface PartnerCardProps {
  partner: TPartnerSummary;
  /** The country's name in the page's language, from the loader. */
  countryName: string | null;
}

/** A partner in the directory: logo, name (the link, covering the card), category, city and country. */
export function PartnerCard({ partner, countryName }: PartnerCardProps) {
  const t = useT();
  const locale = useLocale();
  const place = [partner.city, countryName].filter(Boolean).join(", ");
  return (
    <article className="relative flex h-full flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <div className="flex items-start gap-4">
        <OrgLogo name={partner.name} url={partner.logoUrl} />
        <div className="flex min-w-0 flex-col gap-2">
          <h3 className="text-base leading-snug">
            <Link
              to={localizePath(partnerPath(partner.slug), locale)}
              className="text-foreground no-underline outline-none after:absolute after:inset-0 hover:underline"
            >
              {partner.name}
            </Link>
          </h3>
          <Badge variant="secondary" className="self-start">
            {t(`partners.category.${partner.category}`)}
          </Badge>
        </div>
      </div>
      {partner.description ? (
        <p lang={partner.language} className="line-clamp-3 text-sm text-muted-foreground">
          {partner.description}
        </p>
      ) : null}
      {place ? (
        <p className="mt-auto flex items-center gap-1.5 text-sm text-muted-foreground">
          <Icon name="map-pin" aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">{t("partners.location")}</span>
          {place}
        </p>
      ) : null}
    </article>
  );
}
