/**
 * Similar boats as the boat page and the gone page place them: rendered whole by the server (cards, links and
 * the hearts' forms, which post without JavaScript), their code (the cards' hearts) loaded on intent or once the
 * browser is idle (lib/deferred-module.ts), so that it is neither in the page's first view nor in its first
 * hydration (decision 043's section of 2026-11-28).
 */
import { Suspense } from "react";
import type { CardBoat } from "#app/features/search/index.ts";
import { deferredComponent } from "#app/lib/deferred-module.ts";

const SIMILAR_ID = "similar";
const SimilarBoats = deferredComponent(`#${SIMILAR_ID}`, () =>
  import("./similar-boats.tsx").then((module) => module.SimilarBoats),
);

export function SimilarBoatsSlot({ similar }: { similar: Promise<CardBoat[]> | CardBoat[] }) {
  return (
    <Suspense>
      <SimilarBoats id={SIMILAR_ID} similar={similar} />
    </Suspense>
  );
}
