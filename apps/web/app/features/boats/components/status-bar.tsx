/**
 * The editor's header, kept in view: title, status, freshness, the save state, and the lifecycle actions the
 * current status allows (docs/decisions/008-boat-lifecycle.md). Publishing is disabled on plans that cannot
 * post; the API refuses it anyway.
 */

import { ACTIONS_BY_STATUS, type BoatAction } from "@keel/contracts/boat-codes";
import { type ReactNode, useRef } from "react";
import { Form } from "react-router";
import type { BoatMeta } from "#app/features/boats/boat-editor-result.ts";
import { cn } from "#app/lib/cn.ts";
import { formatDate } from "#app/lib/format.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { formatRelativeTime } from "#app/lib/relative-time.ts";
import { useNow } from "#app/lib/use-now.ts";
import { Button, buttonVariants } from "#app/ui/button.tsx";
import { ConfirmDialog } from "#app/ui/dialog.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { Tooltip } from "#app/ui/tooltip.tsx";
import { SaveIndicator } from "./save-indicator.tsx";
import { BoatStatusBadge } from "./status-badge.tsx";
import type { SaveState } from "./use-boat-editor.ts";

const ICONS: Record<BoatAction, ReactNode> = {
  publish: <Icon name="send" aria-hidden="true" />,
  unpublish: <Icon name="eye-off" aria-hidden="true" />,
  mark_under_offer: <Icon name="handshake" aria-hidden="true" />,
  mark_sold: <Icon name="circle-dollar-sign" aria-hidden="true" />,
  archive: <Icon name="archive" aria-hidden="true" />,
  confirm_available: <Icon name="badge-check" aria-hidden="true" />,
};

interface StatusBarProps {
  title: string;
  /** The public page's path, /boats/{slug}, linked while buyers can see the boat. */
  slug: string;
  meta: BoatMeta;
  now: string;
  saveState: SaveState;
  lastSavedAt: Date | null;
  isAutosave: boolean;
  isBusy: boolean;
  pendingAction: BoatAction | null;
  canPostBoats: boolean;
  canDelete: boolean;
  onSave: () => void;
  onAction: (action: BoatAction) => void;
  onDelete: () => void;
}

