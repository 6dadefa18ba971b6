/**
 * One import run (docs/decisions/047-feeds.md): the file is fetched to a temporary file, read once to check it
 * whole (limits, encoding, well-formedness) with nothing written, then read again to apply each advert. A refused
 * file therefore changes no boat; an advert is created, updated or left alone (same hash: no write at all); a
 * full feed withdraws the adverts it no longer lists. Runs are jobs; the source's lock keeps two runs of one
 * source from overlapping.
 */
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BoatAction } from "@keel/contracts/boat-editor";
import type { Locale } from "@keel/contracts/locales";
import { isLocale } from "@keel/contracts/locales";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { nowIso } from "../../db/database.ts";
import type { BoatStatus, Database } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import { type MessageKey, translate } from "../../i18n/messages.ts";
import { findPhotoIds } from "../boats/boat-photos.repository.ts";
import { addPhoto, deletePhoto, reorderPhotos, updatePhotoCaption } from "../boats/boat-photos.service.ts";
import { applyBoatAction, missingForPublish, requirePostingAllowed } from "../boats/boat-status.service.ts";
import { replaceBoatTexts } from "../boats/boat-texts.service.ts";
import { createBoat, updateBoat } from "../boats/team-boats.service.ts";
import { defineJob } from "../jobs/queue.ts";
import { sendTemplate } from "../mail/send.ts";
import { DEFAULT_IMAGE_LIMITS, processImage } from "../media/image-pipeline.ts";
import { createStorage, type Storage } from "../media/storage.ts";
import {
  advertHash,
  type FeedCatalog,
  type FeedProblem,
  type MappedAdvert,
  mapAdvert,
} from "./advert-mapping.ts";
import { readCsv } from "./csv-reader.ts";
import { FEED_LIMITS, FeedFileError, type RawAdvert } from "./feed-advert.ts";
import { downloadBytes, downloadToFile } from "./feed-fetch.ts";
import { decodeFeed } from "./feed-text.ts";
import { deleteUpload, restoreUpload } from "./feed-uploads.ts";
import {
  findAdvert,
  findCatalogLabels,
  findLiveAdverts,
  findReportRecipients,
  findRun,
  findSource,
  findTeamForExport,
  insertAdvert,
  lockSource,
  unlockSource,
  updateAdvert,
  updateRun,
} from "./feeds.repository.ts";
import { readOpenMarine } from "./openmarine-reader.ts";

export type AdvertOutcome = "created" | "updated" | "unchanged" | "withdrawn" | "refused";

export interface ReportEntry {
  ref: string;
  outcome: AdvertOutcome;
  boatId?: number;
  problems: FeedProblem[];
}

/** Entries a report keeps (refused and partly mapped adverts first come first); the counts cover them all. */
const MAX_REPORT_ENTRIES = 1000;
/** How long a run holds its source; a worker that died frees it after this. */
const LOCK_MS = 2 * 3600_000;

type Source = NonNullable<Awaited<ReturnType<typeof findSource>>>;
type Run = NonNullable<Awaited<ReturnType<typeof findRun>>>;

/** Reads the adverts of a feed file on disk (twice per run: check, then apply). */
export function readFeedFile(path: string, format: "openmarine" | "csv"): AsyncGenerator<RawAdvert> {
  const bytes = createReadStream(path, { highWaterMark: 64 * 1024 });
  const text = decodeFeed(bytes, { isXml: format === "openmarine" });
  return format === "openmarine" ? readOpenMarine(text) : readCsv(text);
}

export async function loadFeedCatalog(db: Kysely<Database>): Promise<FeedCatalog> {
  const rows = await findCatalogLabels(db);
  const index = (list: typeof rows.boatTypes) => {
    const map = new Map<string, number>();
    for (const row of list) {
      for (const label of [row.nameEnUs, row.nameEnGb, row.nameFr, row.nameIt, row.nameEs]) {
        map.set(label.trim().toLowerCase(), row.id);
      }
    }
    // Codes last: a code always wins over a label that happens to spell another code.
    for (const row of list) map.set(row.code.toLowerCase(), row.id);
    return map;
  };
  return {
    boatTypes: index(rows.boatTypes),
    conditions: index(rows.conditions),
    availabilities: index(rows.availabilities),
    equipments: index(rows.equipments),
  };
}

