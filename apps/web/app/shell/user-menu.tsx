import { Form } from "react-router";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { Icon } from "#app/ui/icon.tsx";

export interface MenuUser {
  firstName: string;
  lastName: string;
  email: string;
  isAdmin: boolean;
  /** E-mail of the administrator signed in as this user, if any. */
  impersonatedBy: string | null;
}

/** Account menu of the dashboard and admin headers: who is signed in, where to go, and logout. */
export function UserMenu({ user }: { user: MenuUser }) {
  const t = useT();
  const locale = useLocale();
  const itemClass =
    "flex w-full items-center gap-2 rounded px-3 py-2 text-left text-sm text-foreground no-underline hover:bg-muted";
  return (
    <details className="relative">
      <summary className="inline-flex h-9 cursor-pointer list-none items-center gap-2 rounded-md px-2 text-sm font-medium hover:bg-muted [&::-webkit-details-marker]:hidden">
        <Icon name="user-round" aria-hidden="true" className="size-4" />
        <span className="sr-only">{t("userMenu.label")}: </span>
        <span className="max-w-40 truncate">{user.firstName || user.email}</span>
      </summary>
      <div className="absolute right-0 z-40 mt-1 w-64 rounded-md border bg-popover p-1 text-popover-foreground shadow-lg">
        <p className="border-b px-3 py-2 text-sm">
          <span className="block font-medium">{`${user.firstName} ${user.lastName}`.trim()}</span>
          <span className="block truncate text-muted-foreground">{user.email}</span>
          {user.impersonatedBy ? (
            <span className="mt-1 block text-xs text-muted-foreground">
              {t("userMenu.impersonatedBy", { email: user.impersonatedBy })}
            </span>
          ) : null}
        </p>
        <ul className="py-1">
          <li>
            <Link to={localizePath("/", locale)} className={itemClass}>
              <Icon name="store" aria-hidden="true" className="size-4" />
              {t("userMenu.site")}
            </Link>
          </li>
          {user.isAdmin ? (
            <li>
              <Link to={localizePath("/admin", locale)} className={itemClass}>
                <Icon name="shield-check" aria-hidden="true" className="size-4" />
                {t("nav.admin")}
              </Link>
            </li>
          ) : null}
          <li>
            {/* reloadDocument: a native post, so the response's redirect reloads the whole page (docs/product.md, Interface rules). */}
            <Form method="post" action={localizePath("/auth/logout", locale)} reloadDocument>
              <button type="submit" className={itemClass}>
                <Icon name="log-out" aria-hidden="true" className="size-4" />
                {t("auth.logout")}
              </button>
            </Form>
          </li>
        </ul>
      </div>
    </details>
  );
}
