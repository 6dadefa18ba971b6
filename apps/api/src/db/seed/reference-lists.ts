/**
 * The reference lists sellers pick from, with their labels in the five locales. Codes are stable
 * identifiers (filters, feeds, URLs); labels follow each market's own trade vocabulary rather than
 * word-for-word translation (a RIB is a "semi-rigide" in France and a "gommone" in Italy).
 */

/** en-US, en-GB, fr, it, es. */
export type Labels = readonly [string, string, string, string, string];

export type BoatCategory = "power" | "sail" | "unpowered";

export interface BoatTypeSpec {
  code: string;
  category: BoatCategory;
  labels: Labels;
}

export const BOAT_TYPES: readonly BoatTypeSpec[] = [
  // power
  {
    code: "motorboat",
    category: "power",
    labels: ["Motorboat", "Motor boat", "Bateau à moteur", "Barca a motore", "Barco a motor"],
  },
  {
    code: "motor_yacht",
    category: "power",
    labels: ["Motor yacht", "Motor yacht", "Yacht à moteur", "Yacht a motore", "Yate a motor"],
  },
  {
    code: "flybridge",
    category: "power",
    labels: ["Flybridge yacht", "Flybridge yacht", "Yacht flybridge", "Yacht flybridge", "Yate flybridge"],
  },
  {
    code: "power_catamaran",
    category: "power",
    labels: [
      "Power catamaran",
      "Power catamaran",
      "Catamaran à moteur",
      "Catamarano a motore",
      "Catamarán a motor",
    ],
  },
  {
    code: "rib",
    category: "power",
    labels: ["Rigid inflatable boat (RIB)", "RIB", "Semi-rigide", "Gommone semirigido", "Semirrígida"],
  },
  {
    code: "fishing_boat",
    category: "power",
    labels: ["Fishing boat", "Fishing boat", "Bateau de pêche", "Barca da pesca", "Barco de pesca"],
  },
  {
    code: "bowrider",
    category: "power",
    labels: ["Bowrider", "Bowrider", "Bowrider (open)", "Bowrider", "Bowrider"],
  },
  {
    code: "cabin_cruiser",
    category: "power",
    labels: ["Cabin cruiser", "Cabin cruiser", "Bateau à cabine", "Cabinato", "Barco cabinado"],
  },
  {
    code: "trawler",
    category: "power",
    labels: ["Trawler", "Trawler", "Trawler (chalutier de plaisance)", "Trawler", "Trawler"],
  },
  {
    code: "center_console",
    category: "power",
    labels: [
      "Center console",
      "Centre console",
      "Console centrale",
      "Open con consolle centrale",
      "Consola central",
    ],
  },
  {
    code: "pwc",
    category: "power",
    labels: ["Personal watercraft (PWC)", "Jet ski", "Scooter des mers", "Moto d'acqua", "Moto de agua"],
  },
  {
    code: "pontoon",
    category: "power",
    labels: ["Pontoon boat", "Pontoon boat", "Bateau ponton", "Barca pontone", "Barco pontón"],
  },
  {
    code: "houseboat",
    category: "power",
    labels: ["Houseboat", "Houseboat", "Péniche habitable", "Casa galleggiante", "Casa flotante"],
  },
  {
    code: "workboat",
    category: "power",
    labels: ["Workboat", "Workboat", "Bateau de travail", "Barca da lavoro", "Barco de trabajo"],
  },
  // sail
  {
    code: "sailboat",
    category: "sail",
    labels: ["Sailboat", "Sailing boat", "Voilier", "Barca a vela", "Velero"],
  },
  {
    code: "sailing_yacht",
    category: "sail",
    labels: ["Sailing yacht", "Sailing yacht", "Yacht à voile", "Yacht a vela", "Yate de vela"],
  },
  {
    code: "catamaran",
    category: "sail",
    labels: [
      "Sailing catamaran",
      "Sailing catamaran",
      "Catamaran à voile",
      "Catamarano a vela",
      "Catamarán de vela",
    ],
  },
  {
    code: "trimaran",
    category: "sail",
    labels: ["Trimaran", "Trimaran", "Trimaran", "Trimarano", "Trimarán"],
  },
  {
    code: "racer",
    category: "sail",
    labels: [
      "Racing sailboat",
      "Racing yacht",
      "Voilier de course",
      "Barca a vela da regata",
      "Velero de regata",
    ],
  },
  {
    code: "motorsailer",
    category: "sail",
    labels: ["Motorsailer", "Motor sailer", "Motorsailer", "Motorsailer", "Motovelero"],
  },
  {
    code: "gulet",
    category: "sail",
    labels: ["Gulet", "Gulet", "Goélette turque (gulet)", "Caicco", "Goleta turca"],
  },
  {
    code: "sailing_dinghy",
    category: "sail",
    labels: ["Sailing dinghy", "Sailing dinghy", "Dériveur", "Deriva", "Vela ligera"],
  },
  // unpowered
  {
    code: "inflatable",
    category: "unpowered",
    labels: [
      "Inflatable boat",
      "Inflatable boat",
      "Bateau pneumatique",
      "Gommone pneumatico",
      "Bote neumático",
    ],
  },
  {
    code: "dinghy",
    category: "unpowered",
    labels: ["Dinghy", "Dinghy", "Annexe", "Battellino", "Bote auxiliar"],
  },
  {
    code: "life_raft",
    category: "unpowered",
    labels: ["Life raft", "Liferaft", "Radeau de survie", "Zattera di salvataggio", "Balsa salvavidas"],
  },
];

