import { useLocation } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import { Icon } from "#app/ui/icon.tsx";
import { useFavouriteIds } from "./favourites-context.tsx";
import { heartLabel } from "./heart-label.ts";

/**
 * A heart: a toggle button (`aria-pressed`) that saves or removes the favourite without leaving the page, shown
 * at once while the server answers. A guest's heart says it needs an account: it keeps the boat and sends them
 * to sign in, coming back here with the boat saved. It is plain markup: without JavaScript a form post to
 * /favourites and a redirect back; with it, the page's `HeartDelegate` (heart-delegate.tsx, whose code loads on
 * intent or when idle: features/search/components/deferred-heart-delegate.tsx) takes its submissions
 * (`data-heart`: the boat's id) as a fetcher would, and keeps its `aria-pressed`, value, name and text in step
 * with the favourites (`data-title` names it). A boat card's heart is part of the card's static part
 * (features/search/components/boat-card-parts.tsx), the boat page's of its sections (features/boat-page/
 * components/boat-sections.tsx): neither their code nor a fetcher per heart on a page's first view.
 */
export function HeartForm({
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
  const ids = useFavouriteIds();
  const saved = ids === null ? null : ids.has(boatId);
  return (
    <form
      method="post"
      action={localizePath("/favourites", locale)}
      data-heart={boatId}
      data-title={title}
      className={cn("relative z-10", className)}
    >
      <input type="hidden" name="boatId" value={boatId} />
      <input type="hidden" name="back" value={location.pathname + location.search} />
      {/* The intent is the button's own value (sent with or without JavaScript): one field less on every card. */}
      <button
        type="submit"
        name="intent"
        value={saved ? "remove" : "add"}
        aria-pressed={saved ?? undefined}
        aria-label={variant === "overlay" ? heartLabel(t, saved, title) : undefined}
        className={cn("favourite-button", variant === "overlay" ? "size-10" : "h-10 px-4 text-sm")}
      >
        <Icon name="heart" aria-hidden="true" className="size-5" />
        {variant === "outline" ? (
          <span>{t(saved ? "favourites.button.saved" : "favourites.button.save")}</span>
        ) : null}
      </button>
    </form>
  );
}
