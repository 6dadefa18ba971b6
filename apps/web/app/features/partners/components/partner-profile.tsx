import type { TPartner } from "@keel/contracts/partners";
import { OrgAbout, OrgHeader, PageBreadcrumbs } from "#app/features/directory/index.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import { Badge } from "#app/ui/badge.tsx";

export interface PartnerProfileProps {
  partner: TPartner;
  /** The category's name in the page's language. */
  category: string;
  place: string;
}

/** What a partner's page shows (breadcrumbs, header, about and contact): a static part (decision 064). */
export function PartnerProfile({ partner, category, place }: PartnerProfileProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10 sm:px-6">
      <PageBreadcrumbs
        items={[
          { label: t("partners.title"), to: localizePath("/partners", locale) },
          { label: partner.name },
        ]}
      />
      <OrgHeader name={partner.name} logoUrl={partner.logoUrl}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground">
          <Badge variant="secondary">{category}</Badge>
          {place ? <span>{place}</span> : null}
        </div>
      </OrgHeader>
      <OrgAbout
        titleId="partner-about"
        title={t("partners.page.about", { name: partner.name })}
        description={partner.description}
        language={partner.language}
        noDescriptionText={t("partners.page.noDescription")}
        contact={{
          titleId: "partner-contact",
          title: t("pages.org.contact"),
          website: partner.website,
          email: partner.email,
          phone: partner.phone,
          emptyText: t("pages.org.noContact"),
        }}
      />
    </div>
  );
}
