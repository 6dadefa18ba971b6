/**
 * The listing editor's state: form values, the last saved values (baseline), field errors, and one fetcher
 * that saves and runs lifecycle actions strictly one at a time. Drafts save themselves a moment after the
 * last change; other boats save when asked (a half-typed price must not go live). A save sends only the
 * fields that changed; a field the API refuses stays unsaved with its error while the others are saved.
 */

import type { BoatAction, PublishRequirement } from "@keel/contracts/boat-codes";
import type { TBoatDetail } from "@keel/contracts/boat-editor";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { BoatMeta, EditorResult } from "#app/features/boats/boat-editor-result.ts";
import { metaOf } from "#app/features/boats/boat-editor-result.ts";
import {
  type BoatFormValues,
  boatToForm,
  buildPatch,
  changedFields,
  type FieldErrors,
  type FormContext,
  type FormField,
  isSameValue,
  locateApiError,
} from "#app/features/boats/boat-form.ts";
import { useT } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast-store.ts";

/** Quiet time after the last keystroke before a draft saves itself. */
export const AUTOSAVE_DELAY_MS = 1000;
/** After a failed connection, the next attempt. */
const RETRY_DELAY_MS = 5000;

export type SaveState = "saved" | "pending" | "saving" | "failed" | "offline";

interface InFlight {
  values: BoatFormValues;
  fields: FormField[];
  action?: BoatAction;
}

/** Drops the errors of `fields` (and of their sub-paths, e.g. engines.0.fuel). */
function withoutErrorsOf(errors: FieldErrors, fields: readonly FormField[]): FieldErrors {
  const next: FieldErrors = {};
  for (const [path, error] of Object.entries(errors)) {
    const field = path.split(".")[0] as FormField;
    if (!fields.includes(field)) next[path] = error;
  }
  return next;
}

