import { useLocale, useT } from "#app/lib/i18n.ts";
import { dateTimeFormat } from "#app/lib/intl.ts";
import { Icon } from "#app/ui/icon.tsx";
import type { SaveState } from "./use-boat-editor.ts";

/** "Saved" / "Saving…" / "Unsaved changes" / "Not saved", announced politely as it changes. */
export function SaveIndicator({ state, lastSavedAt }: { state: SaveState; lastSavedAt: Date | null }) {
  const t = useT();
  const locale = useLocale();
  const time = lastSavedAt
    ? dateTimeFormat(locale, { hour: "numeric", minute: "2-digit" }).format(lastSavedAt)
    : null;
  const content = {
    saved: {
      icon: (
        <Icon
          name="circle-check"
          aria-hidden="true"
          className="size-4 text-emerald-700 dark:text-emerald-400"
        />
      ),
      text: time ? t("editor.save.savedAt", { time }) : t("editor.save.saved"),
    },
    saving: {
      icon: <Icon name="loader-circle" aria-hidden="true" className="size-4 motion-safe:animate-spin" />,
      text: t("editor.save.saving"),
    },
    pending: {
      icon: <Icon name="pencil-line" aria-hidden="true" className="size-4" />,
      text: t("editor.save.pending"),
    },
    failed: {
      icon: <Icon name="circle-exclamation-point" aria-hidden="true" className="size-4 text-destructive" />,
      text: t("editor.save.failed"),
    },
    offline: {
      icon: <Icon name="cloud-off" aria-hidden="true" className="size-4 text-destructive" />,
      text: t("editor.save.offline"),
    },
  }[state];
  return (
    <p role="status" aria-live="polite" data-save-state={state} className="flex items-center gap-1.5 text-sm">
      {content.icon}
      <span>{content.text}</span>
    </p>
  );
}
