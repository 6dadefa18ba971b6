/**
 * Hydration. The document names its locale and the files of its texts (rendered by the root Layout): the
 * public texts and, on a signed-in area's page, that area's (lib/text-areas.ts). They are fetched (the
 * document preloads them) before hydrating, so that the first client render matches the server's text
 * exactly. Without them the page stays as the server rendered it: usable, with links and forms working as
 * plain HTML.
 */
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installChunkReload } from "#app/lib/chunk-reload.ts";
import { I18N_SCRIPT_ID, type I18nBootstrap, I18nProvider } from "#app/lib/i18n.ts";
import { loadTexts } from "#app/lib/texts-client.ts";

installChunkReload(window);

const bootstrap = JSON.parse(document.getElementById(I18N_SCRIPT_ID)?.textContent ?? "null") as I18nBootstrap;

loadTexts(bootstrap.texts).then(
  (messages) => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <I18nProvider payload={{ ...bootstrap, messages }}>
            <HydratedRouter />
          </I18nProvider>
        </StrictMode>,
      );
    });
  },
  (error: unknown) => console.error("i18n: the texts could not be loaded; the page stays as served", error),
);
