import { useFetcher, useLocation } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { Icon } from "#app/ui/icon.tsx";
import { useFavouriteIds } from "./favourites-context.tsx";

/**
 * The heart of a boat card or page: a toggle button (`aria-pressed`) that saves or removes the favourite
 * without leaving the page, shown at once while the server answers. A guest's heart says it needs an account:
 * it keeps the boat and sends them to sign in, coming back here with the boat saved. Works without JavaScript
 * (a plain form post and a redirect back).
 */
export function FavouriteButton({
  boatId,
  title,
  className,
  variant = "overlay",
}: {
  boatId: number;
  title: string;
  className?: string;
  /** `overlay`: a round button over a photo; `outline`: a labelled button among the page's actions. */
  variant?: "overlay" | "outline";
}) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const fetcher = useFetcher();
  useApiMessageToast(fetcher.data);
  const ids = useFavouriteIds();
  const isGuest = ids === null;
  const pending = fetcher.formData?.get("intent");
  const isSaved = typeof pending === "string" ? pending === "add" : (ids?.has(boatId) ?? false);
  const label = isGuest
    ? t("favourites.button.signIn", { title })
    : t(isSaved ? "favourites.button.remove" : "favourites.button.add", { title });
  return (
    <fetcher.Form
      method="post"
      action={localizePath("/favourites", locale)}
      className={cn("relative z-10", className)}
    >
      <input type="hidden" name="boatId" value={boatId} />
      <input type="hidden" name="back" value={location.pathname + location.search} />
      {/* The intent is the button's own value (sent with or without JavaScript): one field less on every card. */}
      <button
        type="submit"
        name="intent"
        value={isSaved ? "remove" : "add"}
        aria-pressed={isGuest ? undefined : isSaved}
        aria-label={variant === "overlay" ? label : undefined}
        className={cn(
          "favourite-button",
          variant === "overlay" ? "size-10" : "h-10 px-4 text-sm",
          isSaved
            ? "border-rose-700 bg-rose-700 text-white hover:bg-rose-800"
            : "border-border bg-background/95 text-foreground hover:bg-accent",
        )}
      >
        <Icon name="heart" aria-hidden="true" className="size-5" />
        {variant === "outline" ? (
          <span>{t(isSaved ? "favourites.button.saved" : "favourites.button.save")}</span>
        ) : null}
      </button>
    </fetcher.Form>
  );
}
