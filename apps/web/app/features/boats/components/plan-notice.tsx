import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { Icon } from "#app/ui/icon.tsx";

/**
 * The premium rule's notice (docs/product.md, Plans): the exact sentence, and the way out (the plans page).
 * A status region, so it is announced once when a page opens with it, not on every render.
 */
export function PlanRestrictedNotice() {
  const t = useT();
  const locale = useLocale();
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <Icon name="lock" aria-hidden="true" className="size-5 shrink-0" />
      <p className="flex-1 text-sm font-medium">{t("plan.restricted")}</p>
      <Link
        to={localizePath("/pricing", locale)}
        className="text-sm font-semibold text-amber-950 underline underline-offset-4 dark:text-amber-50"
      >
        {t("boats.plan.seePlans")}
      </Link>
    </div>
  );
}
