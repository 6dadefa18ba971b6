import { useLocation } from "react-router";
import { heartLabel, useFavouriteIds } from "#app/features/favourites/index.ts";
import { cn } from "#app/lib/cn.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import { Icon } from "#app/ui/icon.tsx";

/**
 * A boat card's heart: plain markup, part of the card's static part (boat-card-parts.tsx), so neither its code
 * nor a fetcher per card is needed on a list's first view. Without JavaScript it is a form post to /favourites
 * and a redirect back; with it, `HeartDelegate` (features/favourites/components/heart-delegate.tsx), one for
 * the page, takes its submissions (`data-heart`: the boat's id) as a fetcher
 * would, and keeps its `aria-pressed`, value and name in step with the favourites (`data-title` names it).
 */
export function CardHeart({
  boatId,
  title,
  className,
}: {
  boatId: number;
  title: string;
  className?: string;
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
      {/* The intent is the button's own value: one field less on every card. */}
      <button
        type="submit"
        name="intent"
        value={saved ? "remove" : "add"}
        aria-pressed={saved ?? undefined}
        aria-label={heartLabel(t, saved, title)}
        className="favourite-button size-10"
      >
        <Icon name="heart" aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}
