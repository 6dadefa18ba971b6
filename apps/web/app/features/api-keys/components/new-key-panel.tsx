import { useSyncExternalStore } from "react";
import { useT } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast-store.ts";
import { Button } from "#app/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/ui/card.tsx";
import { Icon } from "#app/ui/icon.tsx";

const subscribeNothing = () => () => {};
function useCanCopy(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => typeof navigator !== "undefined" && Boolean(navigator.clipboard),
    () => false,
  );
}

/**
 * A key just created, shown this once: selectable text (it works without JavaScript) and a copy button where
 * the browser offers a clipboard. Leaving or reloading the page forgets it; the API kept only its hash.
 */
export function NewKeyPanel({ name, apiKey }: { name: string; apiKey: string }) {
  const t = useT();
  const canCopy = useCanCopy();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey);
      toast.success(t("apiKeys.new.copied"));
    } catch {
      toast.error(t("apiKeys.new.copyFailed"));
    }
  };
  return (
    <Card className="border-primary">
      <section aria-labelledby="api-new-title">
        <CardHeader>
          <CardTitle as="h2" id="api-new-title">
            {t("apiKeys.new.title", { name })}
          </CardTitle>
          <CardDescription>{t("apiKeys.new.subtitle")}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <label htmlFor="api-new-key" className="sr-only">
            {t("apiKeys.new.label")}
          </label>
          <input
            id="api-new-key"
            readOnly
            value={apiKey}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full min-w-0 rounded-md border bg-muted px-3 py-2 font-mono text-sm"
          />
          {canCopy ? (
            <Button type="button" variant="outline" onClick={copy} className="shrink-0">
              <Icon name="copy" aria-hidden="true" />
              {t("apiKeys.new.copy")}
            </Button>
          ) : null}
        </CardContent>
      </section>
    </Card>
  );
}
