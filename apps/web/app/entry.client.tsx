/**
 * Hydration. The document names its locale and the file of its texts (rendered by the root Layout);
 * that file is fetched (the document preloads it) before hydrating, so that the first client render
 * matches the server's text exactly. Without it the page stays as the server rendered it: usable, with
 * links and forms working as plain HTML.
 */
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installChunkReload } from "#app/lib/chunk-reload.ts";
import { I18N_SCRIPT_ID, type I18nBootstrap, I18nProvider, type Messages } from "#app/lib/i18n.ts";

installChunkReload(window);

const bootstrap = JSON.parse(document.getElementById(I18N_SCRIPT_ID)?.textContent ?? "null") as I18nBootstrap;

async function fetchMessages(url: string, attempts = 3): Promise<Messages> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(url, { credentials: "same-origin" });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return (await response.json()) as Messages;
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
    }
  }
}

fetchMessages(bootstrap.messagesUrl).then(
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
