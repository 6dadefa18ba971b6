/**
 * Share a boat: the device's share sheet (Web Share API) where the browser has one, copy the link (with a
 * toast), and e-mail and social links that work without JavaScript. The preview on the networks comes from
 * the page's Open Graph tags (main photo, title, description).
 */

import { useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import { shareLinks } from "#app/features/boat-page/share-links.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import type { SiteMeta } from "#app/lib/meta.ts";
import { toast } from "#app/lib/toast-store.ts";
import { Button } from "#app/ui/button.tsx";
import { Icon } from "#app/ui/icon.tsx";

const subscribeNothing = () => () => {};
function useCanShare(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => typeof navigator !== "undefined" && typeof navigator.share === "function",
    () => false,
  );
}
function useCanCopy(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => typeof navigator !== "undefined" && Boolean(navigator.clipboard),
    () => false,
  );
}

const NETWORK_NAMES = { whatsapp: "WhatsApp", facebook: "Facebook", x: "X", linkedin: "LinkedIn" } as const;

/** The boat's page at `slug` in the page's language, as the site's public address names it (canonical). */
function useBoatUrl(slug: string): string {
  const locale = useLocale();
  const site = (useRouteLoaderData("root") as { site?: SiteMeta } | undefined)?.site;
  return `${site?.publicAppUrl ?? ""}${localizePath(`/boats/${slug}`, locale)}`;
}

/** The share panel of the boat at `slug` titled `title` (its code loads after the first view: boat-detail-page.tsx). */
export function SharePanel({ id, slug, title }: { id?: string; slug: string; title: string }) {
  const t = useT();
  const url = useBoatUrl(slug);
  const text = t("share.text", { title });
  const canShare = useCanShare();
  const canCopy = useCanCopy();
  const links = shareLinks({ url, title, text });

  const share = async () => {
    try {
      await navigator.share({ title, text, url });
    } catch (error) {
      // Closing the share sheet is not an error worth a word.
      if ((error as Error).name !== "AbortError") toast.error(t("share.failed"));
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("share.copied"));
    } catch {
      toast.error(t("share.copyFailed"));
    }
  };

  return (
    <section id={id} aria-labelledby="share-title" className="below-fold flex flex-col gap-3">
      <h2 id="share-title" className="text-base">
        {t("share.title")}
      </h2>
      <div className="flex flex-wrap gap-2">
        {canShare ? (
          <Button variant="outline" size="sm" onClick={share}>
            <Icon name="share-2" aria-hidden="true" />
            {t("share.native")}
          </Button>
        ) : null}
        {canCopy ? (
          <Button variant="outline" size="sm" onClick={copy}>
            <Icon name="link-2" aria-hidden="true" />
            {t("share.copy")}
          </Button>
        ) : null}
        {links.map((link) => (
          <Button key={link.key} asChild variant="outline" size="sm">
            <a
              href={link.href}
              {...(link.key === "email" ? {} : { target: "_blank", rel: "noopener noreferrer" })}
              aria-label={
                link.key === "email" ? t("share.email") : t("share.on", { network: NETWORK_NAMES[link.key] })
              }
            >
              {link.key === "email" ? <Icon name="mail" aria-hidden="true" /> : null}
              {link.key === "email" ? t("share.emailShort") : NETWORK_NAMES[link.key]}
            </a>
          </Button>
        ))}
      </div>
    </section>
  );
}
