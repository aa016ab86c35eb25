// The three demo projects: a block of flats in Halle, a row of new houses in Halle and a residence
// in Tubize that is sold through its own website (external_url). Units and prices come from a seeded
// generator; the documents are small PDFs written at seed time.
import type { AllLanguages } from "./constants.ts";
import { type Rng, rngFor } from "./prng.ts";
import { type Town, townByKey } from "./towns.ts";

export interface UnitSeed {
  name: string;
  floor: number;
  status: "available" | "option" | "sold";
  price: number;
  surface: number;
  bedrooms: number;
}

export interface DocumentSeed {
  key: string;
  names: AllLanguages;
  lines: string[];
}

export interface ProjectSeed {
  id: number;
  number: string;
  delivery: string;
  publicAddress: boolean;
  street: string;
  houseNumber: string;
  town: Town;
  externalUrl: string | null;
  titles: AllLanguages;
  descriptions: AllLanguages;
  units: UnitSeed[];
  documents: DocumentSeed[];
}

function flats(rng: Rng, count: number, basePrice: number): UnitSeed[] {
  return Array.from({ length: count }, (_, index) => {
    const floor = Math.floor(index / 3);
    const bedrooms = rng.weighted([
      [1, 2],
      [2, 5],
      [3, 2],
    ]);
    const surface = bedrooms * 28 + rng.int(30, 42);
    const status = rng.weighted([
      ["available", 6],
      ["option", 1],
      ["sold", 3],
    ] as const);
    const price = Math.round((basePrice + surface * 2_650 + floor * 6_000) / 1_000) * 1_000;
    return {
      name: `${String.fromCharCode(65 + (index % 3))}.${floor}.${(index % 3) + 1}`,
      floor,
      status,
      price,
      surface,
      bedrooms,
    };
  });
}

function houses(rng: Rng, count: number): UnitSeed[] {
  return Array.from({ length: count }, (_, index) => {
    const bedrooms = rng.int(3, 4);
    const surface = 135 + bedrooms * 12 + rng.int(0, 14);
    const status =
      index < 2
        ? "sold"
        : rng.weighted([
            ["available", 4],
            ["option", 1],
          ] as const);
    return {
      name: `Woning ${index + 1}`,
      floor: 0,
      status,
      price: Math.round((268_000 + surface * 1_450) / 1_000) * 1_000,
      surface,
      bedrooms,
    };
  });
}

function documents(id: number, title: string, units: readonly UnitSeed[]): DocumentSeed[] {
  return [
    {
      key: `project-${id}-price-list`,
      names: { nl: "Prijslijst", fr: "Liste de prix", en: "Price list", de: "Preisliste" },
      lines: [
        "Prijzen exclusief btw en registratierechten op de grond / Prix hors TVA et droits d'enregistrement sur le terrain",
        "",
        ...units.map(
          (unit) =>
            `${unit.name}  -  ${unit.surface} m²  -  ${unit.bedrooms} slk/ch.  -  € ${unit.price.toLocaleString("nl-BE")}  -  ${unit.status}`,
        ),
      ],
    },
    {
      key: `project-${id}-specifications`,
      names: { nl: "Lastenboek", fr: "Cahier des charges", en: "Specifications", de: "Baubeschreibung" },
      lines: [
        `${title}: verkort lastenboek / cahier des charges abrégé`,
        "",
        "Ruwbouw: snelbouwsteen, gevelsteen in handvormformaat, geïsoleerde spouw (16 cm).",
        "Dak: plat dak met EPDM en 22 cm PIR-isolatie; groendak op de bijgebouwen.",
        "Techniek: lucht-waterwarmtepomp, vloerverwarming, ventilatie type D, zonnepanelen.",
        "Afwerking: drievoudige beglazing, geïnstalleerde keuken en badkamer naar keuze.",
        "E-peil lager dan E30; EPC-label A. Betaling in schijven volgens de wet Breyne.",
      ],
    },
  ];
}

