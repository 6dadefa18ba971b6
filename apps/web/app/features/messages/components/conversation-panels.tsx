import type { TImage } from "@keel/contracts/boats";
import type { Locale } from "@keel/contracts/locales";
import { BoatThumb } from "#app/features/boats/index.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { LOCALE_NAMES, localizePath } from "#app/lib/locale.ts";
import { Icon } from "#app/ui/icon.tsx";

const linkClass = "inline-flex items-center gap-1.5 text-sm text-primary underline underline-offset-4";

/** The boat a conversation is about: photo, title, its public page and its editor, and its other messages. */
export function BoatPanel({
  boat,
}: {
  boat: { id: number; title: string; slug: string; photo: TImage | null } | null;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="boat-title" className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <h2 id="boat-title" className="text-base">
        {t("messages.boat.title")}
      </h2>
      {boat ? (
        <>
          <BoatThumb image={boat.photo} className="w-full" />
          <p className="font-semibold">{boat.title}</p>
          <ul className="flex flex-col gap-1.5">
            <li>
              <Link to={localizePath(`/boats/${boat.slug}`, locale)} className={linkClass}>
                <Icon name="external-link" aria-hidden="true" className="size-4" />
                {t("messages.boat.publicPage")}
              </Link>
            </li>
            <li>
              <Link to={localizePath(`/dashboard/boats/${boat.id}`, locale)} className={linkClass}>
                <Icon name="pencil" aria-hidden="true" className="size-4" />
                {t("messages.boat.edit")}
              </Link>
            </li>
            <li>
              <Link
                to={`${localizePath("/dashboard/messages", locale)}?boatId=${boat.id}&view=all`}
                className={linkClass}
              >
                {t("messages.boat.otherMessages")}
              </Link>
            </li>
          </ul>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{t("messages.boatRemoved")}</p>
      )}
    </section>
  );
}

/** The buyer's contact details as links that open the mail app or the phone, and the language they wrote in. */
export function BuyerPanel({
  buyer,
  language,
}: {
  buyer: { name: string; email: string; phone: string | null };
  language: Locale;
}) {
  const t = useT();
  return (
    <section aria-labelledby="buyer-title" className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <h2 id="buyer-title" className="text-base">
        {t("messages.buyer.title")}
      </h2>
      <p className="font-semibold break-words">{buyer.name}</p>
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">{t("messages.buyer.email")}</dt>
          <dd>
            <a href={`mailto:${buyer.email}`} className={`${linkClass} break-all`}>
              <Icon name="mail" aria-hidden="true" className="size-4 shrink-0" />
              {buyer.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("messages.buyer.phone")}</dt>
          <dd>
            {buyer.phone ? (
              <a href={`tel:${buyer.phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
                <Icon name="phone" aria-hidden="true" className="size-4 shrink-0" />
                {buyer.phone}
              </a>
            ) : (
              <span className="text-muted-foreground">{t("messages.buyer.noPhone")}</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("messages.buyer.language")}</dt>
          <dd lang={language}>{LOCALE_NAMES[language]}</dd>
        </div>
      </dl>
    </section>
  );
}
