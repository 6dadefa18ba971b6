import { useFetcher, useLocation } from "react-router";
import { COMPARE_MAX, COMPARE_MIN } from "#app/features/compare/compare-limits.ts";
import { cn } from "#app/lib/cn.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { buttonVariants } from "#app/ui/button.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { useCompareIds } from "./compare-context.tsx";

/**
 * "Compare" on a boat's page: adds the boat to (or takes it out of) the visitor's comparison, a toggle
 * button, and once two boats are picked, a link to the comparison. Works without JavaScript.
 */
export function CompareButton({ boatId, className }: { boatId: number; className?: string }) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const fetcher = useFetcher();
  useApiMessageToast(fetcher.data);
  const ids = useCompareIds();
  const pending = fetcher.formData?.get("intent");
  const isPicked = typeof pending === "string" ? pending === "add" : ids.includes(boatId);
  const count = typeof pending === "string" ? ids.length + (pending === "add" ? 1 : -1) : ids.length;
  return (
    <div className={cn("flex flex-wrap items-center gap-2", className)}>
      <fetcher.Form method="post" action={localizePath("/compare", locale)}>
        <input type="hidden" name="boatId" value={boatId} />
        <input type="hidden" name="intent" value={isPicked ? "remove" : "add"} />
        <input type="hidden" name="back" value={location.pathname + location.search} />
        <button
          type="submit"
          aria-pressed={isPicked}
          disabled={!isPicked && count >= COMPARE_MAX}
          className={cn(buttonVariants({ variant: isPicked ? "secondary" : "outline" }), "rounded-full")}
        >
          <Icon name="columns-3" aria-hidden="true" />
          {t(isPicked ? "compare.button.picked" : "compare.button.pick")}
        </button>
      </fetcher.Form>
      {count >= COMPARE_MIN && isPicked ? (
        <Link to={localizePath("/compare", locale)} className="text-sm font-medium">
          {t("compare.button.open", { count })}
        </Link>
      ) : !isPicked && count >= COMPARE_MAX ? (
        <p className="text-sm text-muted-foreground">{t("compare.full", { max: COMPARE_MAX })}</p>
      ) : null}
    </div>
  );
}
