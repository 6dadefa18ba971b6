/**
 * The dealers and brokers of the demo marketplace. Names are invented (any likeness to a real company is
 * accidental) and their web and e-mail domains use the reserved `.example` TLD, so nothing seeded can
 * point at a real business. "Riviera Yachts" and "Blue Horizon Boats" belong to the demo accounts.
 */

export type PlanCode = "free" | "paid" | "custom";

export interface TeamSpec {
  name: string;
  country: string;
  city: string;
  kind: "dealer" | "broker";
  plan: PlanCode;
  isVerified?: boolean;
  isInactive?: boolean;
}

const team = (
  name: string,
  country: string,
  city: string,
  kind: "dealer" | "broker",
  plan: PlanCode = "paid",
  flags: { isVerified?: boolean; isInactive?: boolean } = {},
): TeamSpec => ({ name, country, city, kind, plan, ...flags });

export const PREMIUM_TEAM = "Riviera Yachts";
export const FREE_TEAM = "Blue Horizon Boats";

export const TEAMS: readonly TeamSpec[] = [
  team(PREMIUM_TEAM, "FR", "Antibes", "broker", "paid", { isVerified: true }),
  team(FREE_TEAM, "FR", "Hyères", "dealer", "free"),
  team("Atlantique Nautisme", "FR", "La Rochelle", "dealer"),
  team("Côte d'Azur Yachting", "FR", "Cannes", "broker", "custom", { isVerified: true }),
  team("Bretagne Voile Occasion", "FR", "La Trinité-sur-Mer", "broker"),
  team("Méditerranée Bateaux", "FR", "Marseille", "dealer"),
  team("Golfe de Saint-Tropez Marine", "FR", "Saint-Tropez", "broker"),
  team("Arcachon Nautic", "FR", "Arcachon", "dealer"),
  team("Liguria Yacht Brokers", "IT", "Genova", "broker"),
  team("Nautica Tirrenica", "IT", "Viareggio", "dealer", "paid", { isVerified: true }),
  team("Sardegna Yachting", "IT", "Olbia", "broker"),
  team("Adriatica Barche", "IT", "Venezia", "dealer"),
  team("Golfo di Napoli Nautica", "IT", "Napoli", "dealer"),
  team("Tigullio Yacht Sales", "IT", "Lavagna", "broker"),
  team("Sicilia Vela", "IT", "Palermo", "broker", "free"),
  team("Balear Yachts", "ES", "Palma", "broker", "custom", { isVerified: true }),
  team("Costa Brava Nàutica", "ES", "Roses", "dealer"),
  team("Puerto Banús Yachts", "ES", "Marbella", "broker"),
  team("Valencia Mar", "ES", "Valencia", "dealer"),
  team("Ibiza Boat Brokers", "ES", "Ibiza", "broker", "free"),
  team("Alicante Náutica", "ES", "Alicante", "dealer"),
  team("Solent Yacht Sales", "GB", "Southampton", "broker", "paid", { isVerified: true }),
  team("Lymington Boat Brokers", "GB", "Lymington", "broker"),
  team("Plymouth Sound Marine", "GB", "Plymouth", "dealer"),
  team("Clyde Yachting", "GB", "Largs", "broker"),
  team("Brighton Marina Boats", "GB", "Brighton", "dealer", "free"),
  team("Hamble River Yachts", "GB", "Hamble-le-Rice", "broker"),
  team("Lauderdale Yacht Group", "US", "Fort Lauderdale", "broker", "custom", { isVerified: true }),
  team("Biscayne Bay Boats", "US", "Miami", "dealer"),
  team("Chesapeake Sailboat Brokers", "US", "Annapolis", "broker"),
  team("Narragansett Yachts", "US", "Newport", "broker"),
  team("Pacific Coast Yachts", "US", "San Diego", "broker"),
  team("Puget Sound Marine", "US", "Seattle", "dealer"),
  team("Lowcountry Boats", "US", "Charleston", "dealer", "paid", { isInactive: true }),
  team("Kieler Yachtmakler", "DE", "Kiel", "broker"),
  team("Hamburg Yacht Center", "DE", "Hamburg", "dealer"),
  team("Bodensee Yachting", "DE", "Konstanz", "dealer"),
  team("Ostsee Boote", "DE", "Heiligenhafen", "dealer"),
  team("Flensburger Förde Yachts", "DE", "Flensburg", "broker", "free"),
  team("Amsterdam Yachting", "NL", "Amsterdam", "broker"),
  team("IJsselmeer Jachtmakelaardij", "NL", "Enkhuizen", "broker", "paid", { isVerified: true }),
  team("Friesland Boat Sales", "NL", "Heeg", "dealer"),
  team("Maas Jachtcentrum", "NL", "Roermond", "dealer"),
  team("Zeeland Yacht Brokers", "NL", "Bruinisse", "broker"),
  team("Dalmacija Yachting", "HR", "Split", "broker"),
  team("Istra Nautika", "HR", "Pula", "dealer"),
  team("Adriatic Boat Center", "HR", "Šibenik", "dealer"),
  team("Dubrovnik Yachts", "HR", "Dubrovnik", "broker"),
  team("Zadar Marine", "HR", "Zadar", "dealer", "paid", { isInactive: true }),
  team("Saronic Yachting", "GR", "Athens", "broker"),
  team("Ionian Boat Sales", "GR", "Lefkada", "broker"),
  team("Rhodes Marine", "GR", "Rhodes", "dealer"),
  team("Cyclades Yacht Brokers", "GR", "Syros", "broker", "free"),
  team("Cascais Náutica", "PT", "Cascais", "dealer"),
  team("Algarve Boats", "PT", "Lagos", "broker"),
  team("Porto Yachting", "PT", "Porto", "broker"),
  team("Monaco Yacht Partners", "MC", "Monaco", "broker", "custom", { isVerified: true }),
  team("Fontvieille Yachting", "MC", "Fontvieille", "broker"),
  team("Port Hercule Marine", "MC", "Monaco", "dealer"),
  team("Bodrum Yacht Brokerage", "TR", "Bodrum", "broker", "paid", { isVerified: true }),
  team("Marmaris Marine", "TR", "Marmaris", "dealer"),
  team("Göcek Yachting", "TR", "Göcek", "broker"),
  team("Istanbul Boat Center", "TR", "Istanbul", "dealer"),
];
