import { useLocale, useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import { Button } from "#app/ui/button.tsx";
import { Icon } from "#app/ui/icon.tsx";

export interface ImpersonatedUser {
  firstName: string;
  lastName: string;
  email: string;
  /** E-mail of the administrator signed in as this user (`auth/me` → `impersonatedBy`); null otherwise. */
  impersonatedBy: string | null;
}

/**
 * Shown on every page while an administrator is signed in as someone else: whose account this is, who opened
 * it, and the way back. "Return to my account" is a native form post (works without JavaScript, and the
 * answer is a full page load), to the route that runs the logout and lands back in the back office.
 */
export function ImpersonationBanner({ user }: { user: ImpersonatedUser | null | undefined }) {
  const t = useT();
  const locale = useLocale();
  if (!user?.impersonatedBy) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <aside
      aria-label={t("admin.impersonation.bannerLabel")}
      className="border-b border-amber-300 bg-amber-100 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
        <Icon name="user-round-cog" aria-hidden="true" className="size-5 shrink-0" />
        <p className="text-sm font-medium">
          {t("admin.impersonation.banner", { name, email: user.email, admin: user.impersonatedBy })}
        </p>
        <form method="post" action={localizePath("/admin/impersonation/return", locale)} className="ml-auto">
          <Button
            type="submit"
            size="sm"
            className="bg-amber-950 text-amber-50 hover:bg-amber-900 dark:bg-amber-100 dark:text-amber-950 dark:hover:bg-amber-200"
          >
            {t("admin.impersonation.return")}
          </Button>
        </form>
      </div>
    </aside>
  );
}
