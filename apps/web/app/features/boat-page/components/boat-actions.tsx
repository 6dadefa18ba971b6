/**
 * The boat's heart and "Compare", under its heading (boat-detail-page.tsx). Their code loads after the first view,
 * on intent (a pointer over the row, a touch, focus inside) or once the browser is idle (lib/deferred-module.ts);
 * until then each is the form post it is without JavaScript: the boat saved (or the sign-in page for a guest) or
 * added to the comparison, the page loaded again with its toast. Once this row's code is there, the page's heart
 * handler (`DeferredHeartDelegate`) sends the hearts' posts without leaving the page. `id`: the row's, by which the page loads it.
 */
import { CompareButton } from "#app/features/compare/index.ts";
import { HeartForm } from "#app/features/favourites/index.ts";
import { DeferredHeartDelegate } from "#app/features/search/index.ts";

export function BoatActions({ id, boatId, title }: { id: string; boatId: number; title: string }) {
  return (
    <div id={id} className="flex flex-wrap items-center gap-3">
      <HeartForm boatId={boatId} title={title} variant="outline" />
      <CompareButton boatId={boatId} />
      {/* The handler of the page's hearts, this one's and the similar boats' (their plain posts until then). */}
      <DeferredHeartDelegate />
    </div>
  );
}
