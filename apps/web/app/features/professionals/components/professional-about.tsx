import type { TProfessionalProfile } from "@keel/contracts/professionals";
import { OrgAbout, OrgHeader, PageBreadcrumbs } from "#app/features/directory/index.ts";
import { ProfessionalBadges } from "#app/features/professionals/components/professional-badges.tsx";
import type { ProfessionalLabels } from "#app/features/professionals/professional-labels.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";

export interface ProfessionalAboutProps {
  profile: Omit<TProfessionalProfile, "boats"> & { boats: { total: number } };
  labels: ProfessionalLabels;
}

/**
 * The top of a professional's profile: its banner, then breadcrumbs, header with the badges, the team's own
 * words, facts and contact details. A static part (decision 064); the boats below stay hydrated (their hearts).
 */
export function ProfessionalAbout({ profile, labels }: ProfessionalAboutProps) {
  const t = useT();
  const locale = useLocale();
  const facts = [
    { label: t("professionals.fact.location"), value: labels.place },
    { label: t("professionals.fact.memberSince"), value: labels.memberSince },
    ...(labels.languages.length > 0
      ? [{ label: t("professionals.fact.languages"), value: labels.languageList }]
      : []),
    {
      label: t("professionals.fact.boats"),
      value: t("professionals.boatCount", { count: profile.boats.total }),
    },
  ];
  return (
    <>
      {profile.bannerUrl ? (
        <img
          src={profile.bannerUrl}
          alt=""
          width={1600}
          height={400}
          fetchPriority="high"
          className="h-40 w-full bg-muted object-cover sm:h-56"
        />
      ) : (
        <div aria-hidden="true" className="h-16 w-full bg-gradient-to-br from-accent to-muted sm:h-24" />
      )}
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 pt-8 sm:px-6">
        <PageBreadcrumbs
          items={[
            { label: t("professionals.title"), to: localizePath("/professionals", locale) },
            { label: profile.name },
          ]}
        />
        <OrgHeader name={profile.name} logoUrl={profile.logoUrl}>
          <p className="text-muted-foreground">
            {[t(`professionals.kind.${profile.kind}`), profile.headline].filter(Boolean).join(" · ")}
          </p>
          <ProfessionalBadges
            isVerified={profile.isVerified}
            medianReplyMinutes={profile.medianReplyMinutes}
          />
        </OrgHeader>
        <OrgAbout
          titleId="profile-about"
          title={t("professionals.profile.about", { name: profile.name })}
          description={profile.description}
          noDescriptionText={t("professionals.profile.noDescription")}
          contact={{
            titleId: "profile-contact",
            title: t("pages.org.contact"),
            website: profile.website,
            email: profile.email,
            phone: profile.phone,
            emptyText: t("professionals.profile.contactThroughBoats"),
          }}
        >
          <dl className="grid gap-x-6 gap-y-3 rounded-xl border bg-muted/40 p-5 sm:grid-cols-2">
            {facts.map((fact) => (
              <div key={fact.label} className="flex flex-col gap-0.5">
                <dt className="text-sm text-muted-foreground">{fact.label}</dt>
                <dd className="font-medium">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </OrgAbout>
      </div>
    </>
  );
}
