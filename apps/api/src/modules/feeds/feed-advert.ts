import type { FeedFileErrorCode } from "@keel/contracts/feed-codes";

/**
 * What the readers (OpenMarine XML, CSV) make of one advert before it is mapped to Keel's values, and the limits
 * that keep a run within fixed memory whatever the file holds.
 */

export interface RawValue {
  value: string;
  unit?: string;
}

export interface RawAdvert {
  ref: string;
  /** OpenMarine's Available / UnderOffer / Sold (any case), or null when the feed does not say. */
  status: string | null;
  /** boat_features items and the advert's own elements, by item name. */
  values: Map<string, RawValue>;
  /** The listing's texts; the first in the feed's language is the boat's own, the others its translations. */
  texts: { language: string; title: string; description: string }[];
  media: { url: string; mtime: string; caption: string }[];
  engines: Map<string, RawValue>[];
  equipment: string[];
  features: string[];
  /** Set when the advert held more values or photos than FEED_LIMITS allow (the extra ones were dropped). */
  isTruncated: boolean;
}

export function emptyAdvert(ref: string): RawAdvert {
  return {
    ref,
    status: null,
    values: new Map(),
    texts: [],
    media: [],
    engines: [],
    equipment: [],
    features: [],
    isTruncated: false,
  };
}

export const FEED_LIMITS = {
  /** A feed file larger than this is refused (10,000 adverts with long texts take about 40 MB). */
  maxBytes: 200 * 1024 * 1024,
  /** Adverts in one feed; a larger stock is split into several sources. */
  maxAdverts: 20_000,
  /** Characters between two tags (or in one CSV field): no real text comes near it. */
  maxTextChars: 256 * 1024,
  maxDepth: 24,
  maxMediaPerAdvert: 60,
  maxValuesPerAdvert: 600,
  maxRefChars: 100,
};

/** A refusal of the whole file: nothing of it is applied. `code` is shown to the team translated. */
export class FeedFileError extends Error {
  override name = "FeedFileError";
  readonly code: FeedFileErrorCode;
  readonly detail: string | undefined;
  constructor(code: FeedFileErrorCode, detail?: string) {
    super(detail ? `${code}: ${detail}` : code);
    this.code = code;
    this.detail = detail;
  }
}
