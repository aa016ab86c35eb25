// The agency's team. Each member is an article of the team category: the title is the name, the
// summary the role, the body a short introduction; phone and e-mail go in the article's data.
import type { ArticleText, PerLanguage } from "./article-types.ts";

interface Member {
  name: string;
  role: PerLanguage<string>;
  since: number;
  /** What the member does, completing "... and ..." in each language's bio. */
  focus: PerLanguage<string>;
  bivNumber?: string;
  /** Chooses the German job title form and the avatar's hair. */
  female: boolean;
}

const MEMBERS: readonly Member[] = [
  {
    name: "Sofie Van den Broeck",
    since: 2009,
    bivNumber: "509.123",
    female: true,
    role: {
      nl: "Zaakvoerder, erkend vastgoedmakelaar",
      fr: "Gérante, agent immobilier agréé",
      en: "Managing director, licensed agent",
      de: "Geschäftsführerin, zugelassene Maklerin",
    },
    focus: {
      nl: "begeleidt vooral verkopen van woningen in de Zennevallei",
      fr: "accompagne surtout des ventes de maisons dans la vallée de la Senne",
      en: "mainly handles house sales in the Zenne valley",
      de: "betreut vor allem Hausverkäufe im Sennetal",
    },
  },
  {
    name: "Jan De Smet",
    since: 2014,
    bivNumber: "511.842",
    female: false,
    role: { nl: "Vastgoedmakelaar verkoop", fr: "Agent immobilier vente", en: "Sales agent", de: "Makler Verkauf" },
    focus: {
      nl: "kent de markt in Halle, Beersel en Sint-Pieters-Leeuw als geen ander",
      fr: "connaît comme personne le marché de Hal, Beersel et Leeuw-Saint-Pierre",
      en: "knows the market in Halle, Beersel and Sint-Pieters-Leeuw like no one else",
      de: "kennt den Markt in Halle, Beersel und Sint-Pieters-Leeuw wie kein anderer",
    },
  },
  {
    name: "Nathalie Dubois",
    since: 2016,
    bivNumber: "513.407",
    female: true,
    role: {
      nl: "Verantwoordelijke verhuur",
      fr: "Responsable location",
      en: "Head of lettings",
      de: "Leiterin Vermietung",
    },
    focus: {
      nl: "zoekt voor elke eigenaar de juiste huurder",
      fr: "trouve pour chaque propriétaire le bon locataire",
      en: "finds the right tenant for every owner",
      de: "findet für jeden Eigentümer den richtigen Mieter",
    },
  },
  {
    name: "Pieter Claes",
    since: 2018,
    female: false,
    role: { nl: "Rentmeester", fr: "Gestionnaire de biens", en: "Property manager", de: "Hausverwalter" },
    focus: {
      nl: "beheert meer dan honderd verhuurde panden",
      fr: "gère plus de cent biens loués",
      en: "manages more than a hundred let properties",
      de: "verwaltet mehr als hundert vermietete Immobilien",
    },
  },
  {
    name: "Thomas Lemaire",
    since: 2019,
    bivNumber: "515.266",
    female: false,
    role: {
      nl: "Projectadviseur nieuwbouw",
      fr: "Conseiller projets neufs",
      en: "New-build project adviser",
      de: "Projektberater Neubau",
    },
    focus: {
      nl: "begeleidt kopers van nieuwbouwprojecten van plan tot oplevering",
      fr: "accompagne les acheteurs de projets neufs du plan à la réception",
      en: "guides buyers of new-build projects from plans to handover",
      de: "begleitet Käufer von Neubauprojekten vom Plan bis zur Abnahme",
    },
  },
  {
    name: "Mehdi El Amrani",
    since: 2020,
    bivNumber: "516.930",
    female: false,
    role: { nl: "Schatter en makelaar", fr: "Estimateur et agent", en: "Valuer and agent", de: "Gutachter und Makler" },
    focus: {
      nl: "maakt de meeste schattingen van ons kantoor",
      fr: "réalise la plupart des estimations de notre agence",
      en: "carries out most of our office's valuations",
      de: "erstellt die meisten Bewertungen unseres Büros",
    },
  },
  {
    name: "Lotte Peeters",
    since: 2021,
    female: true,
    role: {
      nl: "Commercieel assistent",
      fr: "Assistante commerciale",
      en: "Sales assistant",
      de: "Vertriebsassistentin",
    },
    focus: {
      nl: "plant de bezoeken en is uw eerste aanspreekpunt aan de telefoon",
      fr: "planifie les visites et est votre premier contact au téléphone",
      en: "schedules the viewings and is your first point of contact on the phone",
      de: "plant die Besichtigungen und ist Ihre erste Ansprechpartnerin am Telefon",
    },
  },
  {
    name: "Els Wouters",
    since: 2012,
    female: true,
    role: { nl: "Officemanager", fr: "Office manager", en: "Office manager", de: "Office-Managerin" },
    focus: {
      nl: "houdt de dossiers, de attesten en de boekhouding op orde",
      fr: "tient à jour les dossiers, les attestations et la comptabilité",
      en: "keeps the files, certificates and accounts in order",
      de: "hält Akten, Bescheinigungen und Buchhaltung in Ordnung",
    },
  },
];

