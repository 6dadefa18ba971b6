import { useT } from "#app/lib/i18n.ts";
import { Icon } from "#app/ui/icon.tsx";

/** The back office's reason when it flagged or unpublished the boat, shown first so it cannot be missed. */
export function ModerationNotice({ note }: { note: string | null }) {
  const t = useT();
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50"
    >
      <Icon name="shield-exclamation-point" aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-col gap-1">
        <h2 className="text-base">{t("editor.moderation.title")}</h2>
        <p className="text-sm">{note?.trim() ? note : t("editor.moderation.noReason")}</p>
        <p className="text-sm">{t("editor.moderation.next")}</p>
      </div>
    </div>
  );
}
