/**
 * A professional's boats (profile.tsx): the heading, with "the latest n of m" when the profile shows only some or
 * the note that there is none, the latest boats as cards, then "see all boats" when there are more. Its code, the
 * boat cards' with their hearts, loads after the first view, on intent (a pointer over the section, a touch,
 * focus inside) or once the browser is idle (lib/deferred-module.ts): until then the server's markup stays, the
 * cards and the link are links and a heart is its plain form post. `id`: its frame's, by which the page loads it.
 * The page renders it as its own column's child: the same boundary one element further down (in the frame) lost
 * its server markup when the page re-rendered after the first idle moment (decision 022, 2026-11-27).
 */
import { PROFILE_BOATS } from "@keel/contracts/directory-codes";
import { BoatCards, type CardBoat, DeferredHeartDelegate } from "#app/features/search/index.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { buttonVariants } from "#app/ui/button.tsx";

export function ProfessionalBoats({
  id,
  name,
  boats,
  total,
}: {
  id: string;
  name: string;
  boats: CardBoat[];
  total: number;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <div id={id} className="mx-auto flex w-full max-w-7xl flex-col px-4 py-8 sm:px-6">
      <section aria-labelledby="profile-boats" className="flex flex-col gap-6">
        <ProfessionalBoatsHeading name={name} shown={boats.length} total={total} />
        {boats.length > 0 ? (
          <BoatCards boats={boats} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" />
        ) : null}
        <DeferredHeartDelegate />
        {total > PROFILE_BOATS ? (
          <Link
            to={localizePath("/boats", locale)}
            className={buttonVariants({ variant: "outline", className: "self-start" })}
          >
            {t("professionals.profile.moreBoats")}
          </Link>
        ) : null}
      </section>
    </div>
  );
}

/** The heading of a professional's boats, with "the latest n of m" when it shows only some, or the note that
 * it has none. */
export function ProfessionalBoatsHeading({
  name,
  shown,
  total,
}: {
  name: string;
  shown: number;
  total: number;
}) {
  const t = useT();
  return (
    <>
      <div className="flex flex-col gap-1">
        <h2 id="profile-boats">{t("professionals.profile.boats", { name })}</h2>
        {total > shown ? (
          <p className="text-muted-foreground">
            {t("professionals.profile.latestOf", { shown, count: total })}
          </p>
        ) : null}
      </div>
      {shown === 0 ? (
        <p className="rounded-lg border bg-muted/40 p-6 text-muted-foreground">
          {t("professionals.profile.noBoats")}
        </p>
      ) : null}
    </>
  );
}
