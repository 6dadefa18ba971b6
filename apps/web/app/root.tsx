import { TOAST } from "@keel/contracts/ui-constants";
import { preload } from "react-dom";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from "react-router";
import { colorModeScript } from "#app/lib/color-mode.ts";
import { ColorModeProvider, useForcedColorMode } from "#app/lib/color-mode-provider.tsx";
import { getConfig } from "#app/lib/config.server.ts";
import { deleteCookie, FLASH_COOKIE, readCookie } from "#app/lib/cookies.server.ts";
import { useNonce, zodJitlessScript } from "#app/lib/csp-nonce.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { I18N_SCRIPT_ID, serializeI18nBootstrap, useI18nBootstrap, useT } from "#app/lib/i18n.ts";
import { splitLocalePath } from "#app/lib/locale.ts";
import { localeMiddleware } from "#app/lib/locale-middleware.server.ts";
import { LowPriorityScripts } from "#app/lib/low-priority-scripts.tsx";
import type { SiteMeta } from "#app/lib/meta.ts";
import { socialLinks } from "#app/lib/organization-seo.ts";
import { toPageUser } from "#app/lib/page-user.server.ts";
import { refusedUser } from "#app/lib/page-user.ts";
import { requestInfoContext } from "#app/lib/request-info.ts";
import { routeRulesMiddleware } from "#app/lib/route-rules-middleware.server.ts";
import { findUser, sessionMiddleware } from "#app/lib/session.server.ts";
import { getSiteSettings } from "#app/lib/site-config.server.ts";
import { isTimeZone, TZ_COOKIE, UTC } from "#app/lib/time-zone.ts";
import { toast } from "#app/lib/toast-store.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { useVersionCheck } from "#app/lib/use-version-check.ts";
import { currencyChoiceMiddleware, visitorPrices } from "#app/lib/visitor-currency.server.ts";
import { AnalyticsTag } from "#app/shell/analytics-tag.tsx";
import { ImpersonationBanner } from "#app/shell/impersonation-banner.tsx";
import { ErrorScreen, ForbiddenScreen, NotFoundScreen } from "#app/shell/status-screens.tsx";
import stylesheet from "#app/styles/app.css?url";
import { LazyToaster } from "#app/ui/lazy-toaster.tsx";
import { LoadingBar } from "#app/ui/loading-bar.tsx";
import { OverlayHost } from "#app/ui/overlay-host.tsx";
import type { Route } from "./+types/root";

export const middleware: Route.MiddlewareFunction[] = [
  localeMiddleware,
  currencyChoiceMiddleware,
  routeRulesMiddleware,
  sessionMiddleware,
];

export const links: Route.LinksFunction = () => [
  // A stylesheet with a precedence is one React places in <head> ahead of the module preloads it hoists there,
  // so the one render-blocking file is not queued behind 130 kB of scripts on a slow connection.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const config = getConfig();
  // Independent calls run together: the user (auth/me), the site settings and the texts.
  const [user, settings, t, prices] = await Promise.all([
    findUser(context),
    getSiteSettings(),
    getTranslator(context),
    visitorPrices(request, context.get(localeContext)),
  ]);
  const site: SiteMeta = {
    brand: config.brandName,
    publicAppUrl: config.publicAppUrl,
    locale: context.get(localeContext),
    defaultTitle: t("meta.defaultTitle"),
    defaultDescription: t("meta.defaultDescription"),
    keywords: t("meta.keywords"),
  };
  const flash = readCookie(request, FLASH_COOKIE);
  return data(
    {
      site,
      user: user && toPageUser(user),
      buildId: context.get(requestInfoContext).buildId,
      analyticsTagId: config.analyticsTagId || settings["analytics.tagId"] || "",
      // The brand's social profiles, linked from the footer.
      social: socialLinks(settings),
      // The zone a signed-in reader's times are shown in (lib/time-zone.ts); anonymous pages, which the page
      // cache shares, never depend on it.
      timeZone: user && isTimeZone(readCookie(request, TZ_COOKIE)) ? readCookie(request, TZ_COOKIE)! : UTC,
      // The visitor's currency and the exchange rates, for "≈" beside prices (ui/approx-price.tsx).
      prices,
      // A message carried over a redirect (e.g. "signed in"), shown once as a success toast.
      flash: flash ? { message: flash } : null,
    },
    flash ? { headers: { "Set-Cookie": deleteCookie(FLASH_COOKIE) } } : undefined,
  );
}

