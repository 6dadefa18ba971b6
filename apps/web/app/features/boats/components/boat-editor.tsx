/**
 * The listing editor: the status bar, notices (moderation, plan, missing fields), every section of the
 * boat, and the guards that keep work from being lost (autosave for drafts, Ctrl/Cmd+S, a dialog on leaving
 * with unsaved changes, the browser's own prompt on closing the tab).
 */

import type { TBoatDetail } from "@keel/contracts/boat-editor";
import type { TCatalog } from "@keel/contracts/catalog";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useBlocker } from "react-router";
import { missingRequirements } from "#app/features/boats/boat-form.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import type { UnitSystem } from "#app/lib/units.ts";
import { useOverlay } from "#app/lib/use-overlay.ts";
import { Icon } from "#app/ui/icon.tsx";
import { EditorContext, type EditorContextValue } from "./editor-context.tsx";
import { SectionNav } from "./editor-section.tsx";
import {
  AccommodationSection,
  BuildSection,
  DescriptionSection,
  DimensionsSection,
  IdentitySection,
  LocationSection,
  MediaSection,
  PerformanceSection,
  PriceSection,
  WeightsSection,
} from "./editor-sections.tsx";
import { EnginesSection } from "./engines-field.tsx";
import { EquipmentSection } from "./equipment-field.tsx";
import { FeaturesSection } from "./features-field.tsx";
import { MissingFields } from "./missing-fields.tsx";
import { ModerationNotice } from "./moderation-notice.tsx";
import { type Photo, PhotoManager } from "./photo-manager.tsx";
import { PlanRestrictedNotice } from "./plan-notice.tsx";
import { StatusBar } from "./status-bar.tsx";
import { useBoatEditor } from "./use-boat-editor.ts";

export interface BoatEditorProps {
  boat: TBoatDetail;
  team: { id: number; unit: UnitSystem; canPostBoats: boolean; canDelete: boolean };
  catalog: TCatalog | null;
  countries: { value: string; label: string }[];
  now: string;
}

