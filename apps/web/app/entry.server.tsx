/**
 * Document rendering. Beyond React Router's default (streaming, bots wait for all content), it wraps the
 * app in the request's I18nProvider: the locale comes from the locale middleware through the load context,
 * so every screen, the fatal error screen included, is translated even when no loader ran. The icons the
 * page rendered are gathered on the way and written once, as a sprite of symbols, before `</body>`. Every
 * inline script carries the response's nonce, and the page goes out with the Content-Security-Policy naming
 * it (security-headers.server.ts).
 */
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { getConfig } from "#app/lib/config.server.ts";
import { NonceContext } from "#app/lib/csp-nonce.ts";
import { getI18nPayload, localeContext } from "#app/lib/i18n.server.ts";
import { I18nProvider } from "#app/lib/i18n.ts";
import { renderSprite } from "#app/lib/icons/collection.server.ts";
import { documentBody } from "#app/lib/icons/sprite-stream.server.ts";
import { pageOnlyContext } from "#app/lib/page-only.server.ts";
import { requestInfoContext } from "#app/lib/request-info.ts";
import { contentSecurityPolicy } from "#app/lib/security-headers.server.ts";
import { PageOnlyValues } from "#app/lib/static-part.tsx";
import { textAreasOf } from "#app/lib/text-areas.ts";
import { IconCollectorContext } from "#app/ui/icon.tsx";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  const { nonce } = loadContext.get(requestInfoContext);
  if (nonce) {
    // The root loader says whether this page loads Google's tag (configured, or set in the back office).
    const root = routerContext.staticHandlerContext.loaderData.root as
      | { analyticsTagId?: string }
      | undefined;
    responseHeaders.set(
      "Content-Security-Policy",
      contentSecurityPolicy({
        nonce,
        hasAnalytics: Boolean(root?.analyticsTagId),
        iconHosts: getConfig().iconApiHosts,
      }),
    );
  }
  // React Router passes only cookies from actions and loaders to the document; a refusal's `Retry-After`
  // (a rate limit passed on from the API) must reach the visitor too.
  const { actionHeaders, loaderHeaders } = routerContext.staticHandlerContext;
  const retryAfter = [...Object.values(actionHeaders), ...Object.values(loaderHeaders)]
    .map((headers) => headers.get("Retry-After"))
    .find((value) => value !== null);
  if (retryAfter && responseStatusCode === 429) responseHeaders.set("Retry-After", retryAfter);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The texts the browser needs before hydrating: the public file, and the page's area's (lib/text-areas.ts).
  const areas = textAreasOf(routerContext.staticHandlerContext.matches.map((match) => match.route.id));
  const i18n = await getI18nPayload(loadContext.get(localeContext), areas);
  const userAgent = request.headers.get("user-agent");
  // Crawlers get the complete document in one piece; browsers get the shell as soon as it is ready.
  const readyOption =
    (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

  const icons = new Set<string>();
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    let isShellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <IconCollectorContext value={icons}>
          {/* The values behind the loader data's stand-ins, for the static parts (lib/page-only.server.ts). */}
          <PageOnlyValues value={loadContext.get(pageOnlyContext)}>
            <I18nProvider payload={i18n}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />
            </I18nProvider>
          </PageOnlyValues>
        </IconCollectorContext>
      </NonceContext>,
      {
        nonce: nonce || undefined,
        // A Suspense boundary whose content is ready stays in place, however far down the page: React would
        // otherwise move any boundary past its first 12.8 kB into a hidden element revealed by a script, which
        // hides it from readers without JavaScript (the boat page's contact form, lib/deferred-module.ts).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          isShellRendered = true;
          // One chunk per burst of rendering, not one per 2 kB: each is compressed and flushed once.
          const { destination, body } = documentBody(
            () => renderSprite(icons, getConfig().iconApiHosts),
            () => {
              clearTimeout(timeoutId);
              timeoutId = undefined;
            },
          );
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(destination);
          resolve(new Response(body, { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors before the shell reject above and are logged by React Router; these come later.
          if (isShellRendered) console.error(error);
        },
      },
    );
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  // An aborted request (the visitor navigated away) is not an application error.
  if (!request.signal.aborted) console.error(error);
};
