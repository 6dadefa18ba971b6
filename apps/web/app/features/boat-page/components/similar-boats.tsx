/**
 * Boats like this one, written with the page: they come in the boat's answer from the API (six at most). The
 * pages render it through similar-boats-deferred.ts (`id`: the section's, by which its code loads). The cards
 * are their own static part, which alone reads `similar` (page-only in a document's loader data); the section
 * knows from `count` whether there are any.
 */
import { BoatCards, type CardBoat } from "#app/features/search/index.ts";
import { useT } from "#app/lib/i18n.ts";
import type { PageOnly } from "#app/lib/static-part.tsx";

export function SimilarBoats({
  id,
  similar,
  count,
}: {
  id?: string;
  similar: CardBoat[] | PageOnly<CardBoat[]>;
  count: number;
}) {
  const t = useT();
  return (
    <section id={id} aria-labelledby="similar-title" className="below-fold flex flex-col gap-4">
      <h2 id="similar-title" className="text-2xl">
        {t("boat.similar.title")}
      </h2>
      {count === 0 ? (
        <p className="text-muted-foreground">{t("boat.similar.none")}</p>
      ) : (
        <BoatCards boats={similar} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
      )}
    </section>
  );
}
