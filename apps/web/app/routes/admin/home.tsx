/** Back-office landing: the sections an administrator manages, filled by later issues. */
import { ADMIN_NAV } from "../../lib/app-nav.ts";
import { getTranslator } from "../../lib/i18n.server.ts";
import { useT } from "../../lib/i18n.ts";
import { pageMeta } from "../../lib/route-meta.ts";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const t = await getTranslator(context);
  return { meta: { title: t("admin.metaTitle"), noIndex: true } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminHome() {
  const t = useT();
  const sections = ADMIN_NAV.filter((entry) => entry.path !== "/admin");
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <div>
        <h1>{t("admin.home.title")}</h1>
        <p className="mt-1 text-muted-foreground">{t("admin.home.body")}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {sections.map(({ labelKey, icon: Icon }) => (
          <li
            key={labelKey}
            className="flex items-center gap-3 rounded-lg border bg-card p-4 text-card-foreground"
          >
            <Icon aria-hidden="true" className="size-5 text-primary" />
            <span className="font-medium">{t(labelKey)}</span>
            <span className="ml-auto text-xs text-muted-foreground">{t("nav.soon")}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