export function StatusBar(props: StatusBarProps) {
  const t = useT();
  const locale = useLocale();
  const { meta, saveState } = props;
  const actions = ACTIONS_BY_STATUS[meta.status];
  const isPublic = meta.status === "published" || meta.status === "under_offer";
  const clock = useNow(props.now);
  // A save just now can be a moment ahead of this page's clock: it reads "now", never "in 1 minute".
  const now = Date.parse(clock) < Date.parse(meta.updatedAt) ? meta.updatedAt : clock;
  // The action a seller takes most from this status leads; the others follow it (or its menu on a phone).
  const primary = actions.find((a) => a === "publish" || a === "confirm_available") ?? null;
  const secondary = actions.filter((a) => a !== primary);
  const moreRef = useRef<HTMLDetailsElement>(null);
  const actionButton = (action: BoatAction, className?: string) => (
    <Button
      key={action}
      size="sm"
      className={className}
      variant={action === primary ? "primary" : "outline"}
      disabled={props.isBusy || (action === "publish" && !props.canPostBoats)}
      aria-describedby={action === "publish" && !props.canPostBoats ? "plan-restricted" : undefined}
      onClick={() => {
        if (moreRef.current) moreRef.current.open = false;
        props.onAction(action);
      }}
    >
      {ICONS[action]}
      {props.pendingAction === action ? t(`editor.action.${action}.busy`) : t(`boats.action.${action}`)}
    </Button>
  );
  const viewListing = (className: string) => (
    <Link
      to={localizePath(`/boats/${props.slug}`, locale)}
      className={cn("inline-flex items-center gap-1.5 px-2 text-sm font-medium", className)}
    >
      <Icon name="external-link" aria-hidden="true" className="size-4" />
      {t("editor.viewListing")}
    </Link>
  );
  const deleteControl = (formId: string, className: string) => (
    <Form method="post" id={formId} className={className}>
      <input type="hidden" name="intent" value="delete" />
      <ConfirmDialog
        title={t("common.confirmDelete")}
        description={t("common.irreversible")}
        confirmLabel={t("editor.delete")}
        cancelLabel={t("editor.cancel")}
        onConfirm={props.onDelete}
        confirmButtonProps={{ type: "submit", form: formId }}
        trigger={
          <Button size="sm" variant="ghost" className="w-full justify-start text-destructive sm:w-auto">
            <Icon name="trash" aria-hidden="true" />
            {t("editor.delete")}
          </Button>
        }
      />
    </Form>
  );
  return (
    <header className="z-30 -mx-4 border-b bg-background/95 px-4 py-3 backdrop-blur sm:-mx-8 sm:px-8 md:sticky md:top-0">
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="truncate text-xl sm:text-2xl">{props.title}</h1>
            <BoatStatusBadge status={meta.status} />
          </div>
          <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
            <span>{t("editor.reference", { reference: meta.reference })}</span>
            <span>
              {t("editor.updated")}{" "}
              <Tooltip content={formatDate(meta.updatedAt, locale, "long")}>
                {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so that keyboard users reach the full date in its tooltip */}
                <time dateTime={meta.updatedAt} tabIndex={0}>
                  {formatRelativeTime(meta.updatedAt, now, locale)}
                </time>
              </Tooltip>
            </span>
            {isPublic && meta.lastConfirmedAt ? (
              <span>
                {t("editor.lastConfirmed")}{" "}
                <time dateTime={meta.lastConfirmedAt}>
                  {formatDate(meta.lastConfirmedAt, locale, "long")}
                </time>
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <SaveIndicator state={saveState} lastSavedAt={props.lastSavedAt} />
          {props.isAutosave && saveState !== "pending" && saveState !== "failed" ? null : (
            <Button
              variant={props.isAutosave ? "outline" : "primary"}
              size="sm"
              onClick={props.onSave}
              disabled={saveState === "saved" || saveState === "saving"}
              aria-keyshortcuts="Control+S Meta+S"
            >
              <Icon name="save" aria-hidden="true" />
              {props.isAutosave ? t("editor.save.now") : t("editor.save.changes")}
            </Button>
          )}
        </div>
      </div>
      <fieldset className="mt-3 flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t("editor.actions")}</legend>
        {primary ? actionButton(primary) : null}
        {/* On a phone the other actions and delete wait in a menu, so the bar keeps to one row; wider, they sit
            inline. */}
        {secondary.map((action) => actionButton(action, "hidden sm:inline-flex"))}
        {isPublic ? viewListing("hidden sm:inline-flex") : null}
        {secondary.length > 0 || isPublic || props.canDelete ? (
          <details
            ref={moreRef}
            className="relative sm:hidden"
            onKeyDown={(event) => {
              if (event.key !== "Escape" || !moreRef.current?.open) return;
              moreRef.current.open = false;
              moreRef.current.querySelector("summary")?.focus();
            }}
          >
            <summary
              className={cn(
                buttonVariants({ variant: "outline", size: "sm" }),
                "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
              )}
            >
              <Icon name="menu" aria-hidden="true" />
              <span className="sr-only">{t("editor.moreActions")}</span>
            </summary>
            <div className="absolute left-0 z-40 mt-2 flex w-60 flex-col items-stretch gap-1 rounded-md border bg-background p-2 shadow-lg">
              {secondary.map((action) => actionButton(action, "justify-start"))}
              {isPublic ? viewListing("py-1.5") : null}
              {props.canDelete ? deleteControl("delete-boat-menu", "border-t pt-1") : null}
            </div>
          </details>
        ) : null}
        {props.canDelete ? deleteControl("delete-boat", "ml-auto hidden sm:block") : null}
      </fieldset>
    </header>
  );
}