export interface TranslatedSpec {
  code: string;
  labels: Labels;
}

export const CONDITIONS: readonly TranslatedSpec[] = [
  { code: "new", labels: ["New", "New", "Neuf", "Nuovo", "Nuevo"] },
  { code: "demo", labels: ["Demo boat", "Ex-demo", "Ex-démonstration", "Ex demo", "Ex demostración"] },
  { code: "like_new", labels: ["Like new", "As new", "Comme neuf", "Come nuovo", "Como nuevo"] },
  { code: "used", labels: ["Used", "Used", "Occasion", "Usato", "Usado"] },
  { code: "refitted", labels: ["Refitted", "Refitted", "Rénové", "Ristrutturato", "Reformado"] },
  {
    code: "project",
    labels: ["Project boat", "Project boat", "À restaurer", "Da ristrutturare", "Para restaurar"],
  },
];

/** When the buyer can have the boat; the selling status itself (under offer, sold) lives on the boat. */
export const AVAILABILITIES: readonly TranslatedSpec[] = [
  {
    code: "available",
    labels: [
      "Available now",
      "Available now",
      "Disponible immédiatement",
      "Disponibile subito",
      "Disponible de inmediato",
    ],
  },
  { code: "in_stock", labels: ["In stock", "In stock", "En stock", "Pronta consegna", "En stock"] },
  {
    code: "on_order",
    labels: ["Made to order", "To order", "Sur commande", "Su ordinazione", "Bajo pedido"],
  },
  {
    code: "in_build",
    labels: ["Under construction", "In build", "En construction", "In costruzione", "En construcción"],
  },
  {
    code: "coming_soon",
    labels: ["Coming soon", "Arriving soon", "Bientôt disponible", "In arrivo", "Próximamente"],
  },
  {
    code: "in_charter",
    labels: [
      "In charter until season end",
      "In charter until season end",
      "En location jusqu'à la fin de saison",
      "In charter fino a fine stagione",
      "En chárter hasta fin de temporada",
    ],
  },
];

