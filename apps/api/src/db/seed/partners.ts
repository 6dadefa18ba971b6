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

/** The same descriptions for readers of French, Italian and Spanish (partner_texts). */
const TRANSLATIONS: Record<"fr" | "it" | "es", Record<Category, string>> = {
  fr: {
    marina:
      "Places pour bateaux jusqu'à 40 m, station d'avitaillement, travel lift et équipe présente toute l'année. Visiteurs bienvenus.",
    surveyor: "Expertises avant achat, pour l'assurance et d'évaluation par des experts maritimes agréés.",
    insurance:
      "Assurance coque, responsabilité civile et équipage pour yachts privés et de location, devis sous 24 heures.",
    finance:
      "Crédits et leasing pour bateaux neufs et d'occasion, pour les particuliers comme pour les entreprises.",
    transport: "Transport par route et par mer, convoyeurs et formalités douanières dans toute l'Europe.",
    shipyard:
      "Mise à terre, antifouling, traitement de l'osmose, remise à neuf des moteurs et des circuits par des techniciens certifiés.",
    sailmaker: "Voiles neuves, réparations et contrôle du gréement pour voiliers de croisière et de course.",
    electronics: "Fourniture et installation d'électronique de navigation, de communication et d'énergie.",
    legal: "Immatriculation et pavillon, conseil en TVA et finalisation des ventes de yachts.",
  },
  it: {
    marina:
      "Posti barca fino a 40 m, distributore di carburante, travel lift e personale tutto l'anno. Visitatori benvenuti.",
    surveyor: "Perizie pre-acquisto, assicurative e di stima da periti navali accreditati.",
    insurance:
      "Coperture corpo, responsabilità civile ed equipaggio per yacht privati e da noleggio, preventivo in giornata.",
    finance: "Mutui nautici e leasing per barche nuove e usate, per privati e aziende.",
    transport:
      "Trasporto su strada e via mare, skipper per trasferimenti e pratiche doganali in tutta Europa.",
    shipyard:
      "Alaggio, antivegetativa, trattamento dell'osmosi, revisione di motori e impianti da tecnici certificati.",
    sailmaker: "Vele nuove, riparazioni e controlli dell'attrezzatura per barche da crociera e da regata.",
    electronics: "Fornitura e installazione di sistemi di navigazione, comunicazione ed energia.",
    legal: "Immatricolazione e bandiera, consulenza IVA e chiusura delle compravendite di yacht.",
  },
  es: {
    marina:
      "Amarres para barcos de hasta 40 m, gasolinera, travel lift y personal todo el año. Visitantes bienvenidos.",
    surveyor: "Peritajes previos a la compra, para el seguro y de tasación por peritos navales acreditados.",
    insurance:
      "Seguros de casco, responsabilidad civil y tripulación para yates privados y de chárter, presupuesto en un día.",
    finance: "Hipotecas náuticas y leasing para barcos nuevos y usados, para particulares y empresas.",
    transport: "Transporte por carretera y por mar, patrones de entrega y trámites aduaneros en toda Europa.",
    shipyard:
      "Varada, antifouling, tratamiento de la ósmosis, reacondicionamiento de motores y sistemas por técnicos certificados.",
    sailmaker: "Velas nuevas, reparaciones y revisión de la jarcia para barcos de crucero y de regata.",
    electronics: "Suministro e instalación de sistemas de navegación, comunicación y energía.",
    legal: "Matriculación y bandera, asesoría de IVA y cierre de compraventas de yates.",
  },
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
  // Descriptions are written in English; readers of French, Italian and Spanish get their own.
  const ids = await db.selectFrom("partners").select(["id", "slug"]).execute();
  const categoryOf = new Map(rows.map((row) => [row.slug, row.category]));
  const texts = ids.flatMap(({ id, slug }) => {
    const category = categoryOf.get(slug);
    if (!category) return [];
    return (["fr", "it", "es"] as const).map((locale) => ({
      partnerId: id,
      locale,
      description: TRANSLATIONS[locale][category],
    }));
  });
  await insertRows(db, "partnerTexts", texts);
  return rows.length;
}
