/**
 * Who sells the boat: the team's name, a verified badge, member since, the languages it speaks (named in the
 * page's language by Intl.DisplayNames), where it is, and a link to its profile with its other boats.
 */

import { formatCountry } from "#app/lib/format.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { dateTimeFormat, listFormat } from "#app/lib/intl.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { languageName } from "#app/lib/original-language.ts";
import { Badge } from "#app/ui/badge.tsx";
import { Icon } from "#app/ui/icon.tsx";
import type { PageBoat } from "./boat-detail-page.tsx";

/** "en" -> "English" / "anglais"…; an unknown code is shown as given. */
export function languageNames(codes: readonly string[], locale: string): string[] {
  return codes.map((code) => languageName(code, locale));
}

export function SellerCard({ seller }: { seller: PageBoat["seller"] }) {
  const t = useT();
  const locale = useLocale();
  const since = seller.memberSince
    ? dateTimeFormat(locale, { year: "numeric", month: "long", timeZone: "UTC" }).format(
        new Date(seller.memberSince),
      )
    : null;
  const languages = languageNames(seller.spokenLanguages, locale);
  const list = listFormat(locale, { type: "conjunction" });
  const place = [seller.city, formatCountry(seller.country, locale)].filter(Boolean).join(", ");
  return (
    <section
      aria-labelledby="seller-title"
      className="below-fold flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm"
    >
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {t("boat.seller.label")}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="seller-title" className="text-lg">
          {seller.name}
        </h2>
        {seller.isVerified ? (
          <Badge variant="success">
            <Icon name="badge-check" aria-hidden="true" className="size-3.5" />
            {t("boat.seller.verified")}
          </Badge>
        ) : null}
      </div>
      <ul className="flex flex-col gap-1.5 text-sm text-muted-foreground">
        {since ? <li>{t("boat.seller.memberSince", { date: since })}</li> : null}
        {place ? (
          <li className="flex items-center gap-1.5">
            <Icon name="map-pin" aria-hidden="true" className="size-4 shrink-0" />
            {place}
          </li>
        ) : null}
        {languages.length > 0 ? (
          <li className="flex items-center gap-1.5">
            <Icon name="languages" aria-hidden="true" className="size-4 shrink-0" />
            {t("boat.seller.speaks", { languages: list.format(languages) })}
          </li>
        ) : null}
      </ul>
      <Link to={localizePath(`/professionals/${seller.slug}`, locale)} className="text-sm font-medium">
        {t("boat.seller.otherBoats", { count: seller.publicBoats, seller: seller.name })}
      </Link>
    </section>
  );
}
