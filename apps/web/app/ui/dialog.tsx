import { AlertDialog, Dialog as RadixDialog } from "radix-ui";
import { type ComponentProps, type ReactElement, type ReactNode, useState } from "react";
import { cn } from "#app/lib/cn.ts";
import { Button, buttonVariants } from "./button.tsx";
import { Icon } from "./icon.tsx";
import { Tooltip } from "./tooltip.tsx";

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

const overlayClass =
  "fixed inset-0 z-50 bg-slate-950/60 motion-safe:data-[state=open]:animate-fade-in motion-safe:data-[state=closed]:animate-fade-out";
const contentClass = cn(
  "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto",
  "rounded-xl border border-border bg-popover p-6 text-popover-foreground shadow-xl focus-visible:outline-none",
  "motion-safe:data-[state=open]:animate-dialog-in motion-safe:data-[state=closed]:animate-fade-out",
);

export type DialogContentProps = ComponentProps<typeof RadixDialog.Content> & {
  /** Translated accessible name of the corner close button ("Close"); without it there is no such button. */
  closeLabel?: string;
};

/** Modal panel: focus is trapped inside and returns to the trigger; Escape and the overlay close it. */
export function DialogContent({ className, children, closeLabel, ...props }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlayClass} />
      <RadixDialog.Content className={cn(contentClass, className)} {...props}>
        {children}
        {closeLabel ? (
          <div className="absolute top-3 right-3">
            <Tooltip content={closeLabel}>
              <RadixDialog.Close
                aria-label={closeLabel}
                className="rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                <Icon name="x" aria-hidden="true" className="size-4" />
              </RadixDialog.Close>
            </Tooltip>
          </div>
        ) : null}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("grid gap-1.5 pr-8 text-left", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof RadixDialog.Title>) {
  return <RadixDialog.Title className={cn("text-lg leading-tight font-semibold", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export interface ConfirmDialogProps {
  /** Translated texts, e.g. "Are you sure you want to delete this?" / "This action is irreversible". */
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Called when the user confirms; the dialog then closes. */
  onConfirm?: () => void;
  /** The element that opens the dialog (a Button); omit it to control `open` yourself. */
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Destructive confirmations get the red button (default). */
  destructive?: boolean;
  /**
   * Extra confirm button props. To submit a route form: `{ type: "submit", form: "delete-boat", name: "intent",
   * value: "delete" }` (the form is submitted, then the dialog closes).
   */
  confirmButtonProps?: Omit<ComponentProps<"button">, "children">;
  /** Content between the description and the buttons, e.g. the field that confirms (a password). */
  children?: ReactNode;
  /**
   * Close as soon as the user confirms (default). False keeps the dialog open after confirming: for a form
   * whose answer decides, a refusal is shown in the dialog and a success navigates away; only Cancel,
   * Escape or the owner (`open`) close it.
   */
  closeOnConfirm?: boolean;
  /** Where focus goes on opening (default: Cancel); `event.preventDefault()` then focus something else. */
  onOpenAutoFocus?: (event: Event) => void;
}

/**
 * Confirmation before an irreversible action, on Radix AlertDialog (role "alertdialog"): it does not close on
 * an outside click, and focus starts on Cancel so Enter never confirms by accident.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  trigger,
  open,
  onOpenChange,
  destructive = true,
  confirmButtonProps,
  children,
  closeOnConfirm = true,
  onOpenAutoFocus,
}: ConfirmDialogProps) {
  const [innerOpen, setInnerOpen] = useState(false);
  const isOpen = open ?? innerOpen;
  const setOpen = (next: boolean) => {
    setInnerOpen(next);
    onOpenChange?.(next);
  };
  const { onClick, ...confirmRest } = confirmButtonProps ?? {};
  return (
    <AlertDialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClass} />
        <AlertDialog.Content className={contentClass} onOpenAutoFocus={onOpenAutoFocus}>
          <div className="grid gap-1.5">
            <AlertDialog.Title className="text-lg leading-tight font-semibold">{title}</AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted-foreground">
              {description}
            </AlertDialog.Description>
          </div>
          {children}
          <DialogFooter>
            <AlertDialog.Cancel className={buttonVariants({ variant: "outline" })}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <Button
              variant={destructive ? "destructive" : "primary"}
              {...confirmRest}
              onClick={(event) => {
                onClick?.(event);
                if (event.defaultPrevented) return;
                // Submit before closing: once the dialog unmounts, the button could no longer submit its form.
                const button = event.currentTarget;
                if (button.type === "submit" && button.form) {
                  event.preventDefault();
                  button.form.requestSubmit(button);
                }
                onConfirm?.();
                if (closeOnConfirm) setOpen(false);
              }}
            >
              {confirmLabel}
            </Button>
          </DialogFooter>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
