/**
 * Language switcher: links to the current page in each locale, with hreflang and lang so that assistive
 * technology and crawlers know the target language. `?lang=` makes the server remember the choice in the
 * locale cookie (locale-negotiation.ts); links reload the document because the texts change.
 * It has no behaviour of its own (a <details> and links), so the header renders it as a static part
 * (site-header.tsx, lib/static-part.tsx): its props are the page's path and query, which its links keep.
 */

import { LOCALES } from "@keel/contracts/locales";
import { useLocation } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { htmlLang, LOCALE_NAMES, localizePath, splitLocalePath } from "#app/lib/locale.ts";
import { LOCALE_CHOICE_PARAM } from "#app/lib/locale-negotiation.ts";
import { Icon } from "#app/ui/icon.tsx";

/**
 * `dropdown` (the header on wide screens) opens a list under a button; `list` shows the languages as a
 * labelled list of links, for the phone menu.
 */
export function LanguageSwitcher({
  className,
  layout = "dropdown",
  pathname,
  search,
}: {
  className?: string;
  layout?: "dropdown" | "list";
  pathname: string;
  search: string;
}) {
  const t = useT();
  const current = useLocale();
  const { path } = splitLocalePath(pathname);
  const hrefFor = (locale: (typeof LOCALES)[number]) => {
    const params = new URLSearchParams(search);
    params.set(LOCALE_CHOICE_PARAM, locale);
    return `${localizePath(path, locale)}?${params}`;
  };

  const links = LOCALES.map((locale) => (
    <li key={locale}>
      <a
        href={hrefFor(locale)}
        hrefLang={htmlLang(locale)}
        lang={htmlLang(locale)}
        aria-current={locale === current ? "true" : undefined}
        className="language-option"
      >
        {LOCALE_NAMES[locale]}
        {locale === current ? <Icon name="check" aria-hidden="true" className="size-4" /> : null}
      </a>
    </li>
  ));
  if (layout === "list") {
    return (
      <nav aria-label={t("language.label")} className={className}>
        <p className="px-3 pb-1 text-xs font-semibold text-muted-foreground uppercase">
          {t("language.label")}
        </p>
        <ul className="grid grid-cols-2 gap-1">{links}</ul>
      </nav>
    );
  }
  // <details> keeps it usable without JavaScript and keyboard reachable (Enter/Space on the summary).
  return (
    <details className={cn("group relative", className)}>
      <summary
        className={cn(
          "inline-flex h-9 cursor-pointer list-none items-center gap-1.5 rounded-md px-2 text-sm font-medium text-foreground",
          "hover:bg-muted [&::-webkit-details-marker]:hidden",
        )}
      >
        <Icon name="languages" aria-hidden="true" className="size-4" />
        <span className="sr-only">{t("language.label")}: </span>
        <span lang={htmlLang(current)}>{LOCALE_NAMES[current]}</span>
        <Icon
          name="chevron-down"
          aria-hidden="true"
          className="size-4 transition-transform group-open:rotate-180"
        />
      </summary>
      <ul className="absolute right-0 z-40 mt-1 min-w-44 rounded-md border bg-popover p-1 text-popover-foreground shadow-lg">
        {links}
      </ul>
    </details>
  );
}

/** The switcher for the current page, for layouts that hydrate it (the sign-in and signed-in areas). */
export function CurrentPageLanguageSwitcher(props: { className?: string; layout?: "dropdown" | "list" }) {
  const { pathname, search } = useLocation();
  return <LanguageSwitcher {...props} pathname={pathname} search={search} />;
}