/** The actions that take a boat from `from` to `to` (the lifecycle allows no shortcut between some of them). */
function pathTo(from: BoatStatus, to: BoatStatus): BoatAction[] {
  if (from === to) return [];
  const toPublished: Record<BoatStatus, BoatAction[]> = {
    draft: ["publish"],
    archived: ["publish"],
    published: [],
    under_offer: ["unpublish", "publish"],
    sold: ["archive", "publish"],
  };
  if (to === "published") return toPublished[from];
  if (to === "under_offer")
    return from === "published" ? ["mark_under_offer"] : [...toPublished[from], "mark_under_offer"];
  if (to === "sold")
    return from === "published" || from === "under_offer"
      ? ["mark_sold"]
      : [...toPublished[from], "mark_sold"];
  return [];
}

async function applyStatus(
  db: Kysely<Database>,
  teamId: number,
  boatId: number,
  from: BoatStatus,
  to: BoatStatus | null,
  problems: FeedProblem[],
): Promise<void> {
  if (!to) return;
  const actions = pathTo(from, to);
  // Ask what publishing lacks first: cheaper than trying, and the report names the fields.
  if (actions.includes("publish")) {
    const missing = await missingForPublish(db, boatId);
    if (missing.length > 0) {
      problems.push({ code: "cannot_publish", field: "status", value: missing.join(", ") });
      return;
    }
  }
  for (const action of actions) {
    try {
      await applyBoatAction(db, teamId, boatId, action);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const missing = Array.isArray(error.details)
        ? (error.details as { path: string }[]).map((d) => d.path.replace(/^boat\./, "")).join(", ")
        : error.code;
      problems.push({ code: "cannot_publish", field: "status", value: missing });
      return;
    }
  }
}

interface StoredPhoto {
  url: string;
  mtime: string;
  photoId: number;
}

/**
 * The boat's feed photos made to match the advert's list: a photo whose URL and file_mtime are unchanged is kept
 * without a download; new or changed ones go through the image pipeline; those the feed dropped are deleted;
 * the feed's order comes first, photos the team added by hand after them.
 */
async function syncPhotos(
  ctx: AppContext,
  storage: Storage,
  teamId: number,
  boatId: number,
  wanted: MappedAdvert["photos"],
  stored: StoredPhoto[],
  problems: FeedProblem[],
  signal: AbortSignal,
): Promise<StoredPhoto[]> {
  if (wanted.length === 0 && stored.length === 0) return [];
  const existing = new Set(await findPhotoIds(ctx.db, boatId));
  const available = stored.filter((p) => existing.has(p.photoId));
  const result: StoredPhoto[] = [];
  for (const photo of wanted) {
    const same = available.find((p) => p.url === photo.url && p.mtime === photo.mtime);
    if (same) {
      available.splice(available.indexOf(same), 1);
      result.push(same);
      continue;
    }
    try {
      const bytes = await downloadBytes(photo.url, {
        maxBytes: DEFAULT_IMAGE_LIMITS.maxBytes,
        allowPrivate: ctx.config.feedsAllowPrivateHosts,
        signal,
      });
      const added = await addPhoto(ctx.db, storage, teamId, boatId, () =>
        processImage(bytes, { storage, namespace: "boats" }),
      );
      if (photo.caption)
        await updatePhotoCaption(ctx.db, teamId, boatId, added.id, photo.caption.slice(0, 200));
      result.push({ url: photo.url, mtime: photo.mtime, photoId: added.id });
    } catch (error) {
      if (signal.aborted) throw error;
      const reason =
        error instanceof FeedFileError
          ? error.code
          : error instanceof AppError
            ? error.code
            : (error as Error).name;
      problems.push({
        code: "photo_failed",
        field: "photos",
        value: `${photo.url.slice(0, 200)} (${reason})`,
      });
    }
  }
  for (const gone of available) await deletePhoto(ctx.db, storage, teamId, boatId, gone.photoId);
  const feedIds = result.map((p) => p.photoId);
  const manual = (await findPhotoIds(ctx.db, boatId)).filter((id) => !feedIds.includes(id));
  if (feedIds.length + manual.length > 1)
    await reorderPhotos(ctx.db, teamId, boatId, [...feedIds, ...manual]);
  return result;
}

interface RunState {
  counts: Record<AdvertOutcome, number>;
  entries: ReportEntry[];
  omitted: number;
}

function record(state: RunState, entry: ReportEntry): void {
  state.counts[entry.outcome]++;
  if (entry.outcome === "unchanged" || entry.outcome === "created" || entry.outcome === "updated") {
    if (entry.problems.length === 0) return;
  }
  if (state.entries.length < MAX_REPORT_ENTRIES) state.entries.push(entry);
  else state.omitted++;
}

/** Why an advert cannot be applied at all, or null. */
function refusalOf(advert: RawAdvert, seen: Set<string>): FeedProblem | null {
  if (!advert.ref) return { code: "missing_ref" };
  if (advert.ref.length > FEED_LIMITS.maxRefChars)
    return { code: "missing_ref", value: advert.ref.slice(0, 40) };
  if (seen.has(advert.ref)) return { code: "duplicate_ref", value: advert.ref };
  return null;
}

