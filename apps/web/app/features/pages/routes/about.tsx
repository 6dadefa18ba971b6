/** About (/about): who Keel is for and how it works; the text lives in content/pages. */

import { ContentDocumentView } from "#app/features/pages/components/content-document-part.ts";
import { getDocument } from "#app/features/pages/content.server.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { buttonVariants } from "#app/ui/button.tsx";
import type { Route } from "./+types/about";

export async function loader({ context }: Route.LoaderArgs) {
  const [t, document] = await Promise.all([
    getTranslator(context),
    getDocument("about", context.get(localeContext)),
  ]);
  return { meta: { title: t("pages.about.metaTitle"), description: document.description }, document };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function About({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <ContentDocumentView document={loaderData.document} />
      <section aria-labelledby="about-next" className="mx-auto max-w-3xl px-4 sm:px-6">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-primary p-8 text-primary-foreground">
          <h2 id="about-next">{t("pages.about.next.title")}</h2>
          <p>{t("pages.about.next.body")}</p>
          <div className="flex flex-wrap gap-3">
            <Link to={localizePath("/boats", locale)} className={buttonVariants({ variant: "secondary" })}>
              {t("pages.about.next.browse")}
            </Link>
            <Link
              to={localizePath("/pricing", locale)}
              className={buttonVariants({
                variant: "outline",
                className:
                  "border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-hover",
              })}
            >
              {t("pages.about.next.sell")}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
