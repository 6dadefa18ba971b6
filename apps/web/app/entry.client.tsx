/**
 * Hydration. The document carries the I18nPayload of its locale (rendered by the root Layout); it is read
 * before hydrating so that the first client render matches the server's text exactly.
 */
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { I18N_SCRIPT_ID, type I18nPayload, I18nProvider } from "./lib/i18n.ts";

const payload = JSON.parse(document.getElementById(I18N_SCRIPT_ID)?.textContent ?? "null") as I18nPayload;

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nProvider payload={payload}>
        <HydratedRouter />
      </I18nProvider>
    </StrictMode>,
  );
});