/** Applies one advert; returns its report entry. */
async function applyAdvert(
  ctx: AppContext,
  storage: Storage,
  source: Source,
  userId: number | null,
  advert: RawAdvert,
  mapped: MappedAdvert,
  signal: AbortSignal,
): Promise<ReportEntry> {
  const db = ctx.db;
  const hash = advertHash(advert);
  const existing = await findAdvert(db, source.id, advert.ref);
  if (existing && existing.contentHash === hash && existing.withdrawnAt === null) {
    return { ref: advert.ref, outcome: "unchanged", boatId: existing.boatId, problems: [] };
  }
  const problems = [...mapped.problems];
  let boatId: number;
  let status: BoatStatus;
  try {
    if (existing) {
      boatId = existing.boatId;
      status = existing.status;
      await updateBoat(db, source.teamId, boatId, mapped.input);
    } else {
      boatId = await createBoat(db, source.teamId, userId as number, mapped.input);
      status = "draft";
      await insertAdvert(db, { sourceId: source.id, externalRef: advert.ref, boatId });
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return {
      ref: advert.ref,
      outcome: "refused",
      problems: [...problems, { code: "invalid_advert", value: error.code }],
    };
  }
  // A new boat has no texts to replace.
  if (existing || mapped.translations.length > 0) {
    const texts = Object.fromEntries(
      mapped.translations.map((t) => [t.locale, { title: t.title, description: t.description }]),
    );
    await replaceBoatTexts(db, boatId, texts);
  }
  const stored = existing ? (JSON.parse(existing.photos) as StoredPhoto[]) : [];
  const photos = await syncPhotos(
    ctx,
    storage,
    source.teamId,
    boatId,
    mapped.photos,
    stored,
    problems,
    signal,
  );
  await applyStatus(db, source.teamId, boatId, status, mapped.status, problems);
  // A photo that failed is tried again next run: the hash is only kept when everything went in.
  const isComplete = !problems.some((p) => p.code === "photo_failed");
  await updateAdvert(db, source.id, advert.ref, {
    contentHash: isComplete ? hash : null,
    photos: JSON.stringify(photos),
    withdrawnAt: null,
  });
  return { ref: advert.ref, outcome: existing ? "updated" : "created", boatId, problems };
}

/** Unpublishes the boats of the adverts a full feed no longer lists (they are kept, never deleted). */
async function withdrawMissing(
  ctx: AppContext,
  source: Source,
  seen: Set<string>,
  state: RunState,
  now: string,
) {
  let after = "";
  for (;;) {
    const page = await findLiveAdverts(ctx.db, source.id, after, 500);
    if (page.length === 0) return;
    for (const row of page) {
      if (seen.has(row.externalRef)) continue;
      try {
        await applyBoatAction(ctx.db, source.teamId, row.boatId, "unpublish");
      } catch (error) {
        // A draft, sold or archived boat is not public: there is nothing to unpublish.
        if (!(error instanceof AppError)) throw error;
      }
      await updateAdvert(ctx.db, source.id, row.externalRef, { withdrawnAt: now, contentHash: null });
      record(state, { ref: row.externalRef, outcome: "withdrawn", boatId: row.boatId, problems: [] });
    }
    after = page[page.length - 1]!.externalRef;
  }
}

async function fetchFile(
  ctx: AppContext,
  storage: Storage,
  source: Source,
  run: Run,
  path: string,
  signal: AbortSignal,
) {
  if (run.uploadKey) await restoreUpload(storage, run.uploadKey, path);
  else if (source.url) {
    await downloadToFile(source.url, path, {
      maxBytes: FEED_LIMITS.maxBytes,
      allowPrivate: ctx.config.feedsAllowPrivateHosts,
      signal,
    });
  } else throw new FeedFileError("unreachable", "no file");
}

/** Runs an import; safe to run again after a crash (the hashes make a repeat a no-op for what was done). */
export async function runImport(
  ctx: AppContext,
  runId: number,
  options: { signal: AbortSignal; isLastAttempt: boolean; storage?: Storage },
): Promise<void> {
  const run = await findRun(ctx.db, runId);
  if (!run || run.status === "done" || run.status === "failed") return;
  const source = await findSource(ctx.db, run.teamId, run.sourceId);
  if (!source) return;
  const startedAt = nowIso();
  if (
    !(await lockSource(ctx.db, source.id, run.id, startedAt, new Date(Date.now() + LOCK_MS).toISOString()))
  ) {
    // Another run of this source is working: this one waits for a retry of the job.
    throw new Error(`feed source ${source.id} is busy`);
  }
  const ownsStorage = !options.storage && !ctx.storage;
  const storage = options.storage ?? ctx.storage ?? createStorage(ctx.config);
  const path = join(tmpdir(), `keel-feed-${run.id}-${randomBytes(6).toString("hex")}`);
  const state: RunState = {
    counts: { created: 0, updated: 0, unchanged: 0, withdrawn: 0, refused: 0 },
    entries: [],
    omitted: 0,
  };
  try {
    await updateRun(ctx.db, run.id, { status: "running", startedAt });
    try {
      await requirePostingAllowed(ctx.db, source.teamId);
    } catch {
      throw new FeedFileError("plan_restricted");
    }
    await fetchFile(ctx, storage, source, run, path, options.signal);

    // First reading: the whole file must pass before anything is written.
    const format = source.format;
    for await (const _advert of readFeedFile(path, format)) {
      if (options.signal.aborted) throw options.signal.reason;
    }

    const catalog = await loadFeedCatalog(ctx.db);
    const team = await findTeamForExport(ctx.db, source.teamId);
    const language = defaultLanguage(team.country);
    const seen = new Set<string>();
    for await (const advert of readFeedFile(path, format)) {
      if (options.signal.aborted) throw options.signal.reason;
      const refused = refusalOf(advert, seen);
      if (advert.ref && advert.ref.length <= FEED_LIMITS.maxRefChars) seen.add(advert.ref);
      if (refused) {
        record(state, {
          ref: advert.ref.slice(0, FEED_LIMITS.maxRefChars),
          outcome: "refused",
          problems: [refused],
        });
        continue;
      }
      const mapped = mapAdvert(advert, catalog, { language });
      record(
        state,
        await applyAdvert(ctx, storage, source, source.createdByUserId, advert, mapped, options.signal),
      );
    }
    if (source.isFull) await withdrawMissing(ctx, source, seen, state, nowIso());
    await finishRun(ctx, source, run.id, state, null);
  } catch (error) {
    if (error instanceof FeedFileError) {
      await finishRun(ctx, source, run.id, state, error.code);
    } else if (options.isLastAttempt) {
      await finishRun(ctx, source, run.id, state, "unreachable");
      throw error;
    } else throw error;
  } finally {
    await unlockSource(ctx.db, source.id, run.id);
    await rm(path, { force: true });
    if (ownsStorage) storage.close();
  }
}

function defaultLanguage(country: string): Locale {
  return ["GB", "IE", "AU", "NZ", "MT", "GI"].includes(country) ? "en-GB" : "en-US";
}

async function finishRun(
  ctx: AppContext,
  source: Source,
  runId: number,
  state: RunState,
  errorCode: string | null,
): Promise<void> {
  const run = await findRun(ctx.db, runId);
  await ctx.db.transaction().execute(async (trx) => {
    await updateRun(trx, runId, {
      status: errorCode ? "failed" : "done",
      errorCode,
      createdCount: state.counts.created,
      updatedCount: state.counts.updated,
      unchangedCount: state.counts.unchanged,
      withdrawnCount: state.counts.withdrawn,
      refusedCount: state.counts.refused,
      report: JSON.stringify({ entries: state.entries, omitted: state.omitted }),
      finishedAt: nowIso(),
    });
    if (errorCode || state.counts.refused > 0) {
      for (const member of await findReportRecipients(trx, source.teamId)) {
        const locale: Locale = isLocale(member.language) ? member.language : "en-US";
        await sendTemplate(
          ctx,
          {
            template: errorCode ? "feedRefused" : "feedReport",
            to: member.email,
            language: locale,
            name: member.firstName,
            values: {
              source: source.name,
              created: String(state.counts.created),
              updated: String(state.counts.updated),
              unchanged: String(state.counts.unchanged),
              withdrawn: String(state.counts.withdrawn),
              refused: String(state.counts.refused),
              reason: errorCode ? translate(locale, `feed.fileError.${errorCode}` as MessageKey) : "",
            },
            actionPath: "/dashboard/boats/feeds",
          },
          trx,
        );
      }
    }
  });
  if (run?.uploadKey) {
    const storage = ctx.storage ?? createStorage(ctx.config);
    await deleteUpload(storage, run.uploadKey);
    if (!ctx.storage) storage.close();
  }
}

export const feedRunJob = defineJob({
  kind: "feeds.run",
  payload: z.object({ runId: z.number().int().positive() }),
  maxAttempts: 6,
  backoffMs: 60_000,
  async run(ctx, { runId }, job) {
    await runImport(ctx, runId, { signal: job.signal, isLastAttempt: job.attempt >= job.maxAttempts });
  },
});
