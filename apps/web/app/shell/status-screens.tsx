/**
 * Full-page screens for the root error boundary: not found (404), forbidden (403) and the fatal error
 * screen (spec: it leads to "/"). They render without loader data, so they only rely on the I18nProvider.
 */

import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useBrand, useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { Button } from "#app/ui/button.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { BrandLogo } from "./brand-logo.tsx";

interface StatusScreenProps {
  icon: ReactNode;
  title: string;
  message: string;
  action: ReactNode;
  children?: ReactNode;
}

function StatusScreen({ icon, title, message, action, children }: StatusScreenProps) {
  const brand = useBrand();
  return (
    <div className="flex min-h-dvh flex-col">
      {/* React hoists these into <head>; the failed route produced no meta of its own. */}
      <title>{`${title} - ${brand}`}</title>
      <meta name="robots" content="noindex" />
      <header className="border-b px-4 py-3 sm:px-6">
        <BrandLogo />
      </header>
      <main
        id="main"
        className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center"
      >
        <div className="rounded-full bg-accent p-4 text-accent-foreground" aria-hidden="true">
          {icon}
        </div>
        <h1>{title}</h1>
        <p className="text-muted-foreground">{message}</p>
        {children}
        <div className="mt-2">{action}</div>
      </main>
    </div>
  );
}

function HomeButton({ reload = false }: { reload?: boolean }) {
  const t = useT();
  const home = localizePath("/", useLocale());
  return (
    <Button asChild>
      {/* After a fatal error the app state is suspect, so the way home is a full page load. */}
      <Link to={home} reloadDocument={reload}>
        {t("status.home")}
      </Link>
    </Button>
  );
}

/**
 * The path a 404 names, as the visitor typed it. The server's router gives "/partners/%25ff" where the browser
 * keeps "/partners/%ff" (a stray percent sign): decoding when possible gives both the same text to render.
 */
function useShownPath(): string {
  const { pathname } = useLocation();
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** The 404 content, also rendered inside the public layout by the catch-all route. */
export function NotFoundContent() {
  const t = useT();
  const pathname = useShownPath();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <div className="rounded-full bg-accent p-4 text-accent-foreground" aria-hidden="true">
        <Icon name="compass" className="size-8" />
      </div>
      <h1>{t("notFound.title")}</h1>
      <p className="break-all text-muted-foreground">{t("notFound.message", { path: pathname })}</p>
      <HomeButton />
    </div>
  );
}

export function NotFoundScreen() {
  const t = useT();
  const pathname = useShownPath();
  return (
    <StatusScreen
      icon={<Icon name="compass" className="size-8" />}
      title={t("notFound.title")}
      message={t("notFound.message", { path: pathname })}
      action={<HomeButton />}
    />
  );
}

export function ForbiddenScreen({ isSignedIn }: { isSignedIn: boolean }) {
  const t = useT();
  const locale = useLocale();
  return (
    <StatusScreen
      icon={<Icon name="lock" className="size-8" />}
      title={t("forbidden.title")}
      message={t("forbidden.message")}
      action={
        isSignedIn ? (
          <Button asChild>
            <Link to={localizePath("/dashboard", locale)}>{t("forbidden.dashboard")}</Link>
          </Button>
        ) : (
          <HomeButton />
        )
      }
    />
  );
}

export function ErrorScreen({ detail }: { detail?: string }) {
  const t = useT();
  return (
    <StatusScreen
      icon={<Icon name="circle-exclamation-point" className="size-8" />}
      title={t("error.title")}
      message={t("error.message")}
      action={<HomeButton reload />}
    >
      {detail ? (
        <pre className="max-h-64 w-full overflow-auto rounded-md bg-muted p-3 text-left text-xs">
          {detail}
        </pre>
      ) : null}
    </StatusScreen>
  );
}
