import { z } from "zod";
import { ENGINE_TYPES, FUELS, PROPULSIONS, VAT_STATUSES } from "./boat-editor.ts";
import { ZBoatCard, ZImage } from "./boats.ts";
import { LOCALES } from "./locales.ts";

const label = z.object({ code: z.string(), label: z.string() }).nullable();
const money = z.object({ amount: z.number().int(), currency: z.string() });

/**
 * A public boat's time on the market and price history (docs/decisions/051-price-history.md): its first
 * publication, whole UTC days since, its price changes since (at most PRICE_HISTORY_MAX, oldest first, from
 * the price it was listed at when they all fit; none for a price on request) and its current reduction.
 */
export const ZBoatMarket = z
  .object({
    firstPublishedAt: z.string(),
    daysOnMarket: z.number().int().min(0),
    priceHistory: z.array(
      z.object({
        at: z.string(),
        kind: z.enum(["listed", "change"]),
        price: money,
        /** From the previous price, in percent; null when listed or when the currency changed. */
        changePercent: z.number().nullable(),
      }),
    ),
    reduction: z.object({ percent: z.number(), at: z.string(), from: money, to: money }).nullable(),
  })
  .meta({ id: "BoatMarket" });
export type TBoatMarket = z.infer<typeof ZBoatMarket>;

/** A boat as buyers see it on /boats/{slug}: public fields only, labels in the requested language. */
export const ZPublicBoat = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    reference: z.string(),
    status: z.enum(["published", "under_offer"]),
    title: z.string(),
    description: z.string(),
    /** The language of title and description (a translation when one exists in the requested locale). */
    language: z.enum(LOCALES),
    /** The language of the title: the original's when the translation kept the original title. */
    titleLanguage: z.enum(LOCALES),
    knownDefects: z.string().nullable(),
    boatType: z.object({ code: z.string(), label: z.string(), category: z.string() }).nullable(),
    condition: label,
    availability: label,
    brand: z.object({ name: z.string(), slug: z.string().nullable() }).nullable(),
    model: z.string().nullable(),
    designer: z.string().nullable(),
    boatName: z.string().nullable(),
    yearBuilt: z.number().nullable(),
    modelYear: z.number().nullable(),
    lastRefitYear: z.number().nullable(),
    hin: z.string().nullable(),
    flag: z.string().nullable(),
    builtIn: z.string().nullable(),
    stockCode: z.string().nullable(),
    price: z.object({ amount: z.number().int(), currency: z.string() }).nullable(),
    originalPrice: z.object({ amount: z.number().int(), currency: z.string() }).nullable(),
    isPriceOnRequest: z.boolean(),
    isVatIncluded: z.boolean(),
    vatStatus: z.enum(VAT_STATUSES).nullable(),
    vatCountry: z.string().nullable(),
    location: z.object({
      country: z.string().nullable(),
      region: z.string().nullable(),
      city: z.string().nullable(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
    }),
    dimensions: z.object({
      lengthM: z.number().nullable(),
      waterlineLengthM: z.number().nullable(),
      beamM: z.number().nullable(),
      draftMinM: z.number().nullable(),
      draftMaxM: z.number().nullable(),
      airDraftM: z.number().nullable(),
      displacementKg: z.number().nullable(),
      dryWeightKg: z.number().nullable(),
      ballastKg: z.number().nullable(),
    }),
    build: z.object({
      hullMaterial: z.string().nullable(),
      hullColour: z.string().nullable(),
      hullShape: z.string().nullable(),
      deckMaterial: z.string().nullable(),
      /** A KEEL_TYPES code; a string here so a value imported from a broker feed never breaks the page. */
      keelType: z.string().nullable(),
      steering: z.string().nullable(),
      hasFlybridge: z.boolean(),
    }),
    propulsion: z.object({
      engineCount: z.number().int(),
      engines: z.array(
        z.object({
          make: z.string().nullable(),
          model: z.string().nullable(),
          engineType: z.enum(ENGINE_TYPES).nullable(),
          fuel: z.enum(FUELS).nullable(),
          powerHp: z.number().nullable(),
          hours: z.number().nullable(),
          year: z.number().nullable(),
          propulsion: z.enum(PROPULSIONS).nullable(),
        }),
      ),
      hasGenerator: z.boolean(),
      hasBowThruster: z.boolean(),
      hasSternThruster: z.boolean(),
    }),
    performance: z.object({
      cruisingSpeedKn: z.number().nullable(),
      maxSpeedKn: z.number().nullable(),
      rangeNm: z.number().nullable(),
      fuelConsumptionLph: z.number().nullable(),
      fuelTankL: z.number().nullable(),
      waterTankL: z.number().nullable(),
      holdingTankL: z.number().nullable(),
    }),
    accommodation: z.object({
      cabins: z.number().nullable(),
      berths: z.number().nullable(),
      bathrooms: z.number().nullable(),
      showers: z.number().nullable(),
      passengers: z.number().nullable(),
    }),
    equipment: z.array(
      z.object({
        type: z.string(),
        label: z.string(),
        items: z.array(z.object({ code: z.string(), label: z.string() })),
      }),
    ),
    features: z.array(z.string()),
    photos: z.array(z.object({ id: z.number().int(), caption: z.string().nullable(), image: ZImage })),
    videoUrl: z.string().nullable(),
    virtualTourUrl: z.string().nullable(),
    seller: z.object({
      teamId: z.number().int(),
      name: z.string(),
      slug: z.string(),
      isVerified: z.boolean(),
      memberSince: z.string().nullable(),
      spokenLanguages: z.array(z.string()),
      country: z.string(),
      city: z.string().nullable(),
      logoUrl: z.string().nullable(),
      publicBoats: z.number().int(),
    }),
    publishedAt: z.string().nullable(),
    lastConfirmedAt: z.string().nullable(),
    updatedAt: z.string(),
    /** Locales this boat has its own title and description in (for hreflang), its original language first. */
    availableLanguages: z.array(z.enum(LOCALES)),
    market: ZBoatMarket,
  })
  .meta({ id: "PublicBoat" });
export type TPublicBoat = z.infer<typeof ZPublicBoat>;

export const ZSimilarBoats = z.object({ items: z.array(ZBoatCard) }).meta({ id: "SimilarBoats" });

/**
 * GET /boats/{slug} and /boats/by-id/{id}: the boat, and with `include=similar` up to six public boats like it
 * too (what /boats/{slug}/similar answers), so that a boat page needs one call.
 */
export const ZPublicBoatAnswer = ZPublicBoat.extend({
  similar: z.array(ZBoatCard).max(6).optional(),
}).meta({ id: "PublicBoatAnswer" });
export type TPublicBoatAnswer = z.infer<typeof ZPublicBoatAnswer>;

export const ZBoatEvent = z
  .object({ kind: z.enum(["view", "detail_view", "click"]), visitor: z.string().max(100).optional() })
  .meta({ id: "BoatEvent" });
