/**
 * Listing text in the five locales: a description assembled from the boat's own facts (so it never
 * contradicts the specification table), selling points, known defects and photo captions. Numbers,
 * lists and country names go through Intl so each locale reads natively (feet for en-US).
 */
import type { EngineRow } from "./engines.ts";
import type { TextLocale } from "./places.ts";
import type { Random } from "./random.ts";
import type { Labels } from "./reference-lists.ts";

export const TEXT_LOCALES: readonly TextLocale[] = ["en-US", "en-GB", "fr", "it", "es"];

export function labelFor(labels: Labels, locale: TextLocale): string {
  return labels[TEXT_LOCALES.indexOf(locale)]!;
}

/** "Autopilot" -> "autopilot" inside a sentence, but "GPS chartplotter" and "RIB" keep their capitals. */
function inSentence(label: string): string {
  const second = label.charAt(1);
  return second && second === second.toLowerCase() ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

const formatters = new Map<
  TextLocale,
  { number: Intl.NumberFormat; list: Intl.ListFormat; region: Intl.DisplayNames }
>();
function intl(locale: TextLocale) {
  let found = formatters.get(locale);
  if (!found) {
    found = {
      number: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
      list: new Intl.ListFormat(locale, { type: "conjunction" }),
      region: new Intl.DisplayNames([locale], { type: "region" }),
    };
    formatters.set(locale, found);
  }
  return found;
}

export function countryName(code: string, locale: TextLocale): string {
  return intl(locale).region.of(code) ?? code;
}

function formatLength(lengthM: number, locale: TextLocale): string {
  if (locale === "en-US") return `${Math.round(lengthM * 3.28084)} ft`;
  return `${intl(locale).number.format(lengthM)} m`;
}

export interface DescriptionFacts {
  title: string;
  typeLabel: string;
  condition: string;
  yearBuilt: number;
  lastRefitYear: number | null;
  lengthM: number;
  cabins: number;
  berths: number;
  bathrooms: number;
  engines: EngineRow[];
  equipmentLabels: string[];
  city: string;
  country: string;
}

type Phrases = {
  intro: ((f: DescriptionFacts, length: string, country: string) => string)[];
  condition: Record<string, (f: DescriptionFacts) => string>;
  layout: (f: DescriptionFacts) => string;
  engines: (count: number, engine: EngineRow, hours: string) => string;
  equipment: (list: string) => string;
  closing: string[];
};

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** "an 11 m sailboat", "an 8 ft dinghy", "a 36 ft trawler": by how the number is spoken. */
const article = (spoken: string): string => (/^(8|11(?!\d)|18(?!\d))/.test(spoken) ? "an" : "a");

const english = (heads: string): Phrases => ({
  intro: [
    (f, length, country) =>
      `This ${f.yearBuilt} ${f.title} is ${article(length)} ${length} ${inSentence(f.typeLabel)} lying in ${f.city}, ${country}.`,
    (f, length, country) =>
      `${f.title} (${f.yearBuilt}) for sale in ${f.city}, ${country}: ${article(length)} ${length} ${inSentence(f.typeLabel)}.`,
  ],
  condition: {
    new: () => "Delivered new with the full builder's warranty and commissioning.",
    demo: () => "Ex-demonstrator with very few hours, sold with the remaining builder's warranty.",
    like_new: () => "Kept like new by a careful owner and barely used.",
    used: () => "A well-maintained boat with a documented service history.",
    refitted: (f) => `Extensively refitted in ${f.lastRefitYear ?? f.yearBuilt}.`,
    project: () => "Sold as a project: structurally sound but needs cosmetic and systems work.",
  },
  layout: (f) =>
    `${plural(f.cabins, "cabin", "cabins")}, ${plural(f.berths, "berth", "berths")} and ${plural(f.bathrooms, heads, `${heads}s`)}.`,
  engines: (count, e, hours) =>
    `Powered by ${count} × ${e.make} ${e.model} of ${e.powerHp} hp (${hours} hours).`,
  equipment: (list) => `Equipment includes ${list}.`,
  closing: [
    "Viewing by appointment.",
    "Contact us for the full inventory and a viewing.",
    "Trade-ins considered.",
  ],
});

const PHRASES: Record<TextLocale, Phrases> = {
  "en-US": english("head"),
  "en-GB": english("head"),
  fr: {
    intro: [
      (f, length, country) =>
        `${f.title} de ${f.yearBuilt}, ${inSentence(f.typeLabel)} de ${length}, visible à ${f.city} (${country}).`,
      (f, length, country) => `À vendre à ${f.city}, ${country} : ${f.title} de ${f.yearBuilt}, ${length}.`,
    ],
    condition: {
      new: () => "Livré neuf avec la garantie constructeur complète et la mise en service.",
      demo: () =>
        "Ancien bateau de démonstration, très peu d'heures, vendu avec le reste de la garantie constructeur.",
      like_new: () => "Entretenu comme neuf par un propriétaire soigneux et très peu utilisé.",
      used: () => "Bateau bien entretenu, historique d'entretien documenté.",
      refitted: (f) => `Importante rénovation réalisée en ${f.lastRefitYear ?? f.yearBuilt}.`,
      project: () =>
        "Vendu en l'état : structure saine, mais travaux d'aménagement et de systèmes à prévoir.",
    },
    layout: (f) =>
      `${plural(f.cabins, "cabine", "cabines")}, ${plural(f.berths, "couchage", "couchages")} et ${plural(f.bathrooms, "salle d'eau", "salles d'eau")}.`,
    engines: (count, e, hours) =>
      `Motorisation : ${count} × ${e.make} ${e.model} de ${e.powerHp} ch (${hours} heures).`,
    equipment: (list) => `Équipements : ${list}.`,
    closing: [
      "Visite sur rendez-vous.",
      "Contactez-nous pour l'inventaire complet et une visite.",
      "Reprise possible.",
    ],
  },
  it: {
    intro: [
      (f, length, country) =>
        `${f.title} del ${f.yearBuilt}, ${inSentence(f.typeLabel)} di ${length}, visibile a ${f.city} (${country}).`,
      (f, length, country) => `In vendita a ${f.city}, ${country}: ${f.title} del ${f.yearBuilt}, ${length}.`,
    ],
    condition: {
      new: () => "Consegnata nuova con la garanzia completa del cantiere e il commissioning.",
      demo: () => "Ex barca dimostrativa con pochissime ore, venduta con la garanzia residua del cantiere.",
      like_new: () => "Tenuta come nuova da un armatore attento e pochissimo usata.",
      used: () => "Barca ben mantenuta con manutenzione documentata.",
      refitted: (f) => `Importante refit eseguito nel ${f.lastRefitYear ?? f.yearBuilt}.`,
      project: () =>
        "Venduta come progetto: struttura sana, ma da ristrutturare negli interni e negli impianti.",
    },
    layout: (f) =>
      `${plural(f.cabins, "cabina", "cabine")}, ${plural(f.berths, "posto letto", "posti letto")} e ${plural(f.bathrooms, "bagno", "bagni")}.`,
    engines: (count, e, hours) =>
      `Motorizzazione: ${count} × ${e.make} ${e.model} da ${e.powerHp} cv (${hours} ore).`,
    equipment: (list) => `Dotazioni: ${list}.`,
    closing: [
      "Visite su appuntamento.",
      "Contattateci per l'inventario completo e una visita.",
      "Permuta valutabile.",
    ],
  },
  es: {
    intro: [
      (f, length, country) =>
        `${f.title} de ${f.yearBuilt}, ${inSentence(f.typeLabel)} de ${length}, amarrado en ${f.city} (${country}).`,
      (f, length, country) => `En venta en ${f.city}, ${country}: ${f.title} de ${f.yearBuilt}, ${length}.`,
    ],
    condition: {
      new: () => "Entregado nuevo con la garantía completa del astillero y la puesta en servicio.",
      demo: () =>
        "Antiguo barco de demostración con muy pocas horas, vendido con el resto de la garantía del astillero.",
      like_new: () => "Cuidado como nuevo por un armador meticuloso y muy poco usado.",
      used: () => "Barco bien mantenido con historial de mantenimiento documentado.",
      refitted: (f) => `Reforma integral realizada en ${f.lastRefitYear ?? f.yearBuilt}.`,
      project: () => "Se vende como proyecto: estructura sana, pero necesita trabajos de acabado y sistemas.",
    },
    layout: (f) =>
      `${plural(f.cabins, "camarote", "camarotes")}, ${plural(f.berths, "litera", "literas")} y ${plural(f.bathrooms, "baño", "baños")}.`,
    engines: (count, e, hours) =>
      `Motorización: ${count} × ${e.make} ${e.model} de ${e.powerHp} CV (${hours} horas).`,
    equipment: (list) => `Equipamiento: ${list}.`,
    closing: [
      "Visitas con cita previa.",
      "Contáctenos para el inventario completo y una visita.",
      "Se acepta permuta.",
    ],
  },
};

/** A short broker-style description, one paragraph per topic, in `locale`. */
export function describe(facts: DescriptionFacts, locale: TextLocale, rng: Random): string {
  const p = PHRASES[locale];
  const { number, list } = intl(locale);
  const country = countryName(facts.country, locale);
  const lines = [
    `${rng.pick(p.intro)(facts, formatLength(facts.lengthM, locale), country)} ${(p.condition[facts.condition] ?? p.condition.used!)(facts)}`,
  ];
  if (facts.cabins > 0) lines.push(p.layout(facts));
  const engine = facts.engines[0];
  if (engine) lines.push(p.engines(facts.engines.length, engine, number.format(engine.hours)));
  if (facts.equipmentLabels.length > 0)
    lines.push(p.equipment(list.format(facts.equipmentLabels.map(inSentence))));
  lines.push(rng.pick(p.closing));
  return lines.join("\n\n");
}

export interface FeatureSpec {
  code: string;
  labels: Labels;
  /** Only for boats where the selling point makes sense. */
  when?: (f: { category: string; lengthM: number; isNew: boolean; hasEngine: boolean }) => boolean;
}

export const FEATURES: readonly FeatureSpec[] = [
  {
    code: "one_owner",
    labels: [
      "One owner from new",
      "One owner from new",
      "Premier propriétaire",
      "Unico proprietario",
      "Único propietario",
    ],
    when: (f) => !f.isNew,
  },
  {
    code: "never_chartered",
    labels: [
      "Never chartered",
      "Never chartered",
      "Jamais loué",
      "Mai noleggiata",
      "Nunca ha estado en chárter",
    ],
    when: (f) => !f.isNew && f.lengthM > 9,
  },
  {
    code: "fresh_antifouling",
    labels: [
      "Fresh bottom paint",
      "Fresh antifouling",
      "Antifouling refait",
      "Antivegetativa nuova",
      "Antiincrustante nuevo",
    ],
    when: (f) => !f.isNew && f.lengthM > 5,
  },
  {
    code: "service_history",
    labels: [
      "Full service records",
      "Full service history",
      "Historique d'entretien complet",
      "Manutenzione documentata",
      "Historial de mantenimiento completo",
    ],
    when: (f) => !f.isNew,
  },
  {
    code: "new_sails",
    labels: ["New sails", "New sails", "Voiles neuves", "Vele nuove", "Velas nuevas"],
    when: (f) => f.category === "sail" && !f.isNew,
  },
  {
    code: "new_rigging",
    labels: [
      "New standing rigging",
      "New standing rigging",
      "Gréement dormant neuf",
      "Sartiame nuovo",
      "Jarcia firme nueva",
    ],
    when: (f) => f.category === "sail" && !f.isNew && f.lengthM > 6,
  },
  {
    code: "engines_serviced",
    labels: [
      "Engines just serviced",
      "Engines just serviced",
      "Moteurs révisés",
      "Motori appena tagliandati",
      "Motores recién revisados",
    ],
    when: (f) => f.hasEngine && !f.isNew,
  },
  {
    code: "low_hours",
    labels: [
      "Low engine hours",
      "Low engine hours",
      "Faibles heures moteur",
      "Poche ore motore",
      "Pocas horas de motor",
    ],
    when: (f) => f.hasEngine && !f.isNew,
  },
  {
    code: "berth_available",
    labels: [
      "Slip can be transferred",
      "Berth available",
      "Place de port transférable",
      "Posto barca disponibile",
      "Amarre disponible",
    ],
    when: (f) => f.lengthM > 7,
  },
  {
    code: "trailer_included",
    labels: [
      "Trailer included",
      "Trailer included",
      "Remorque incluse",
      "Carrello incluso",
      "Remolque incluido",
    ],
    when: (f) => f.lengthM < 8.5,
  },
  {
    code: "warranty",
    labels: [
      "Builder's warranty",
      "Manufacturer's warranty",
      "Garantie constructeur",
      "Garanzia del cantiere",
      "Garantía del fabricante",
    ],
    when: (f) => f.isNew,
  },
  {
    code: "recent_survey",
    labels: [
      "Recent survey available",
      "Recent survey available",
      "Expertise récente disponible",
      "Perizia recente disponibile",
      "Peritaje reciente disponible",
    ],
    when: (f) => !f.isNew && f.lengthM > 8,
  },
  {
    code: "ce_category_a",
    labels: [
      "CE category A (ocean)",
      "CE category A (ocean)",
      "Catégorie CE A (océan)",
      "Categoria CE A (oceano)",
      "Categoría CE A (oceánica)",
    ],
    when: (f) => f.lengthM > 11,
  },
  {
    code: "stored_ashore",
    labels: [
      "Stored indoors in winter",
      "Stored ashore under cover",
      "Hivernage à terre sous abri",
      "Rimessaggio al coperto",
      "Invernaje en nave cubierta",
    ],
    when: (f) => f.lengthM < 12 && !f.isNew,
  },
  {
    code: "new_upholstery",
    labels: ["New upholstery", "New upholstery", "Sellerie neuve", "Tappezzeria nuova", "Tapicería nueva"],
    when: (f) => !f.isNew && f.lengthM > 6,
  },
  {
    code: "bluewater_ready",
    labels: [
      "Ready for bluewater cruising",
      "Ready for blue-water cruising",
      "Prêt pour la grande croisière",
      "Pronta per la navigazione oceanica",
      "Lista para navegar en alta mar",
    ],
    when: (f) => f.category === "sail" && f.lengthM > 11,
  },
  {
    code: "delivery",
    labels: [
      "Delivery can be arranged",
      "Delivery can be arranged",
      "Convoyage possible",
      "Trasferimento organizzabile",
      "Posibilidad de entrega",
    ],
  },
  {
    code: "in_stock",
    labels: [
      "In stock for immediate delivery",
      "In stock for immediate delivery",
      "Disponible de stock",
      "Disponibile in pronta consegna",
      "Disponible en stock",
    ],
    when: (f) => f.isNew,
  },
];

export const KNOWN_DEFECTS: readonly Labels[] = [
  [
    "Gelcoat scratches on the port side",
    "Gelcoat scratches on the port topsides",
    "Rayures de gelcoat sur le flanc bâbord",
    "Graffi sul gelcoat della murata di sinistra",
    "Arañazos en el gelcoat del costado de babor",
  ],
  [
    "Teak deck needs recaulking in places",
    "Teak deck needs re-caulking in places",
    "Joints du pont en teck à refaire par endroits",
    "Comenti della coperta in teak da rifare in alcuni punti",
    "Juntas de la cubierta de teca a repasar en algunas zonas",
  ],
  [
    "Bimini canvas faded",
    "Bimini canvas faded",
    "Toile du bimini décolorée",
    "Tela del bimini scolorita",
    "Lona del bimini descolorida",
  ],
  [
    "Autopilot display works intermittently",
    "Autopilot display works intermittently",
    "Écran du pilote automatique intermittent",
    "Display del pilota automatico a intermittenza",
    "La pantalla del piloto automático falla a ratos",
  ],
  [
    "Osmosis treatment recommended by the last survey",
    "Osmosis treatment recommended by the last survey",
    "Traitement anti-osmose conseillé par la dernière expertise",
    "Trattamento antiosmosi consigliato dall'ultima perizia",
    "Tratamiento de ósmosis recomendado en el último peritaje",
  ],
  [
    "Cockpit cushions need replacing",
    "Cockpit cushions need replacing",
    "Coussins de cockpit à remplacer",
    "Cuscini del pozzetto da sostituire",
    "Cojines de la bañera a sustituir",
  ],
];

/** Captions by the light of the photo scene (photo-scenes.ts moods); the main photo has none. */
export const CAPTIONS: Record<string, Labels> = {
  day: [
    "Under way on a clear day",
    "Under way on a clear day",
    "En navigation par beau temps",
    "In navigazione con il bel tempo",
    "Navegando en un día despejado",
  ],
  golden: [
    "Golden hour at sea",
    "Golden hour at sea",
    "Lumière dorée en mer",
    "Luce dorata in mare",
    "Hora dorada en el mar",
  ],
  sunset: [
    "At anchor at sunset",
    "At anchor at sunset",
    "Au mouillage au coucher du soleil",
    "All'ancora al tramonto",
    "Fondeado al atardecer",
  ],
  dawn: [
    "Early morning departure",
    "Early morning departure",
    "Départ au petit matin",
    "Partenza all'alba",
    "Salida al amanecer",
  ],
  overcast: [
    "Sea trial on an overcast day",
    "Sea trial on an overcast day",
    "Essai en mer par temps couvert",
    "Prova in mare con cielo coperto",
    "Prueba de mar en un día nublado",
  ],
};
