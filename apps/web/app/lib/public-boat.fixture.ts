/** A public boat and a boat card as the API returns them, for unit tests; override what a test is about. */
import type { TBoatCard, TImage } from "@keel/contracts/boats";
import type { TPublicBoat } from "@keel/contracts/public-boat";

export function imageFixture(name = "a", alt = "Photo"): TImage {
  const variants = (format: string) =>
    [320, 640, 1024, 1600].map((width) => ({ url: `/media/boats/${name}-${width}.${format}`, width }));
  return { width: 2000, height: 1500, alt, avif: variants("avif"), webp: variants("webp") };
}

export function publicBoatFixture(overrides: Partial<TPublicBoat> = {}): TPublicBoat {
  return {
    id: 42,
    slug: "beneteau-oceanis-40-42",
    reference: "KEEL-42",
    status: "published",
    title: "Beneteau Oceanis 40",
    description: "A well kept  cruiser.\n\nNew sails in 2023, teak decks, three cabins.",
    language: "en-US",
    titleLanguage: "en-US",
    knownDefects: null,
    boatType: { code: "sailboat", label: "Sailboat", category: "sail" },
    condition: { code: "used", label: "Used" },
    availability: { code: "available", label: "Available" },
    brand: { name: "Beneteau", slug: "beneteau" },
    model: "Oceanis 40",
    designer: "Finot",
    boatName: null,
    yearBuilt: 2008,
    modelYear: null,
    lastRefitYear: 2021,
    hin: null,
    flag: "FR",
    builtIn: "FR",
    stockCode: null,
    price: { amount: 12_500_000, currency: "EUR" },
    originalPrice: null,
    isPriceOnRequest: false,
    isVatIncluded: true,
    vatStatus: "paid",
    vatCountry: "FR",
    location: { country: "FR", region: "Provence", city: "Antibes", latitude: null, longitude: null },
    dimensions: {
      lengthM: 12.2,
      waterlineLengthM: null,
      beamM: 3.99,
      draftMinM: null,
      draftMaxM: 1.9,
      airDraftM: null,
      displacementKg: 8500,
      dryWeightKg: null,
      ballastKg: null,
    },
    build: {
      hullMaterial: "grp",
      hullColour: "White",
      hullShape: null,
      deckMaterial: null,
      keelType: "fin",
      steering: null,
      hasFlybridge: false,
    },
    propulsion: {
      engineCount: 1,
      engines: [
        {
          make: "Yanmar",
          model: "4JH4",
          engineType: "inboard",
          fuel: "diesel",
          powerHp: 54,
          hours: 1200,
          year: 2008,
          propulsion: "saildrive",
        },
      ],
      hasGenerator: false,
      hasBowThruster: true,
      hasSternThruster: false,
    },
    performance: {
      cruisingSpeedKn: 7,
      maxSpeedKn: null,
      rangeNm: null,
      fuelConsumptionLph: null,
      fuelTankL: 200,
      waterTankL: 360,
      holdingTankL: null,
    },
    accommodation: { cabins: 3, berths: 6, bathrooms: 2, showers: null, passengers: 10 },
    equipment: [
      {
        type: "navigation",
        label: "Navigation",
        items: [
          { code: "gps", label: "GPS" },
          { code: "autopilot", label: "Autopilot" },
        ],
      },
    ],
    features: ["Teak cockpit", "New sails 2023"],
    photos: [
      { id: 1, caption: "Under sail", image: imageFixture("main", "Beneteau Oceanis 40 under sail") },
      { id: 2, caption: null, image: imageFixture("saloon", "Saloon") },
    ],
    videoUrl: null,
    virtualTourUrl: null,
    seller: {
      teamId: 7,
      name: "Riviera Yachts",
      slug: "riviera-yachts",
      isVerified: true,
      memberSince: "2021-03-15T00:00:00.000Z",
      spokenLanguages: ["en", "fr"],
      country: "FR",
      city: "Antibes",
      logoUrl: null,
      publicBoats: 12,
    },
    publishedAt: "2026-10-01T00:00:00.000Z",
    lastConfirmedAt: "2026-11-20T00:00:00.000Z",
    updatedAt: "2026-11-20T00:00:00.000Z",
    availableLanguages: ["en-US"],
    market: {
      firstPublishedAt: "2026-01-10T09:00:00.000Z",
      daysOnMarket: 12,
      priceHistory: [],
      reduction: null,
    },
    ...overrides,
  };
}

export function boatCardFixture(id: number, overrides: Partial<TBoatCard> = {}): TBoatCard {
  return {
    id,
    slug: `boat-${id}`,
    title: `Boat ${id}`,
    price: { amount: 10_000_000, currency: "EUR" },
    isPriceOnRequest: false,
    isVatIncluded: true,
    yearBuilt: 2020,
    lengthM: 12,
    country: "FR",
    city: "Brest",
    condition: "Used",
    photo: null,
    publishedAt: "2026-11-01T00:00:00.000Z",
    status: "published",
    priceReduction: null,
    ...overrides,
  };
}
