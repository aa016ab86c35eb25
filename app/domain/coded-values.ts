// The values of the listing details that are codes, not prose: the feed and the back office write
// "heat-pump" or "woongebied", and every page says it in its own language. Each text field of the
// detail groups is listed here, as codes or as free text, so a new field cannot slip through
// untranslated (coded-values.test.ts checks every code in every language).

/** The codes each coded field takes, as the CRM and the back office write them. */
export const CODED_VALUES = {
  heating: ["gas", "oil", "electric", "heat-pump", "none"],
  glazing: ["single", "double", "triple"],
  frames: ["pvc", "aluminium", "wood"],
  kitchen: ["fitted", "semi-fitted", "open", "none"],
  roofMaterial: ["tiles", "slate", "roofing"],
  roofCondition: ["good", "renewed", "to-renew"],
  orientation: ["north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"],
  floodZone: ["effectively", "possibly", "none"],
  asbestosType: ["asbestos-safe", "not-asbestos-safe"],
  // Besides these, a day (2026-05-01), shown as a date.
  availability: ["immediately", "by-agreement", "at-deed"],
  contractType: ["residential-lease", "commercial-lease", "business-lease", "garage-lease", "lifetime-annuity"],
} as const satisfies Record<string, readonly string[]>;

export type CodedField = keyof typeof CODED_VALUES;

/** Text fields that are the agency's own words, shown as written. */
export const FREE_TEXT_FIELDS = ["annuitantAges"] as const;

/**
 * Zoning designations, as the regional plans name them (the Flemish gewestplan in Dutch, the Walloon
 * plan de secteur and the Brussels PRAS in French, the PRAS in Dutch too). The CRM writes the plan's
 * own words; each known one is a code that every language names, the plan's words kept beside it.
 */
export const ZONING_TERMS = {
  residential: ["woongebied", "zone d'habitat", "zone d'habitation", "wohngebiet", "residential area"],
  residentialRural: ["woongebied met landelijk karakter", "zone d'habitat à caractère rural"],
  residentialCultural: [
    "woongebied met culturele, historische en/of esthetische waarde",
    "woongebied met cultureel, historische en/of esthetische waarde",
  ],
  residentialPredominant: [
    "zone d'habitation à prédominance résidentielle",
    "woongebied met residentieel karakter",
    "typisch woongebied",
  ],
  residentialExpansion: ["woonuitbreidingsgebied"],
  residentialPark: ["woonpark"],
  mixed: ["zone mixte", "gemengd gebied", "zone de mixité"],
  strongMixed: ["zone de forte mixité", "sterk gemengd gebied"],
  economicMixed: ["zone d'activité économique mixte"],
  industrial: [
    "industriegebied",
    "zone d'activité économique industrielle",
    "zone d'industries urbaines",
    "gebied voor stedelijke industrie",
  ],
  crafts: ["gebied voor ambachtelijke bedrijven en kmo's", "kmo-zone", "ambachtelijke zone"],
  services: ["dienstverleningsgebied"],
  administrative: ["zone administrative", "administratiegebied"],
  publicFacilities: [
    "gebied voor gemeenschapsvoorzieningen en openbare nutsvoorzieningen",
    "zone de services publics et d'équipements communautaires",
    "zone d'équipements d'intérêt collectif ou de service public",
    "gebied voor voorzieningen van collectief belang of van openbare diensten",
  ],
  agricultural: ["agrarisch gebied", "zone agricole"],
  agriculturalLandscape: ["landschappelijk waardevol agrarisch gebied"],
  forest: ["bosgebied", "zone forestière"],
  nature: ["natuurgebied", "zone naturelle"],
  park: ["parkgebied", "zone de parc"],
  green: ["zone d'espaces verts", "zone verte", "groengebied"],
  recreation: ["recreatiegebied", "zone de loisirs"],
  concerted: ["zone d'aménagement communal concerté"],
} as const satisfies Record<string, readonly string[]>;

export type ZoningCode = keyof typeof ZONING_TERMS;

/** Lower case, one kind of apostrophe, single spaces: how plan terms are compared. */
function plain(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

const ZONING_BY_TERM = new Map<string, ZoningCode>(
  Object.entries(ZONING_TERMS).flatMap(([code, terms]) => terms.map((term) => [plain(term), code as ZoningCode])),
);

/** "Woongebied" -> "residential"; words the table does not know -> undefined (shown as written). */
export function zoningCode(text: string): ZoningCode | undefined {
  return ZONING_BY_TERM.get(plain(text));
}

/** "heat-pump" -> "heatPump": the message key of a code. */
export function codeKey(code: string): string {
  return code.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * A zoning designation in a language: its name there, and the plan's own words beside it when they
 * read otherwise ("Wohngebiet (woongebied)"), since the plan's term is the one that binds.
 */
export function zoningText(written: string, name: string | undefined): string {
  if (name === undefined) return written;
  return plain(name) === plain(written) ? name : `${name} (${written.trim()})`;
}
