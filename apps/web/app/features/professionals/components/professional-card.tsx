import type { TProfessionalSummary } from "@keel/contracts/professionals";
import { OrgLogo } from "#app/features/directory/index.ts";
import type { ProfessionalLabels } from "#app/features/professionals/professional-labels.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { professionalPath } from "#app/lib/public-paths.ts";
import { ProfessionalBadges } from "./professional-badges.tsx";

interface ProfessionalCardProps {
  professional: TProfessionalSummary;
  labels: ProfessionalLabels;
}

/**
 * A team in the professionals network: banner, logo, name (the link, covering the card), kind, headline,
 * badges, and the facts buyers compare: place, member since, languages, boats listed.
 */
export function ProfessionalCard({ professional, labels }: ProfessionalCardProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      {professional.bannerUrl ? (
        <img
          src={professional.bannerUrl}
          alt=""
          width={640}
          height={160}
          loading="lazy"
          decoding="async"
          className="h-24 w-full bg-muted object-cover"
        />
      ) : (
        <div aria-hidden="true" className="h-24 w-full bg-gradient-to-br from-accent to-muted" />
      )}
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="-mt-12 flex items-end gap-3">
          <OrgLogo name={professional.name} url={professional.logoUrl} className="shadow-sm" />
        </div>
        <div className="flex flex-col gap-1">
          <h3 className="text-base leading-snug">
            <Link
              to={localizePath(professionalPath(professional.slug), locale)}
              className="text-foreground no-underline outline-none after:absolute after:inset-0 hover:underline"
            >
              {professional.name}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">{t(`professionals.kind.${professional.kind}`)}</p>
        </div>
        {professional.headline ? <p className="line-clamp-2 text-sm">{professional.headline}</p> : null}
        <ProfessionalBadges
          isVerified={professional.isVerified}
          medianReplyMinutes={professional.medianReplyMinutes}
        />
        <dl className="mt-auto grid gap-x-3 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">{t("professionals.fact.location")}</dt>
          <dd>{labels.place}</dd>
          <dt className="text-muted-foreground">{t("professionals.fact.memberSince")}</dt>
          <dd>{labels.memberSince}</dd>
          {labels.languages.length > 0 ? (
            <>
              <dt className="text-muted-foreground">{t("professionals.fact.languages")}</dt>
              <dd>{labels.languageList}</dd>
            </>
          ) : null}
          <dt className="text-muted-foreground">{t("professionals.fact.boats")}</dt>
          <dd>{t("professionals.boatCount", { count: professional.boatCount })}</dd>
        </dl>
      </div>
    </article>
  );
}