/**
 * The root data changes with the session (after a form submission: login, logout…) or the locale. Plain
 * navigations inside one locale keep it, which spares an auth/me call per click.
 */
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return splitLocalePath(currentUrl.pathname).locale !== splitLocalePath(nextUrl.pathname).locale;
}

/**
 * The head's inline scripts have run before any module loads, and React never writes a script's content while
 * hydrating it (nor later, its props being constant): the browser hydrates them with an empty content, which
 * keeps their text out of every page's JavaScript (client JS budget, decision 022).
 */
const BOOT_SCRIPTS = import.meta.env.SSR
  ? { colorMode: { __html: colorModeScript }, zodJitless: { __html: zodJitlessScript } }
  : { colorMode: { __html: "" }, zodJitless: { __html: "" } };

export function Layout({ children }: { children: React.ReactNode }) {
  const i18n = useI18nBootstrap();
  // The texts files are fetched by entry.client before hydration: announced early, they load alongside the
  // scripts instead of after them. (crossOrigin "anonymous" is what a same-origin fetch() asks for.)
  for (const area of i18n.texts.areas)
    preload(i18n.texts.urls[area], { as: "fetch", crossOrigin: "anonymous" });
  const forcedColorMode = useForcedColorMode();
  // Absent when the root loader did not run (an error before it): the page then simply has no tag.
  const analyticsTagId = useRouteLoaderData<typeof loader>("root")?.analyticsTagId ?? "";
  const nonce = useNonce();
  return (
    // The colour mode script sets class and style on <html> before hydration, on purpose.
    <html lang={i18n.locale} data-color-mode-forced={forcedColorMode} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, run before paint to avoid a theme flash */}
        <script nonce={nonce} dangerouslySetInnerHTML={BOOT_SCRIPTS.colorMode} suppressHydrationWarning />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, before any module runs */}
        <script nonce={nonce} dangerouslySetInnerHTML={BOOT_SCRIPTS.zodJitless} suppressHydrationWarning />
        <Meta />
        <Links />
        <AnalyticsTag id={analyticsTagId} nonce={nonce} />
      </head>
      <body className="min-h-dvh">
        <AppChrome>{children}</AppChrome>
        <script
          id={I18N_SCRIPT_ID}
          type="application/json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, read by entry.client
          dangerouslySetInnerHTML={{ __html: serializeI18nBootstrap(i18n) }}
        />
        <ScrollRestoration />
        <LowPriorityScripts />
      </body>
    </html>
  );
}

/** Providers and global UI shared by pages and error screens. */
function AppChrome({ children }: { children: React.ReactNode }) {
  const t = useT();
  return (
    <ColorModeProvider
      onToggle={(mode) => toast.success(t(mode === "dark" ? "colorMode.darkOn" : "colorMode.lightOn"))}
    >
      <LoadingBar />
      {children}
      <OverlayHost />
      <LazyToaster
        label={t("toast.label", { hotkey: TOAST.hotkey })}
        closeLabel={t("common.close")}
        announceLabel={t("toast.announce")}
      />
    </ColorModeProvider>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useApiMessageToast(loaderData.flash);
  useVersionCheck(loaderData.buildId);
  return (
    <>
      {/* Above every layout: while an admin is signed in as someone, each page says so (back office). */}
      <ImpersonationBanner user={loaderData.user} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>("root");
  // An admin signed in as someone keeps the banner on a 404 or 403 thrown by a page, and on a guard's 403:
  // a guard refuses before any loader runs, so its refusal carries the user itself.
  const user = root?.user ?? refusedUser(error);
  const banner = <ImpersonationBanner user={user} />;
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <>
        {banner}
        <NotFoundScreen />
      </>
    );
  if (isRouteErrorResponse(error) && error.status === 403)
    return (
      <>
        {banner}
        <ForbiddenScreen isSignedIn={Boolean(user)} />
      </>
    );
  // Details only in development; production shows the translated screen without internals.
  const detail = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : undefined;
  return <ErrorScreen detail={detail} />;
}
