/**
 * Asked when the seller leaves the editor with changes not saved yet (a link, Back, the team switcher):
 * save and leave, leave without saving, or stay. Closing the tab is covered by `beforeunload`.
 */
import { AlertDialog } from "radix-ui";
import { useT } from "#app/lib/i18n.ts";
import { buttonVariants } from "#app/ui/button.tsx";

interface Props {
  /** Open unless told otherwise: the overlay manager renders it only while it is open (boat-editor.tsx). */
  open?: boolean;
  isSaving: boolean;
  hasErrors: boolean;
  onSaveAndLeave: () => void;
  onLeave: () => void;
  onStay: () => void;
}

export default function UnsavedChangesDialog({
  open = true,
  isSaving,
  hasErrors,
  onSaveAndLeave,
  onLeave,
  onStay,
}: Props) {
  const t = useT();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next ? null : onStay())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-popover p-6 text-popover-foreground shadow-xl">
          <div className="grid gap-1.5">
            <AlertDialog.Title className="text-lg leading-tight font-semibold">
              {t("editor.leave.title")}
            </AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted-foreground">
              {hasErrors ? t("editor.leave.bodyErrors") : t("editor.leave.body")}
            </AlertDialog.Description>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: "outline" })}>
              {t("editor.leave.stay")}
            </AlertDialog.Cancel>
            <button type="button" className={buttonVariants({ variant: "destructive" })} onClick={onLeave}>
              {t("editor.leave.discard")}
            </button>
            {hasErrors ? null : (
              <button type="button" className={buttonVariants()} onClick={onSaveAndLeave} disabled={isSaving}>
                {isSaving ? t("editor.save.saving") : t("editor.leave.save")}
              </button>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