export function projectSeeds(): ProjectSeed[] {
  const zennepark = flats(rngFor("project-1"), 12, 62_000);
  const lembeek = houses(rngFor("project-2"), 7);
  const senne = flats(rngFor("project-3"), 9, 48_000);
  return [
    {
      id: 1,
      number: "ZP-2025-01",
      delivery: "Q2 2027",
      publicAddress: true,
      street: "Parklaan",
      houseNumber: "40",
      town: townByKey("halle"),
      externalUrl: null,
      // A project's name is a proper name: the same in every language.
      titles: {
        nl: "Residentie Zennepark",
        fr: "Residentie Zennepark",
        en: "Residentie Zennepark",
        de: "Residentie Zennepark",
      },
      descriptions: {
        nl: "Twaalf energiezuinige appartementen met één tot drie slaapkamers aan het Zennepark, op wandelafstand van het station van Halle.\n\nElk appartement heeft een ruim terras of een privétuin, een berging en de keuze uit een autostaanplaats in de ondergrondse parking. Verkoop onder btw-stelsel volgens de wet Breyne.",
        fr: "Douze appartements basse énergie d'une à trois chambres au bord du parc de la Senne, à quelques pas de la gare de Hal.\n\nChaque appartement dispose d'une grande terrasse ou d'un jardin privatif, d'une cave et d'un emplacement de parking souterrain en option. Vente sous régime TVA, conformément à la loi Breyne.",
        en: "Twelve energy-efficient apartments with one to three bedrooms on the Zennepark, within walking distance of Halle station.\n\nEvery apartment has a generous terrace or a private garden, a storage room and an optional space in the underground car park. Sold under the VAT regime, in line with the Breyne Act.",
        de: "Zwölf energieeffiziente Wohnungen mit einem bis drei Schlafzimmern am Zennepark, nur wenige Gehminuten vom Bahnhof Halle entfernt.\n\nJede Wohnung hat eine großzügige Terrasse oder einen Privatgarten, einen Abstellraum und auf Wunsch einen Stellplatz in der Tiefgarage. Verkauf mit Mehrwertsteuer gemäß dem Breyne-Gesetz.",
      },
      units: zennepark,
      documents: documents(1, "Residentie Zennepark", zennepark),
    },
    {
      id: 2,
      number: "HL-2024-03",
      delivery: "Q4 2026",
      publicAddress: false,
      street: "Lembeeksesteenweg",
      houseNumber: "",
      town: townByKey("halle"),
      externalUrl: null,
      titles: { nl: "Hof ter Lembeek", fr: "Hof ter Lembeek", en: "Hof ter Lembeek", de: "Hof ter Lembeek" },
      descriptions: {
        nl: "Zeven halfopen nieuwbouwwoningen met tuin in een groene verkaveling tussen Halle en Lembeek.\n\nDe woningen hebben drie of vier slaapkamers, een carport en een zuidwestgerichte tuin. Bijna-energieneutraal (E-peil onder E30) dankzij warmtepomp en zonnepanelen.",
        fr: "Sept maisons neuves trois façades avec jardin dans un lotissement verdoyant entre Hal et Lembeek.\n\nLes maisons comptent trois ou quatre chambres, un carport et un jardin orienté sud-ouest. Quasi neutres en énergie grâce à une pompe à chaleur et des panneaux solaires.",
        en: "Seven new semi-detached houses with gardens in a green development between Halle and Lembeek.\n\nThe houses have three or four bedrooms, a carport and a south-west facing garden. Nearly zero-energy thanks to a heat pump and solar panels.",
        de: "Sieben neue Doppelhaushälften mit Garten in einer grünen Siedlung zwischen Halle und Lembeek.\n\nDie Häuser haben drei oder vier Schlafzimmer, einen Carport und einen nach Südwesten ausgerichteten Garten. Dank Wärmepumpe und Solaranlage nahezu energieneutral.",
      },
      units: lembeek,
      documents: documents(2, "Hof ter Lembeek", lembeek),
    },
    {
      id: 3,
      number: "JS-2026-02",
      delivery: "Q1 2028",
      publicAddress: true,
      street: "Rue de Mons",
      houseNumber: "210",
      town: townByKey("tubize"),
      externalUrl: "https://www.lesjardinsdelasenne.example/",
      titles: {
        nl: "Les Jardins de la Senne",
        fr: "Les Jardins de la Senne",
        en: "Les Jardins de la Senne",
        de: "Les Jardins de la Senne",
      },
      descriptions: {
        nl: "Negen appartementen in een rustig park langs de Zenne in Tubeke, met gemeenschappelijke tuin en fietsenberging.\n\nDe verkoop verloopt via de eigen website van het project; wij geven u graag een rondleiding in het modelappartement.",
        fr: "Neuf appartements dans un parc paisible le long de la Senne à Tubize, avec jardin commun et local vélos.\n\nLa vente se fait via le site propre au projet ; nous vous faisons volontiers visiter l'appartement témoin.",
        en: "Nine apartments in a quiet park along the Senne in Tubize, with a shared garden and bicycle storage.\n\nSales go through the project's own website; we are happy to show you round the show flat.",
        de: "Neun Wohnungen in einem ruhigen Park an der Senne in Tubize, mit Gemeinschaftsgarten und Fahrradraum.\n\nDer Verkauf läuft über die eigene Website des Projekts; gern führen wir Sie durch die Musterwohnung.",
      },
      units: senne,
      documents: documents(3, "Les Jardins de la Senne", senne),
    },
  ];
}
