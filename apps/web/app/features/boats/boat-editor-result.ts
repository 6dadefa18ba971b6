/**
 * What the listing editor's action answers (features/boats/routes/editor.tsx), shared with the components
 * that read it. Every answer says whether the changes it carried were saved, the field problems the API
 * found, and the boat's state afterwards, so the page never has to reload the boat while someone types.
 */

import type { BoatStatus, PublishRequirement } from "@keel/contracts/boat-codes";
import type { TBoatDetail } from "@keel/contracts/boat-editor";

/** The parts of a boat that change through saving and actions, shown around the form. */
export interface BoatMeta {
  status: BoatStatus;
  reference: string;
  updatedAt: string;
  lastConfirmedAt: string | null;
  publishedAt: string | null;
  isFlagged: boolean;
  moderationNote: string | null;
  brandId: number | null;
  modelId: number | null;
}

export function metaOf(boat: TBoatDetail): BoatMeta {
  return {
    status: boat.status,
    reference: boat.reference,
    updatedAt: boat.updatedAt,
    lastConfirmedAt: boat.lastConfirmedAt,
    publishedAt: boat.publishedAt,
    isFlagged: boat.isFlagged,
    moderationNote: boat.moderationNote,
    brandId: boat.brandId,
    modelId: boat.modelId,
  };
}

export interface ApiFieldIssue {
  path: string;
  code: string;
  limit?: number;
}

interface Outcome {
  /** The changes sent were applied, except the fields named in `errors`. */
  patched: boolean;
  errors: ApiFieldIssue[];
  /** The boat afterwards; null when nothing changed. */
  meta: BoatMeta | null;
}

export type EditorResult =
  | ({ kind: "saved" } & Outcome)
  | ({ kind: "acted"; message: string } & Outcome)
  | ({ kind: "missing"; missing: PublishRequirement[]; message: string } & Outcome)
  | ({ kind: "refused"; code: string; message: string } & Outcome)
  /** The request never reached the server (offline, server down): nothing was saved. */
  | { kind: "offline" };

export type PhotoResult = { kind: "photos"; ok: boolean; message?: string } | { kind: "offline" };