export function BoatEditor({ boat, team, catalog, countries, now }: BoatEditorProps) {
  const t = useT();
  const locale = useLocale();
  const ctx = useMemo(() => ({ unit: team.unit, locale }), [team.unit, locale]);
  const base = localizePath(`/dashboard/boats/${boat.id}`, locale);
  const actionUrl = `${base}?team_id=${team.id}`;
  const uploadUrl = `${base}/photos?team_id=${team.id}`;
  const editor = useBoatEditor({ boat, ctx, actionUrl });
  const [photos, setPhotos] = useState<Photo[]>(() =>
    boat.photos.map(({ id, caption, image }) => ({ id, caption, image })),
  );
  const [isPhotoBusy, setIsPhotoBusy] = useState(false);

  const context: EditorContextValue = useMemo(
    () => ({
      values: editor.values,
      update: editor.update,
      errors: editor.errors,
      unit: team.unit,
      locale,
      catalog,
      countries,
      isDisabled: false,
    }),
    [editor.values, editor.update, editor.errors, team.unit, locale, catalog, countries],
  );

  const isDirty = editor.dirty.length > 0 || editor.isSaving || isPhotoBusy;
  const isDirtyRef = useRef(isDirty);
  isDirtyRef.current = isDirty;
  const isLeavingOnPurpose = useRef(false);

  // Leaving inside the app: ask (save and leave / leave / stay). Closing the tab: the browser's prompt.
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        isDirtyRef.current &&
        !isLeavingOnPurpose.current &&
        currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [isDirty]);
  const [isSavingToLeave, setIsSavingToLeave] = useState(false);
  useEffect(() => {
    if (!isSavingToLeave || blocker.state !== "blocked" || editor.isSaving) return;
    if (editor.dirty.length === 0 && !isPhotoBusy) {
      setIsSavingToLeave(false);
      blocker.proceed();
    } else if (editor.failure) {
      setIsSavingToLeave(false);
    }
  }, [isSavingToLeave, blocker, editor.isSaving, editor.dirty.length, editor.failure, isPhotoBusy]);

  // Ctrl+S / Cmd+S saves now, wherever the focus is in the editor.
  const save = editor.save;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "s") {
        event.preventDefault();
        save();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [save]);

  const missing = editor.missing === null ? null : missingRequirements(editor.values, photos.length, locale);
  const hasFieldErrors = Object.keys(editor.errors).length > 0;
  useOverlay(
    "unsaved-changes",
    blocker.state === "blocked"
      ? {
          isSaving: isSavingToLeave,
          hasErrors: hasFieldErrors || isPhotoBusy,
          onSaveAndLeave: () => {
            setIsSavingToLeave(true);
            editor.save();
          },
          onLeave: () => blocker.proceed?.(),
          onStay: () => {
            setIsSavingToLeave(false);
            blocker.reset?.();
          },
        }
      : null,
  );

  return (
    <EditorContext.Provider value={context}>
      <div className="flex max-w-7xl flex-col gap-5">
        <nav aria-label={t("editor.breadcrumb")} className="text-sm">
          <ol className="flex items-center gap-1.5 text-muted-foreground">
            <li>
              <Link to={localizePath("/dashboard/boats", locale)}>{t("boats.title")}</Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="truncate text-foreground">
              {editor.values.title || boat.title}
            </li>
          </ol>
        </nav>
        <StatusBar
          title={editor.values.title.trim() || boat.title}
          slug={boat.slug}
          meta={editor.meta}
          now={now}
          saveState={editor.saveState}
          lastSavedAt={editor.lastSavedAt}
          isAutosave={editor.isAutosave}
          isBusy={editor.isSaving}
          pendingAction={editor.pendingAction}
          canPostBoats={team.canPostBoats}
          canDelete={team.canDelete}
          onSave={editor.save}
          onAction={editor.runAction}
          onDelete={() => {
            isLeavingOnPurpose.current = true;
          }}
        />
        <noscript>
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            {t("editor.noScript")}
          </p>
        </noscript>
        {editor.meta.isFlagged ? <ModerationNotice note={editor.meta.moderationNote} /> : null}
        {team.canPostBoats ? null : (
          <div id="plan-restricted">
            <PlanRestrictedNotice />
          </div>
        )}
        {catalog === null ? (
          <p role="alert" className="flex items-center gap-2 rounded-lg border bg-muted p-4 text-sm">
            <Icon name="triangle-exclamation-point" aria-hidden="true" className="size-4 shrink-0" />
            {t("editor.catalogUnavailable")}
          </p>
        ) : null}
        {missing ? <MissingFields missing={missing} /> : null}
        {editor.saveState === "failed" && hasFieldErrors ? (
          <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm">
            {t("editor.save.fieldsRefused")}
          </p>
        ) : null}
        {editor.failure?.kind === "refused" && editor.failure.message ? (
          <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm">
            {editor.failure.message}
          </p>
        ) : null}
        <div className="grid gap-6 xl:grid-cols-[12rem_1fr]">
          <aside className="hidden xl:block">
            <div className="sticky top-40">
              <SectionNav />
            </div>
          </aside>
          <form
            className="flex min-w-0 flex-col gap-6"
            noValidate
            aria-label={t("editor.formLabel")}
            onSubmit={(event) => {
              event.preventDefault();
              editor.save();
            }}
          >
            <IdentitySection />
            <PriceSection />
            <LocationSection />
            <DimensionsSection />
            <WeightsSection />
            <BuildSection />
            <EnginesSection />
            <PerformanceSection />
            <AccommodationSection />
            <EquipmentSection />
            <FeaturesSection />
            <MediaSection />
            <DescriptionSection />
          </form>
          {/* Photos save on their own (uploads, order, captions), outside the form's save cycle. */}
          <div className="min-w-0 xl:col-start-2">
            <PhotoManager
              photos={photos}
              onPhotosChange={setPhotos}
              uploadUrl={uploadUrl}
              actionUrl={actionUrl}
              onBusyChange={setIsPhotoBusy}
            />
          </div>
        </div>
      </div>
    </EditorContext.Provider>
  );
}