export const EQUIPMENT_TYPES: readonly TranslatedSpec[] = [
  { code: "navigation", labels: ["Navigation", "Navigation", "Navigation", "Navigazione", "Navegación"] },
  {
    code: "electrics",
    labels: ["Electrical", "Electrics", "Électricité", "Impianto elettrico", "Electricidad"],
  },
  { code: "galley", labels: ["Galley", "Galley", "Cuisine", "Cucina", "Cocina"] },
  { code: "comfort", labels: ["Comfort", "Comfort", "Confort", "Comfort", "Confort"] },
  {
    code: "deck",
    labels: [
      "Deck equipment",
      "Deck equipment",
      "Équipement de pont",
      "Attrezzatura di coperta",
      "Equipo de cubierta",
    ],
  },
  {
    code: "rig_sails",
    labels: ["Rigging and sails", "Rig and sails", "Gréement et voiles", "Armo e vele", "Aparejo y velas"],
  },
  { code: "safety", labels: ["Safety", "Safety", "Sécurité", "Sicurezza", "Seguridad"] },
  {
    code: "tender",
    labels: [
      "Tender and toys",
      "Tender and toys",
      "Annexe et jouets nautiques",
      "Tender e giochi d'acqua",
      "Auxiliar y juguetes acuáticos",
    ],
  },
  {
    code: "entertainment",
    labels: ["Entertainment", "Entertainment", "Multimédia", "Intrattenimento", "Entretenimiento"],
  },
];

export interface EquipmentSpec extends TranslatedSpec {
  type: string;
}

const equipment = (type: string, code: string, labels: Labels): EquipmentSpec => ({ type, code, labels });

