/**
 * The partners directory: the marinas, surveyors, insurers, lenders, transporters and yards a buyer needs
 * around a purchase. Names are invented and domains use the reserved `.example` TLD.
 */
import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { insertRows } from "./bulk-insert.ts";
import { countryByCode } from "./places.ts";
import type { Random } from "./random.ts";
import { slugify } from "./slug.ts";

type Category =
  | "marina"
  | "surveyor"
  | "insurance"
  | "finance"
  | "transport"
  | "shipyard"
  | "sailmaker"
  | "electronics"
  | "legal";

const PARTNERS: readonly (readonly [string, Category, string, string])[] = [
  ["Cap Soleil Marina", "marina", "FR", "Hyères"],
  ["Porto Levante Marina", "marina", "IT", "Lavagna"],
  ["Marina Bahía Clara", "marina", "ES", "Alicante"],
  ["Solent Point Marina", "marina", "GB", "Hamble-le-Rice"],
  ["Harbor Light Marina", "marina", "US", "Fort Lauderdale"],
  ["Adriatic Blue Marina", "marina", "HR", "Šibenik"],
  ["Aegean Pearl Marina", "marina", "GR", "Lefkada"],
  ["Lagos Atlantic Marina", "marina", "PT", "Lagos"],
  ["Blue Keel Surveys", "surveyor", "GB", "Southampton"],
  ["Expertises Maritimes du Levant", "surveyor", "FR", "Marseille"],
  ["Perizie Navali Tirreno", "surveyor", "IT", "Viareggio"],
  ["Oceanic Marine Surveyors", "surveyor", "US", "Annapolis"],
  ["Nordsee Yachtgutachter", "surveyor", "DE", "Kiel"],
  ["Peritos Náuticos Mediterráneo", "surveyor", "ES", "Palma"],
  ["Anchorline Marine Insurance", "insurance", "GB", "Lymington"],
  ["Mer & Assurance", "insurance", "FR", "La Rochelle"],
  ["Navigare Assicurazioni", "insurance", "IT", "Genova"],
  ["Harborview Yacht Insurance", "insurance", "US", "Newport"],
  ["Seeversicherung Nord", "insurance", "DE", "Hamburg"],
  ["Keelson Marine Finance", "finance", "GB", "Southampton"],
  ["Crédit Plaisance", "finance", "FR", "Antibes"],
  ["Bluewater Boat Loans", "finance", "US", "Miami"],
  ["Nautifin Leasing", "finance", "IT", "Genova"],
  ["Overland Yacht Transport", "transport", "NL", "Enkhuizen"],
  ["TransNautic Logistics", "transport", "FR", "Marseille"],
  ["Seaway Yacht Shipping", "transport", "US", "Fort Lauderdale"],
  ["Convoyages Atlantique", "transport", "FR", "La Trinité-sur-Mer"],
  ["Adriatic Yacht Delivery", "transport", "HR", "Split"],
  ["Chantier Naval du Ponant", "shipyard", "FR", "La Rochelle"],
  ["Cantiere Navale Ligure", "shipyard", "IT", "Sanremo"],
  ["Varadero del Sur", "shipyard", "ES", "Marbella"],
  ["Hamble Refit & Repair", "shipyard", "GB", "Hamble-le-Rice"],
  ["Bodrum Boatyard", "shipyard", "TR", "Bodrum"],
  ["Harbor Marine Service", "shipyard", "US", "Seattle"],
  ["Voilerie de l'Ouest", "sailmaker", "FR", "La Rochelle"],
  ["Trade Wind Sailmakers", "sailmaker", "GB", "Plymouth"],
  ["Veleria Tirrena", "sailmaker", "IT", "Napoli"],
  ["Marine Electronics Solent", "electronics", "GB", "Southampton"],
  ["Navtronic Méditerranée", "electronics", "FR", "Cannes"],
  ["Flag & Registry Services", "legal", "MC", "Monaco"],
  ["Yacht Law Partners", "legal", "GR", "Athens"],
];

const DESCRIPTIONS: Record<Category, string> = {
  marina: "Berths for boats up to 40 m, fuel dock, travel lift and year-round staff. Visitors welcome.",
  surveyor: "Pre-purchase, insurance and valuation surveys by accredited marine surveyors.",
  insurance: "Hull, liability and crew cover for private and charter yachts, quoted within a day.",
  finance: "Marine mortgages and leasing for new and used boats, for private buyers and companies.",
  transport: "Road and sea transport, delivery skippers and customs paperwork across Europe.",
  shipyard: "Haul-out, antifouling, osmosis treatment, engine and systems refits by certified technicians.",
  sailmaker: "New sails, repairs and rigging checks for cruising and racing yachts.",
  electronics: "Supply and installation of navigation, communication and power systems.",
  legal: "Flag registration, VAT advice and closing of yacht sales.",
};

export async function insertPartners(
  db: Kysely<Database>,
  options: { now: Date; rng: Random },
): Promise<number> {
  const { rng } = options;
  const rows = PARTNERS.map(([name, category, country, city]) => {
    const domain = `${slugify(name).replace(/-/g, "")}.example`;
    const created = new Date(options.now.getTime() - rng.int(30, 900) * 86_400_000).toISOString();
    return {
      slug: slugify(name),
      name,
      category,
      description: DESCRIPTIONS[category],
      website: `https://www.${domain}`,
      email: `hello@${domain}`,
      phone: `${countryByCode(country).phonePrefix} ${rng.int(100, 999)} ${rng.int(100, 999)}`,
      country,
      city,
      logoKey: null,
      status: rng.chance(0.95) ? ("active" as const) : ("inactive" as const),
      createdAt: created,
      updatedAt: created,
    };
  });
  await insertRows(db, "partners", rows);
  return rows.length;
}
