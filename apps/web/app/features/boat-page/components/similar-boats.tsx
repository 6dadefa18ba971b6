/**
 * Boats like this one, streamed after the page (the loader does not wait for them). The slot keeps the
 * height of one row of cards while they load, so the page below does not jump. The pages render it through
 * similar-boats-deferred.ts (`id`: the section's, by which its code loads).
 */
import { Suspense } from "react";
import { Await } from "react-router";
import { BoatCards, type CardBoat } from "#app/features/search/index.ts";
import { useT } from "#app/lib/i18n.ts";

export function SimilarBoats({ id, similar }: { id?: string; similar: Promise<CardBoat[]> | CardBoat[] }) {
  const t = useT();
  return (
    <section id={id} aria-labelledby="similar-title" className="below-fold flex flex-col gap-4">
      <h2 id="similar-title" className="text-2xl">
        {t("boat.similar.title")}
      </h2>
      <Suspense fallback={<div className="min-h-96 rounded-xl bg-muted/50" aria-hidden="true" />}>
        <Await
          resolve={similar}
          errorElement={<p className="text-muted-foreground">{t("boat.similar.none")}</p>}
        >
          {(boats) =>
            boats.length === 0 ? (
              <p className="text-muted-foreground">{t("boat.similar.none")}</p>
            ) : (
              <BoatCards boats={boats.slice(0, 6)} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
            )
          }
        </Await>
      </Suspense>
    </section>
  );
}
