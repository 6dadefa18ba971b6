import { cn } from "#app/lib/cn.ts";
import { useBrand, useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { Icon } from "#app/ui/icon.tsx";

/** The brand mark, linking to the home page of the current locale. */
export function BrandLogo({ className }: { className?: string }) {
  const brand = useBrand();
  const t = useT();
  return (
    <Link
      to={localizePath("/", useLocale())}
      className={cn(
        "inline-flex items-center gap-2 text-lg font-semibold tracking-tight text-foreground",
        className,
      )}
      aria-label={t("nav.homeOf", { brand })}
    >
      <span className="inline-flex size-8 items-center justify-center rounded-md bg-primary text-primary-foreground">
        <Icon name="sailboat" aria-hidden="true" className="size-5" />
      </span>
      <span aria-hidden="true">{brand}</span>
    </Link>
  );
}
