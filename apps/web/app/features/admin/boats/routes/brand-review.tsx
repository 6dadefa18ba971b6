import { CatalogStatusBadge } from "#app/features/admin/catalog/components/catalog-status-badge.tsx";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";

interface Entry {
  id: number;
  name: string;
  status: "approved" | "pending";
}

/**
 * The boat's brand and model as the catalog knows them; a free-text one still pending review links to its
 * page, where the back office approves it or maps it into an existing one.
 */
export function BrandReview({ brand, model }: { brand: Entry | null; model: Entry | null }) {
  const t = useT();
  const locale = useLocale();
  const rows = [
    brand ? { entry: brand, label: t("moderation.col.brand"), path: `/admin/brands/${brand.id}` } : null,
    model
      ? { entry: model, label: t("moderation.boat.model"), path: `/admin/brand-models/${model.id}` }
      : null,
  ].filter((row) => row !== null);
  return (
    <section aria-labelledby="brand-review-title" className="flex flex-col gap-3 rounded-lg border p-4">
      <h2 id="brand-review-title" className="text-base">
        {t("moderation.boat.brandReview")}
      </h2>
      <dl className="flex flex-col gap-3 text-sm">
        {rows.map(({ entry, label, path }) => (
          <div key={path} className="flex flex-col gap-1">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{entry.name}</span>
              <CatalogStatusBadge status={entry.status} />
            </dd>
            <dd>
              <Link to={localizePath(path, locale)} className="text-primary underline underline-offset-4">
                {t(
                  entry.status === "pending"
                    ? "moderation.boat.approveOrMap"
                    : "moderation.boat.openInCatalog",
                  {
                    name: entry.name,
                  },
                )}
              </Link>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