export interface TeamSeed {
  key: string;
  imageKey: string;
  longHair: boolean;
  data: Record<string, string>;
  texts: PerLanguage<ArticleText>;
}

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function bios(member: Member): PerLanguage<string[]> {
  const first = member.name.split(" ")[0] ?? member.name;
  const biv = member.bivNumber;
  return {
    nl: [
      `${first} werkt sinds ${member.since} bij Immo Zennevallei en ${member.focus.nl}.`,
      biv
        ? `${first} is erkend vastgoedmakelaar-bemiddelaar (BIV ${biv}).`
        : `${first} spreekt Nederlands, Frans en Engels.`,
    ],
    fr: [
      `${first} travaille chez Immo Zennevallei depuis ${member.since} et ${member.focus.fr}.`,
      biv
        ? `${first} est agent immobilier intermédiaire agréé (IPI ${biv}).`
        : `${first} parle néerlandais, français et anglais.`,
    ],
    en: [
      `${first} has worked at Immo Zennevallei since ${member.since} and ${member.focus.en}.`,
      biv
        ? `${first} is a licensed real-estate agent-intermediary (BIV/IPI ${biv}).`
        : `${first} speaks Dutch, French and English.`,
    ],
    de: [
      `${first} arbeitet seit ${member.since} bei Immo Zennevallei und ${member.focus.de}.`,
      biv
        ? `${first} ist ${member.female ? "zugelassene Immobilienmaklerin-Vermittlerin" : "zugelassener Immobilienmakler-Vermittler"} (BIV/IPI ${biv}).`
        : `${first} spricht Niederländisch, Französisch und Englisch.`,
    ],
  };
}

export const TEAM: readonly TeamSeed[] = MEMBERS.map((member, index) => {
  const slug = slugOf(member.name);
  const first = slug.split("-")[0];
  const bio = bios(member);
  const text = (language: keyof PerLanguage<string>): ArticleText => ({
    slug,
    title: member.name,
    summary: member.role[language],
    body: bio[language],
  });
  return {
    key: `team-${slug}`,
    imageKey: `team-${slug}`,
    longHair: member.female,
    data: {
      phone: `02 356 47 ${81 + index}`,
      email: `${first}@immozennevallei.example`,
      ...(member.bivNumber ? { bivNumber: member.bivNumber } : {}),
      // Every member speaks the region's languages and English; the managing director German too.
      languages: index === 0 ? "nl,fr,en,de" : "nl,fr,en",
    },
    texts: { nl: text("nl"), fr: text("fr"), en: text("en"), de: text("de") },
  };
});