export function useBoatEditor({
  boat,
  ctx,
  actionUrl,
}: {
  boat: TBoatDetail;
  ctx: FormContext;
  actionUrl: string;
}) {
  const t = useT();
  const fetcher = useFetcher<EditorResult>();
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  const [values, setValues] = useState(() => boatToForm(boat, ctx));
  const [baseline, setBaseline] = useState(values);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [meta, setMeta] = useState<BoatMeta>(() => metaOf(boat));
  const [failure, setFailure] = useState<{
    kind: "offline" | "invalid" | "refused";
    message?: string;
  } | null>(null);
  const [missing, setMissing] = useState<PublishRequirement[] | null>(null);
  const [lastSavedAt, setLastSavedAt] = useState<Date | null>(null);

  const valuesRef = useRef(values);
  valuesRef.current = values;
  const baselineRef = useRef(baseline);
  baselineRef.current = baseline;
  const inFlight = useRef<InFlight | null>(null);
  const queuedAction = useRef<BoatAction | null>(null);
  const wantsSave = useRef(false);
  /** Values the API refused, per field: not sent again until the seller changes them. */
  const refused = useRef<Partial<Record<FormField, unknown>>>({});

  const dirty = useMemo(() => changedFields(values, baseline), [values, baseline]);
  const isSaving = fetcher.state !== "idle";
  const isAutosave = meta.status === "draft";

  // Editing a field takes its error away: the seller is fixing it, and the next save checks it again.
  const update = useCallback(<K extends FormField>(field: K, value: BoatFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) =>
      Object.keys(current).some((path) => path === field || path.startsWith(`${field}.`))
        ? withoutErrorsOf(current, [field])
        : current,
    );
  }, []);

  /** Saves what changed, then runs `action` if given; queued when a save is already on its way. */
  const submit = useCallback(
    (action?: BoatAction) => {
      if (fetcherRef.current.state !== "idle" || inFlight.current) {
        if (action) queuedAction.current = action;
        else wantsSave.current = true;
        return;
      }
      const current = valuesRef.current;
      const fields = changedFields(current, baselineRef.current).filter(
        (field) =>
          !(field in refused.current) || !isSameValue(field, current[field], refused.current[field] as never),
      );
      const { patch, fields: sending, errors: local } = buildPatch(current, fields, ctx);
      setErrors((previous) => ({ ...withoutErrorsOf(previous, fields), ...local }));
      const hasLocalErrors = Object.keys(local).length > 0;
      if (hasLocalErrors) setFailure({ kind: "invalid" });
      if (action === "publish" && hasLocalErrors) {
        toast({ title: t("editor.publish.fixFirst"), color: "error" });
        return;
      }
      if (!action && sending.length === 0) return;
      inFlight.current = { values: current, fields: sending, action };
      fetcherRef.current.submit(
        (action ? { intent: "action", action, patch } : { intent: "save", patch }) as never,
        { method: "post", action: actionUrl, encType: "application/json", defaultShouldRevalidate: false },
      );
    },
    [ctx, actionUrl, t],
  );

  // An answer: mark what was saved, show what was refused, follow up with what waited.
  const handled = useRef<unknown>(null);
  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    const sent = inFlight.current;
    inFlight.current = null;
    if (!sent) return;

    if (data.kind === "offline") {
      setFailure({ kind: "offline" });
      if (sent.action) toast({ title: t("editor.save.offline"), color: "error" });
    } else {
      const rejectedFields = new Set<FormField>();
      const serverErrors: FieldErrors = {};
      for (const issue of data.errors) {
        const location = locateApiError(issue.path);
        if (!location) continue;
        rejectedFields.add(location.field);
        serverErrors[location.path] = {
          code: issue.code,
          ...(issue.limit === undefined ? {} : { limit: issue.limit }),
        };
        refused.current[location.field] = sent.values[location.field];
      }
      if (data.patched) {
        const saved = sent.fields.filter((field) => !rejectedFields.has(field));
        for (const field of saved) delete refused.current[field];
        setBaseline((previous) => {
          const next = { ...previous } as Record<FormField, unknown>;
          for (const field of saved) next[field] = sent.values[field];
          return next as BoatFormValues;
        });
        setErrors((previous) => ({ ...withoutErrorsOf(previous, saved), ...serverErrors }));
        setLastSavedAt(new Date());
      } else {
        setErrors((previous) => ({ ...previous, ...serverErrors }));
      }
      if (data.meta) {
        const next = data.meta;
        setMeta(next);
        // A free-text brand or model is now a (pending) catalog entry: keep its id, so its models can be listed.
        for (const field of ["brand", "model"] as const) {
          const id = field === "brand" ? next.brandId : next.modelId;
          const sentRef = sent.values[field];
          if (!sent.fields.includes(field) || sentRef.id !== null || id === null || rejectedFields.has(field))
            continue;
          const adopt = (ref: BoatFormValues["brand"]) =>
            ref.id === null && ref.name === sentRef.name ? { id, name: ref.name } : ref;
          setValues((current) => ({ ...current, [field]: adopt(current[field]) }));
          setBaseline((current) => ({ ...current, [field]: adopt(current[field]) }));
        }
      }
      if (data.kind === "refused") setFailure({ kind: "refused", message: data.message });
      else if (data.errors.length > 0) setFailure({ kind: "invalid" });
      else setFailure(null);

      if (data.kind === "acted") {
        setMissing(null);
        toast({ title: data.message, color: "success" });
      } else if (data.kind === "missing") {
        setMissing(data.missing);
        toast({ title: data.message, color: "error" });
      } else if (data.kind === "refused") {
        toast({ title: data.message, color: "error" });
      } else if (sent.action && data.errors.length > 0) {
        toast({ title: t("editor.publish.fixFirst"), color: "error" });
      }
    }

    if (queuedAction.current) {
      const action = queuedAction.current;
      queuedAction.current = null;
      wantsSave.current = false;
      submit(action);
    } else if (wantsSave.current) {
      wantsSave.current = false;
      submit();
    }
  }, [fetcher.state, fetcher.data, submit, t]);

  // Drafts save themselves after a pause in typing (each change restarts the wait: `dirty` is new with every
  // change); after a lost connection, they try again.
  useEffect(() => {
    if (!isAutosave || dirty.length === 0) return;
    const delay = failure?.kind === "offline" ? RETRY_DELAY_MS : AUTOSAVE_DELAY_MS;
    const timer = setTimeout(() => submit(), delay);
    return () => clearTimeout(timer);
  }, [dirty, isAutosave, failure, submit]);

  // A changed field with an error cannot be saved until it is corrected: the page says "Not saved".
  const hasDirtyErrors = Object.keys(errors).some((path) => dirty.includes(path.split(".")[0] as FormField));
  const saveState: SaveState = isSaving
    ? "saving"
    : dirty.length === 0
      ? "saved"
      : failure?.kind === "offline"
        ? "offline"
        : hasDirtyErrors || failure?.kind === "refused"
          ? "failed"
          : "pending";

  return {
    values,
    update,
    errors,
    meta,
    dirty,
    saveState,
    failure,
    missing,
    lastSavedAt,
    isSaving,
    isAutosave,
    pendingAction: (isSaving && inFlight.current?.action) || null,
    save: () => submit(),
    runAction: (action: BoatAction) => submit(action),
  };
}