export const EQUIPMENTS: readonly EquipmentSpec[] = [
  equipment("navigation", "gps_chartplotter", [
    "GPS chartplotter",
    "GPS chartplotter",
    "Traceur de cartes GPS",
    "Plotter cartografico GPS",
    "Plóter GPS",
  ]),
  equipment("navigation", "radar", ["Radar", "Radar", "Radar", "Radar", "Radar"]),
  equipment("navigation", "autopilot", [
    "Autopilot",
    "Autopilot",
    "Pilote automatique",
    "Pilota automatico",
    "Piloto automático",
  ]),
  equipment("navigation", "vhf", ["VHF radio", "VHF radio", "Radio VHF", "Radio VHF", "Radio VHF"]),
  equipment("navigation", "ais", [
    "AIS transponder",
    "AIS transponder",
    "Transpondeur AIS",
    "Transponder AIS",
    "Transpondedor AIS",
  ]),
  equipment("navigation", "depth_sounder", [
    "Depth sounder",
    "Echo sounder",
    "Sondeur",
    "Ecoscandaglio",
    "Sonda",
  ]),
  equipment("navigation", "speed_log", ["Speed log", "Log", "Loch-speedomètre", "Solcometro", "Corredera"]),
  equipment("navigation", "wind_instruments", [
    "Wind instruments",
    "Wind instruments",
    "Anémomètre-girouette",
    "Anemometro",
    "Anemómetro",
  ]),
  equipment("navigation", "compass", ["Compass", "Compass", "Compas", "Bussola", "Compás"]),
  equipment("navigation", "fishfinder", [
    "Fishfinder",
    "Fish finder",
    "Sondeur de pêche",
    "Ecoscandaglio da pesca",
    "Sonda de pesca",
  ]),
  equipment("navigation", "thermal_camera", [
    "Thermal night-vision camera",
    "Thermal night-vision camera",
    "Caméra thermique de vision nocturne",
    "Telecamera termica notturna",
    "Cámara térmica de visión nocturna",
  ]),
  equipment("electrics", "bow_thruster", [
    "Bow thruster",
    "Bow thruster",
    "Propulseur d'étrave",
    "Elica di prua",
    "Hélice de proa",
  ]),
  equipment("electrics", "stern_thruster", [
    "Stern thruster",
    "Stern thruster",
    "Propulseur de poupe",
    "Elica di poppa",
    "Hélice de popa",
  ]),
  equipment("electrics", "generator", [
    "Generator",
    "Generator",
    "Groupe électrogène",
    "Generatore",
    "Generador",
  ]),
  equipment("electrics", "inverter", [
    "Inverter",
    "Inverter",
    "Convertisseur 12/230 V",
    "Inverter",
    "Inversor",
  ]),
  equipment("electrics", "solar_panels", [
    "Solar panels",
    "Solar panels",
    "Panneaux solaires",
    "Pannelli solari",
    "Paneles solares",
  ]),
  equipment("electrics", "wind_generator", [
    "Wind generator",
    "Wind generator",
    "Éolienne",
    "Generatore eolico",
    "Aerogenerador",
  ]),
  equipment("electrics", "shore_power", [
    "Shore power",
    "Shore power",
    "Prise de quai",
    "Presa di banchina",
    "Toma de corriente de puerto",
  ]),
  equipment("electrics", "battery_charger", [
    "Battery charger",
    "Battery charger",
    "Chargeur de batteries",
    "Caricabatterie",
    "Cargador de baterías",
  ]),
  equipment("electrics", "lithium_batteries", [
    "Lithium batteries",
    "Lithium batteries",
    "Batteries lithium",
    "Batterie al litio",
    "Baterías de litio",
  ]),
  equipment("galley", "fridge", ["Refrigerator", "Fridge", "Réfrigérateur", "Frigorifero", "Nevera"]),
  equipment("galley", "freezer", ["Freezer", "Freezer", "Congélateur", "Congelatore", "Congelador"]),
  equipment("galley", "oven", ["Oven", "Oven", "Four", "Forno", "Horno"]),
  equipment("galley", "stove", ["Stove", "Hob", "Plaques de cuisson", "Piano cottura", "Placa de cocción"]),
  equipment("galley", "microwave", [
    "Microwave",
    "Microwave",
    "Four à micro-ondes",
    "Forno a microonde",
    "Microondas",
  ]),
  equipment("galley", "dishwasher", [
    "Dishwasher",
    "Dishwasher",
    "Lave-vaisselle",
    "Lavastoviglie",
    "Lavavajillas",
  ]),
  equipment("galley", "ice_maker", [
    "Ice maker",
    "Ice maker",
    "Machine à glaçons",
    "Fabbricatore di ghiaccio",
    "Máquina de hielo",
  ]),
  equipment("galley", "grill", ["Outdoor grill", "Barbecue", "Barbecue", "Barbecue", "Barbacoa"]),
  equipment("comfort", "air_conditioning", [
    "Air conditioning",
    "Air conditioning",
    "Climatisation",
    "Aria condizionata",
    "Aire acondicionado",
  ]),
  equipment("comfort", "heating", ["Heating", "Heating", "Chauffage", "Riscaldamento", "Calefacción"]),
  equipment("comfort", "watermaker", [
    "Watermaker",
    "Watermaker",
    "Dessalinisateur",
    "Dissalatore",
    "Desalinizadora",
  ]),
  equipment("comfort", "water_heater", [
    "Water heater",
    "Calorifier",
    "Chauffe-eau",
    "Scaldacqua",
    "Calentador de agua",
  ]),
  equipment("comfort", "washing_machine", [
    "Washer",
    "Washing machine",
    "Lave-linge",
    "Lavatrice",
    "Lavadora",
  ]),
  equipment("comfort", "electric_toilets", [
    "Electric toilets",
    "Electric toilets",
    "WC électriques",
    "WC elettrici",
    "Inodoros eléctricos",
  ]),
  equipment("comfort", "gyro_stabilizer", [
    "Gyro stabilizer",
    "Gyro stabiliser",
    "Stabilisateur gyroscopique",
    "Stabilizzatore giroscopico",
    "Estabilizador giroscópico",
  ]),
  equipment("comfort", "cockpit_shower", [
    "Cockpit shower",
    "Deck shower",
    "Douche de cockpit",
    "Doccia in pozzetto",
    "Ducha en bañera",
  ]),
  equipment("comfort", "cockpit_cushions", [
    "Cockpit cushions",
    "Cockpit cushions",
    "Coussins de cockpit",
    "Cuscineria del pozzetto",
    "Cojines de bañera",
  ]),
  equipment("deck", "teak_deck", [
    "Teak deck",
    "Teak deck",
    "Pont en teck",
    "Coperta in teak",
    "Cubierta de teca",
  ]),
  equipment("deck", "bimini", ["Bimini top", "Bimini", "Bimini", "Bimini", "Bimini"]),
  equipment("deck", "sprayhood", [
    "Dodger",
    "Sprayhood",
    "Capote de descente",
    "Cappottina paraspruzzi",
    "Capota antirrociones",
  ]),
  equipment("deck", "swim_platform", [
    "Swim platform",
    "Bathing platform",
    "Plateforme de bain",
    "Plancetta di poppa",
    "Plataforma de baño",
  ]),
  equipment("deck", "hydraulic_platform", [
    "Hydraulic swim platform",
    "Hydraulic bathing platform",
    "Plateforme de bain hydraulique",
    "Plancetta idraulica",
    "Plataforma de baño hidráulica",
  ]),
  equipment("deck", "anchor_windlass", [
    "Anchor windlass",
    "Anchor windlass",
    "Guindeau",
    "Salpancora",
    "Molinete de ancla",
  ]),
  equipment("deck", "passerelle", ["Gangway", "Passerelle", "Passerelle", "Passerella", "Pasarela"]),
  equipment("deck", "cockpit_table", [
    "Cockpit table",
    "Cockpit table",
    "Table de cockpit",
    "Tavolo del pozzetto",
    "Mesa de bañera",
  ]),
  equipment("deck", "sun_pad", ["Sun pad", "Sunbed", "Bain de soleil", "Prendisole", "Solárium"]),
  equipment("deck", "underwater_lights", [
    "Underwater lights",
    "Underwater lights",
    "Éclairage sous-marin",
    "Luci subacquee",
    "Luces subacuáticas",
  ]),
  equipment("deck", "deck_wash", [
    "Washdown pump",
    "Deck wash pump",
    "Pompe de lavage de pont",
    "Pompa lavaggio coperta",
    "Bomba de baldeo",
  ]),
  equipment("deck", "fenders_lines", [
    "Fenders and dock lines",
    "Fenders and warps",
    "Pare-battages et amarres",
    "Parabordi e cime",
    "Defensas y cabos",
  ]),
  equipment("rig_sails", "mainsail", ["Mainsail", "Mainsail", "Grand-voile", "Randa", "Vela mayor"]),
  equipment("rig_sails", "furling_genoa", [
    "Roller-furling genoa",
    "Furling genoa",
    "Génois sur enrouleur",
    "Genoa avvolgibile",
    "Génova enrollable",
  ]),
  equipment("rig_sails", "in_mast_furling", [
    "In-mast furling mainsail",
    "In-mast furling mainsail",
    "Grand-voile sur enrouleur de mât",
    "Randa avvolgibile nell'albero",
    "Mayor enrollable en el mástil",
  ]),
  equipment("rig_sails", "asymmetric_spinnaker", [
    "Asymmetric spinnaker",
    "Asymmetric spinnaker",
    "Spi asymétrique",
    "Spinnaker asimmetrico",
    "Spinnaker asimétrico",
  ]),
  equipment("rig_sails", "stack_pack", [
    "Stack pack with lazy jacks",
    "Lazy bag",
    "Lazy-bag",
    "Lazy bag",
    "Lazy bag",
  ]),
  equipment("rig_sails", "electric_winches", [
    "Electric winches",
    "Electric winches",
    "Winchs électriques",
    "Winch elettrici",
    "Winches eléctricos",
  ]),
  equipment("rig_sails", "self_tacking_jib", [
    "Self-tacking jib",
    "Self-tacking jib",
    "Foc autovireur",
    "Fiocco autovirante",
    "Foque autovirante",
  ]),
  equipment("rig_sails", "hydraulic_backstay", [
    "Hydraulic backstay",
    "Hydraulic backstay",
    "Pataras hydraulique",
    "Paterazzo idraulico",
    "Estay de popa hidráulico",
  ]),
  equipment("rig_sails", "bowsprit", ["Bowsprit", "Bowsprit", "Bout-dehors", "Bompresso", "Bauprés"]),
  equipment("safety", "liferaft", [
    "Life raft",
    "Liferaft",
    "Radeau de survie",
    "Zattera di salvataggio",
    "Balsa salvavidas",
  ]),
  equipment("safety", "epirb", [
    "EPIRB",
    "EPIRB",
    "Balise de détresse EPIRB",
    "Radioboa EPIRB",
    "Radiobaliza EPIRB",
  ]),
  equipment("safety", "life_jackets", [
    "Life jackets",
    "Lifejackets",
    "Gilets de sauvetage",
    "Giubbotti di salvataggio",
    "Chalecos salvavidas",
  ]),
  equipment("safety", "fire_extinguishers", [
    "Fire extinguishers",
    "Fire extinguishers",
    "Extincteurs",
    "Estintori",
    "Extintores",
  ]),
  equipment("safety", "fire_suppression", [
    "Engine room fire suppression",
    "Engine room fire suppression",
    "Extinction automatique du compartiment moteur",
    "Impianto antincendio automatico in sala macchine",
    "Extinción automática en sala de máquinas",
  ]),
  equipment("safety", "bilge_pumps", [
    "Bilge pumps",
    "Bilge pumps",
    "Pompes de cale",
    "Pompe di sentina",
    "Bombas de achique",
  ]),
  equipment("safety", "jacklines", [
    "Jacklines",
    "Jackstays",
    "Lignes de vie",
    "Linee di vita",
    "Líneas de vida",
  ]),
  equipment("safety", "man_overboard", [
    "Man overboard system",
    "Man overboard system",
    "Système homme à la mer",
    "Sistema uomo a mare",
    "Sistema de hombre al agua",
  ]),
  equipment("tender", "tender", ["Tender", "Tender", "Annexe", "Tender", "Bote auxiliar"]),
  equipment("tender", "tender_outboard", [
    "Tender outboard",
    "Tender outboard",
    "Moteur hors-bord d'annexe",
    "Fuoribordo per tender",
    "Fueraborda para el auxiliar",
  ]),
  equipment("tender", "tender_garage", [
    "Tender garage",
    "Tender garage",
    "Garage à annexe",
    "Garage per tender",
    "Garaje para el auxiliar",
  ]),
  equipment("tender", "davits", ["Davits", "Davits", "Bossoirs", "Gruette", "Pescantes"]),
  equipment("tender", "tender_crane", [
    "Tender crane",
    "Tender crane",
    "Grue à annexe",
    "Gru per tender",
    "Grúa para el auxiliar",
  ]),
  equipment("tender", "jet_ski", [
    "Personal watercraft",
    "Jet ski",
    "Scooter des mers",
    "Moto d'acqua",
    "Moto de agua",
  ]),
  equipment("tender", "paddle_boards", [
    "Stand-up paddleboards",
    "Paddleboards",
    "Stand-up paddles",
    "Tavole SUP",
    "Tablas de paddle surf",
  ]),
  equipment("tender", "water_toys", [
    "Water toys",
    "Water toys",
    "Jouets nautiques",
    "Giochi d'acqua",
    "Juguetes acuáticos",
  ]),
  equipment("entertainment", "tv", ["TV", "Television", "Télévision", "Televisore", "Televisión"]),
  equipment("entertainment", "stereo", [
    "Stereo system",
    "Hi-fi system",
    "Chaîne hi-fi",
    "Impianto stereo",
    "Equipo de música",
  ]),
  equipment("entertainment", "cockpit_speakers", [
    "Cockpit speakers",
    "Cockpit speakers",
    "Haut-parleurs de cockpit",
    "Casse in pozzetto",
    "Altavoces en la bañera",
  ]),
  equipment("entertainment", "satellite_tv", [
    "Satellite TV",
    "Satellite TV",
    "TV par satellite",
    "TV satellitare",
    "TV por satélite",
  ]),
  equipment("entertainment", "wifi", [
    "Onboard Wi-Fi",
    "On-board Wi-Fi",
    "Wi-Fi à bord",
    "Wi-Fi a bordo",
    "Wifi a bordo",
  ]),
  equipment("entertainment", "cellular_router", [
    "4G/5G router",
    "4G/5G router",
    "Routeur 4G/5G",
    "Router 4G/5G",
    "Router 4G/5G",
  ]),
];
