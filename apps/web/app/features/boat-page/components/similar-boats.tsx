/**
 * Boats like this one, written with the page: they come in the boat's answer from the API. The pages render it
 * through similar-boats-deferred.ts (`id`: the section's, by which its code loads).
 */
import { BoatCards, type CardBoat } from "#app/features/search/index.ts";
import { useT } from "#app/lib/i18n.ts";

export function SimilarBoats({ id, similar }: { id?: string; similar: CardBoat[] }) {
  const t = useT();
  return (
    <section id={id} aria-labelledby="similar-title" className="below-fold flex flex-col gap-4">
      <h2 id="similar-title" className="text-2xl">
        {t("boat.similar.title")}
      </h2>
      {similar.length === 0 ? (
        <p className="text-muted-foreground">{t("boat.similar.none")}</p>
      ) : (
        <BoatCards boats={similar.slice(0, 6)} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
      )}
    </section>
  );
}
