/**
 * A boat no longer for sale (HTTP 410): the notice (boat-sections.tsx's `GoneNotice`, a static part: its code
 * loads only for a client-side navigation to such a page) and similar boats.
 */

import type { GoneBoat } from "#app/features/boat-page/boat-page.server.ts";
import type { CardBoat } from "#app/features/search/index.ts";
import type { PageOnly } from "#app/lib/static-part.tsx";
import { BoatSection } from "./boat-detail-page.tsx";
import { DeferredSimilarBoats as SimilarBoats } from "./similar-boats-deferred.ts";

export function GonePage({
  gone,
  similar,
  similarCount,
}: {
  gone: GoneBoat;
  similar: PageOnly<CardBoat[]>;
  similarCount: number;
}) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-10 sm:px-6">
      <BoatSection part="gone" gone={gone} />
      <SimilarBoats similar={similar} count={similarCount} />
    </div>
  );
}
