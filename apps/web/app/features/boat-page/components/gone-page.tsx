/** A boat no longer for sale (HTTP 410): say so plainly and offer similar boats and the search. */

import { Suspense } from "react";
import type { CardBoat } from "#app/features/search/index.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { buttonVariants } from "#app/ui/button.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { SIMILAR_ID, DeferredSimilarBoats as SimilarBoats } from "./similar-boats-deferred.ts";

export function GonePage({
  gone,
  similar,
}: {
  gone: { id: number; slug: string; title: string };
  similar: Promise<CardBoat[]> | CardBoat[];
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-10 sm:px-6">
      <div className="flex flex-col items-start gap-4 rounded-2xl border bg-muted/40 p-8">
        <div className="rounded-full bg-accent p-3 text-accent-foreground" aria-hidden="true">
          <Icon name="anchor" className="size-7" />
        </div>
        <h1 className="text-3xl">{t("boat.gone.title", { title: gone.title })}</h1>
        <p className="max-w-2xl text-muted-foreground">{t("boat.gone.body")}</p>
        <Link to={localizePath("/boats", locale)} className={buttonVariants()}>
          {t("boat.gone.search")}
        </Link>
      </div>
      <Suspense>
        <SimilarBoats id={SIMILAR_ID} similar={similar} />
      </Suspense>
    </div>
  );
}
