import { isLocale, type Locale } from "@keel/contracts/locales";
import type { TPublicBoat } from "@keel/contracts/public-boat";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { textForReader } from "../../lib/reader-text.ts";
import { type Labelled, labelIn } from "../catalog/labels.ts";
import { imageUrls, webpVariantUrl } from "../media/image-urls.ts";
import { PUBLIC_STATUSES } from "../search/search.repository.ts";
import { BOOLEAN_COLUMNS } from "./boat-columns.ts";
import { getBoatMarket } from "./price-history.service.ts";
import { findBoatDetailLists, findBoatDetailRow } from "./public-boat.repository.ts";
import { getTeamPublicBoatCount } from "./team-public-boat-count.ts";

/**
 * A public boat by slug or id. Unknown, or never published (a draft's title is its team's business, and ids
 * are sequential): 404. Public once but no longer (sold, unpublished, archived, or its team deactivated):
 * 410, with what the web app needs to offer similar boats instead.
 *
 * Two steps: the boat row (joined with its team, profile, labels and brand), then its five lists, its market
 * facts (price history, days on market, price-history.service.ts) and the team's public boat count in parallel; the count is cached for a minute (team-public-boat-count.ts).
 */
export async function getPublicBoat(
  db: Kysely<Database>,
  where: { slug: string } | { id: number },
  locale: Locale,
): Promise<TPublicBoat> {
  const boat = await findBoatDetailRow(db, where);
  if (!boat || boat.publishedAt === null) throw notFound();
  if (!(PUBLIC_STATUSES as readonly string[]).includes(boat.status) || boat.teamStatus !== "active") {
    throw new AppError("GONE", "error.boatGone", {
      details: { id: boat.id, slug: boat.slug, title: boat.title },
    });
  }
  const [[engines, equipment, features, photos, texts], publicBoats, market] = await Promise.all([
    findBoatDetailLists(db, boat.id),
    getTeamPublicBoatCount(db, boat.teamId),
    getBoatMarket(
      db,
      { id: boat.id, publishedAt: boat.publishedAt, isPriceOnRequest: Boolean(boat.isPriceOnRequest) },
      Date.now(),
    ),
  ]);
  const translation = textForReader(texts, locale);
  const ownLanguage: Locale = isLocale(boat.language) ? boat.language : "en-US";
  const groups = new Map<string, { type: string; label: string; items: { code: string; label: string }[] }>();
  for (const row of equipment) {
    const typeLabel =
      labelIn(
        {
          nameEnUs: row.typeEnUs,
          nameEnGb: row.typeEnGb,
          nameFr: row.typeFr,
          nameIt: row.typeIt,
          nameEs: row.typeEs,
        },
        locale,
      ) ?? row.typeCode;
    const group = groups.get(row.typeCode) ?? { type: row.typeCode, label: typeLabel, items: [] };
    group.items.push({ code: row.code, label: labelIn(row, locale) ?? row.code });
    groups.set(row.typeCode, group);
  }
  // The joined label columns, null when the boat has no such reference (left joins).
  const coded = (code: string | null, labels: Labelled) =>
    code === null ? null : { code, label: labelIn(labels, locale) ?? code };
  const type = coded(boat.typeCode, {
    nameEnUs: boat.typeEnUs,
    nameEnGb: boat.typeEnGb,
    nameFr: boat.typeFr,
    nameIt: boat.typeIt,
    nameEs: boat.typeEs,
  });
  const bool = Object.fromEntries(BOOLEAN_COLUMNS.map((c) => [c, Boolean(boat[c])])) as Record<
    (typeof BOOLEAN_COLUMNS)[number],
    boolean
  >;
  const money = (amount: number | null) => (amount === null ? null : { amount, currency: boat.currency });
  return {
    id: boat.id,
    slug: boat.slug,
    reference: boat.reference,
    status: boat.status as TPublicBoat["status"],
    title: translation?.title ?? boat.title,
    description: translation?.description ?? boat.description,
    language: translation && isLocale(translation.locale) ? translation.locale : ownLanguage,
    titleLanguage: translation?.title && isLocale(translation.locale) ? translation.locale : ownLanguage,
    knownDefects: boat.knownDefects,
    boatType: type && boat.typeCategory !== null ? { ...type, category: boat.typeCategory } : null,
    condition: coded(boat.conditionCode, {
      nameEnUs: boat.conditionEnUs,
      nameEnGb: boat.conditionEnGb,
      nameFr: boat.conditionFr,
      nameIt: boat.conditionIt,
      nameEs: boat.conditionEs,
    }),
    availability: coded(boat.availabilityCode, {
      nameEnUs: boat.availabilityEnUs,
      nameEnGb: boat.availabilityEnGb,
      nameFr: boat.availabilityFr,
      nameIt: boat.availabilityIt,
      nameEs: boat.availabilityEs,
    }),
    brand:
      boat.catalogBrandName !== null && boat.catalogBrandSlug !== null
        ? { name: boat.catalogBrandName, slug: boat.catalogBrandSlug }
        : boat.brandName
          ? { name: boat.brandName, slug: null }
          : null,
    model: boat.modelName,
    designer: boat.designer,
    boatName: boat.boatName,
    yearBuilt: boat.yearBuilt,
    modelYear: boat.modelYear,
    lastRefitYear: boat.lastRefitYear,
    hin: boat.hin,
    flag: boat.flag,
    builtIn: boat.builtIn,
    stockCode: boat.stockCodePublic,
    price: bool.isPriceOnRequest ? null : money(boat.priceAmount),
    originalPrice: bool.isPriceOnRequest ? null : money(boat.originalPriceAmount),
    isPriceOnRequest: bool.isPriceOnRequest,
    isVatIncluded: bool.isVatIncluded,
    vatStatus: boat.vatStatus,
    vatCountry: boat.vatCountry,
    location: {
      country: boat.country,
      region: boat.region,
      city: boat.city,
      latitude: boat.latitude,
      longitude: boat.longitude,
    },
    dimensions: {
      lengthM: boat.lengthM,
      waterlineLengthM: boat.waterlineLengthM,
      beamM: boat.beamM,
      draftMinM: boat.draftMinM,
      draftMaxM: boat.draftMaxM,
      airDraftM: boat.airDraftM,
      displacementKg: boat.displacementKg,
      dryWeightKg: boat.dryWeightKg,
      ballastKg: boat.ballastKg,
    },
    build: {
      hullMaterial: boat.hullMaterial,
      hullColour: boat.hullColour,
      hullShape: boat.hullShape,
      deckMaterial: boat.deckMaterial,
      keelType: boat.keelType,
      steering: boat.steering,
      hasFlybridge: bool.hasFlybridge,
    },
    propulsion: {
      engineCount: boat.engineCount,
      engines: engines as TPublicBoat["propulsion"]["engines"],
      hasGenerator: bool.hasGenerator,
      hasBowThruster: bool.hasBowThruster,
      hasSternThruster: bool.hasSternThruster,
    },
    performance: {
      cruisingSpeedKn: boat.cruisingSpeedKn,
      maxSpeedKn: boat.maxSpeedKn,
      rangeNm: boat.rangeNm,
      fuelConsumptionLph: boat.fuelConsumptionLph,
      fuelTankL: boat.fuelTankL,
      waterTankL: boat.waterTankL,
      holdingTankL: boat.holdingTankL,
    },
    accommodation: {
      cabins: boat.cabins,
      berths: boat.berths,
      bathrooms: boat.bathrooms,
      showers: boat.showers,
      passengers: boat.passengers,
    },
    equipment: [...groups.values()],
    features: features.map((f) => f.label),
    photos: photos.map((p) => ({
      id: p.id,
      caption: p.caption,
      image: imageUrls(p.storageKey, p.width, p.height, p.caption ?? boat.title),
    })),
    videoUrl: boat.videoUrl,
    virtualTourUrl: boat.virtualTourUrl,
    seller: {
      teamId: boat.teamId,
      name: boat.teamName,
      slug: boat.teamSlug,
      isVerified: Boolean(boat.teamIsVerified),
      memberSince: boat.memberSince,
      spokenLanguages: (boat.spokenLanguages ?? "")
        .split(",")
        .map((l) => l.trim())
        .filter(Boolean),
      country: boat.teamCountry,
      city: boat.teamCity,
      logoUrl: boat.teamLogoKey ? webpVariantUrl(boat.teamLogoKey, 320) : null,
      publicBoats,
    },
    publishedAt: boat.publishedAt,
    lastConfirmedAt: boat.lastConfirmedAt,
    updatedAt: boat.updatedAt,
    availableLanguages: [...new Set([ownLanguage, ...texts.map((t) => t.locale).filter(isLocale)])],
    market,
  };
}
