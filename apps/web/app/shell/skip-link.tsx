import { useT } from "#app/lib/i18n.ts";

/** First focusable element of every layout: keyboard users jump over the header to `#main`. */
export function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t("nav.skipToContent")}
    </a>
  );
}
