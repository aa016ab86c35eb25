// French phrases for the listing texts. Nouns carry their gender so determiners and adjectives
// agree ("cette maison soignée", "cet appartement soigné"); "de" elides before a vowel ("d'Uccle").

import { isForSale } from "../app/domain/listing.ts";
import type { TypeKey } from "./constants.ts";
import {
  BUILT_BY,
  count,
  energyTone,
  formatDate,
  formatMoney,
  formatNumber,
  type PhraseBook,
  type TextFacts,
} from "./text-facts.ts";

type Gender = "m" | "f";
const NOUN: Record<TypeKey, readonly [gender: Gender, noun: string]> = {
  house: ["f", "maison"],
  apartment: ["m", "appartement"],
  studio: ["m", "studio"],
  land: ["m", "terrain"],
  yield: ["m", "immeuble de rapport"],
  commercial: ["f", "surface commerciale"],
  garage: ["m", "garage"],
  industrial: ["m", "bâtiment industriel"],
  offices: ["m", "espace de bureaux"],
};

const ORDINAL = [
  "rez-de-chaussée",
  "premier",
  "deuxième",
  "troisième",
  "quatrième",
  "cinquième",
  "sixième",
  "septième",
];
const ORIENTATION: Record<string, string> = {
  south: "plein sud",
  "south-west": "sud-ouest",
  west: "ouest",
  east: "est",
  "north-east": "nord-est",
  "south-east": "sud-est",
};
const HEATING: Record<string, string> = {
  gas: "une chaudière à condensation au gaz naturel",
  "heat-pump": "une pompe à chaleur",
  oil: "une chaudière au mazout",
  electric: "un chauffage électrique",
};
const GLAZING: Record<string, string> = {
  single: "simple vitrage",
  double: "double vitrage",
  triple: "triple vitrage",
};

const m2 = (value: number | null) => `${formatNumber("fr", value ?? 0)} m²`;
const rooms = (f: TextFacts) => count(f.bedrooms, "chambre", "chambres");
const baths = (f: TextFacts) => count(f.bathrooms, "salle de bains", "salles de bains");
const level = (floor: number | null) => (!floor ? "au rez-de-chaussée" : `au ${ORDINAL[floor] ?? `${floor}e`} étage`);
/** "de Hal", "d'Uccle". */
const of = (city: string) => (/^[aeiouyàâéèêîôû]/i.test(city) ? `d'${city}` : `de ${city}`);
const demonstrative = (gender: Gender, noun: string) =>
  gender === "f" ? "cette" : /^[aeiouyéèh]/i.test(noun) ? "cet" : "ce";
const agree = (gender: Gender, masculine: string, feminine: string) => (gender === "f" ? feminine : masculine);
const houseKind = (f: TextFacts) =>
  f.facades === 4 ? "maison quatre façades" : f.facades === 3 ? "maison trois façades" : "maison mitoyenne";
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function headline(f: TextFacts): string {
  const city = f.city.fr;
  // Units of a project are not built yet: never "ready to move in", always the project's name.
  if (f.project)
    return `${f.type === "house" ? "Maison neuve" : "Appartement neuf"} dans le projet ${f.project.fr} à ${city}`;
  const choice = f.variant("headline", 4);
  switch (f.type) {
    case "house":
      return [
        `Spacieuse ${houseKind(f)} avec ${rooms(f)} à ${city}`,
        `Charmante maison familiale avec ${f.garden ? "jardin" : "terrasse"} à ${city}`,
        `${cap(houseKind(f))} prête à habiter avec ${f.garages > 0 ? "garage" : "jardin"} à ${city}`,
        {
          efficient: `${cap(houseKind(f))} basse énergie à ${city}`,
          renovate: `${cap(houseKind(f))} à rénover au beau potentiel à ${city}`,
          neutral: `${cap(houseKind(f))} pleine de caractère à ${city}`,
        }[energyTone(f)],
      ][choice] as string;
    case "apartment":
      return [
        `Appartement lumineux avec ${rooms(f)} à ${city}`,
        `Spacieux appartement avec ${f.terrace ? "terrasse ensoleillée" : "cuisine ouverte"} à ${city}`,
        `Appartement prêt à habiter ${level(f.floor)} à ${city}`,
        `Appartement soigné proche du centre ${of(city)}`,
      ][choice] as string;
    case "studio":
      return [
        `Studio cosy à ${city}`,
        `Studio prêt à habiter proche du centre ${of(city)}`,
        `Studio compact avec ${f.terrace ? "terrasse" : "cuisine ouverte"} à ${city}`,
        isForSale(f.goal)
          ? `Studio à ${city}, idéal pour investisseur`
          : `Studio prêt à habiter pour jeune actif à ${city}`,
      ][choice] as string;
    case "land":
      return [
        `Terrain à bâtir de ${m2(f.plot)} à ${city}`,
        `Vaste terrain à bâtir pour maison quatre façades à ${city}`,
        `Terrain à bâtir bien orienté à ${city}`,
        `Terrain à bâtir au calme à ${city}`,
      ][choice] as string;
    case "yield":
      return [
        `Immeuble de rapport de ${f.units} logements à ${city}`,
        `Immeuble de rapport entièrement loué à ${city}`,
        `Commerce avec appartements aux étages à ${city}`,
        `Immeuble de rapport rentable au centre ${of(city)}`,
      ][choice] as string;
    case "commercial":
      return [
        `Surface commerciale de ${m2(f.living)} à ${city}`,
        `Espace commercial sur un axe passant à ${city}`,
        `Magasin avec grande vitrine à ${city}`,
        `Surface commerciale polyvalente au centre ${of(city)}`,
      ][choice] as string;
    case "garage":
      return [
        `Box de garage fermé à ${city}`,
        `Garage dans une rue calme à ${city}`,
        `Garage spacieux proche du centre ${of(city)}`,
        f.electricDoor ? `Box de garage avec porte électrique à ${city}` : `Box de garage pratique à ${city}`,
      ][choice] as string;
    case "industrial":
      return [
        `Bâtiment industriel de ${m2(f.living)} à ${city}`,
        `Entrepôt avec bureaux à ${city}`,
        `Unité PME avec quai de chargement à ${city}`,
        `Hall polyvalent avec vaste aire de manœuvre à ${city}`,
      ][choice] as string;
    case "offices":
      return [
        `Bureaux de ${m2(f.living)} à ${city}`,
        `Bureaux prêts à l'emploi avec parking à ${city}`,
        `Bureau représentatif à ${city}`,
        `Bureaux lumineux au centre ${of(city)}`,
      ][choice] as string;
  }
}

function intro(f: TextFacts): string {
  const city = f.city.fr;
  const [gender, noun] = NOUN[f.type];
  const dem = demonstrative(gender, noun);
  const choice = f.variant("intro", 3);
  switch (f.type) {
    case "house":
    case "apartment":
    case "studio":
      return [
        `${cap(dem)} ${noun} se situe dans une rue calme à ${city}, à deux pas des commerces, des écoles et des transports en commun.`,
        `Dans un quartier agréable ${of(city)}, découvrez ${dem} ${noun} ${agree(gender, "soigné", "soignée")}, ${agree(gender, "idéal", "idéale")} pour qui recherche espace et confort.`,
        `Pour conjuguer calme et accessibilité, ${dem} ${noun} à ${city} est le bon choix : le centre et les grands axes sont tout proches.`,
      ][choice] as string;
    case "yield":
      return [
        `Cet immeuble de rapport à ${city} compte ${f.units} logements et constitue un placement solide au rendement locatif stable.`,
        `Idéalement situé à ${city}, cet immeuble de rapport propose ${f.units} unités louables séparément.`,
        `Avis aux investisseurs : cet immeuble de rapport bien entretenu à ${city} est entièrement loué et rentable dès le premier jour.`,
      ][choice] as string;
    case "land":
      return [
        `Ce terrain à bâtir de ${m2(f.plot)} se situe dans un environnement calme et verdoyant à ${city}.`,
        `À ${city}, nous vous proposons ce terrain bien orienté, idéal pour réaliser la maison de vos rêves.`,
        `Vous cherchez un endroit pour construire ? Ce terrain à ${city} est disponible immédiatement et libre de tout constructeur.`,
      ][choice] as string;
    case "garage":
      return [
        `Ce garage à ${city} est la solution pratique pour garer votre voiture en toute sécurité, à l'abri des intempéries.`,
        `Dans une rue calme à ${city}, nous proposons ce garage fermé, facilement accessible en voiture.`,
        `Se garer à ${city} devient beaucoup plus simple avec ce garage spacieux à quelques pas du centre.`,
      ][choice] as string;
    default:
      return [
        `${cap(dem)} ${noun} de ${m2(f.living)} à ${city} est facilement accessible et dispose de nombreuses possibilités de stationnement à proximité.`,
        `Sur un emplacement visible à ${city}, nous proposons ${dem} ${noun} ${agree(gender, "polyvalent", "polyvalente")}, ${agree(gender, "adapté", "adaptée")} à de nombreuses activités.`,
        `Les entrepreneurs à la recherche d'une base professionnelle à ${city} trouveront ici ${agree(gender, "un", "une")} ${noun} ${agree(gender, "bien entretenu", "bien entretenue")} de ${m2(f.living)}.`,
      ][choice] as string;
  }
}

function layout(f: TextFacts): string {
  switch (f.type) {
    case "house": {
      const facades = f.facades === 4 ? "quatre" : f.facades === 3 ? "trois" : "deux";
      const garage = f.garages > 0 ? ` Le garage peut accueillir ${count(f.garages, "voiture", "voitures")}.` : "";
      return `La maison (${facades} façades) offre ${m2(f.living)} habitables sur une parcelle de ${m2(f.plot)}. Le rez-de-chaussée comprend un hall d'entrée avec vestiaire, un séjour lumineux et une cuisine entièrement équipée donnant sur ${f.garden ? "le jardin" : "la terrasse"}. À l'étage se trouvent ${rooms(f)} et ${baths(f)}.${garage}`;
    }
    case "apartment": {
      const lift = f.lift ? " et est desservi par un ascenseur" : "";
      const terrace = f.terraceArea ? ` La terrasse de ${m2(f.terraceArea)} est idéale pour manger dehors.` : "";
      return `L'appartement se situe ${level(f.floor)}${lift}. Il comprend un hall d'entrée, un séjour avec cuisine ouverte, ${rooms(f)}, ${baths(f)} et un WC séparé, pour un total de ${m2(f.living)}.${terrace}`;
    }
    case "studio":
      return `Le studio de ${m2(f.living)}, situé ${level(f.floor)}, combine un espace de jour et de nuit, une kitchenette équipée, une salle de douche avec WC et de nombreux rangements.`;
    case "land": {
      const orientation = f.orientation
        ? ` Le jardin est orienté ${ORIENTATION[f.orientation] ?? "favorablement"}.`
        : "";
      return `La parcelle présente une largeur de façade de ${formatNumber("fr", f.plotWidth ?? 15)} m et se situe en zone d'habitat${f.profile === "village" ? " à caractère rural" : ""}. Le permis d'urbanisation est délivré : vous pouvez commencer votre projet avec votre architecte sans attendre.${orientation}`;
    }
    case "yield":
      return `L'immeuble comprend ${f.units} logements totalisant ${rooms(f)} et ${baths(f)}, sur une surface de ${m2(f.living)}. Chaque unité dispose de ses propres compteurs d'eau, de gaz et d'électricité.`;
    case "commercial":
      return `L'espace de ${m2(f.living)} comprend une surface de vente ouverte avec grande vitrine, une réserve et des sanitaires. Grâce à son agencement flexible, il convient à un magasin, un showroom ou un cabinet.`;
    case "offices":
      return `Le plateau de bureaux de ${m2(f.living)}, situé ${level(f.floor)}, se compose d'un open space, de deux salles de réunion, d'une kitchenette et de sanitaires. Câblage, éclairage LED et climatisation sont en place.`;
    case "industrial":
      return `Le bâtiment offre ${m2(f.living)} d'entrepôt et d'atelier avec portes sectionnelles et quai de chargement, complétés par ${m2(f.officeArea)} de bureaux. Le terrain de ${m2(f.plot)} offre de larges possibilités de manœuvre et de stationnement.`;
    case "garage":
      return `Le garage mesure ${m2(f.garageArea)} et dispose d'une porte basculante ${f.electricDoor ? "électrique" : "manuelle"}. Éclairage et prise électrique sont présents.`;
  }
}

function energy(f: TextFacts): string | undefined {
  if (f.epcStatus === "not-applicable") return undefined;
  const parts: string[] = [];
  if (f.constructionYear) {
    if (f.constructionYear > BUILT_BY) parts.push(`La livraison est prévue en ${f.constructionYear}.`);
    else
      parts.push(
        f.constructionYear >= 2020
          ? `Il s'agit d'une construction récente de ${f.constructionYear}.`
          : `Le bâtiment date de ${f.constructionYear}.`,
      );
  }
  if (f.renovationYear) parts.push(`Il a été entièrement rénové en ${f.renovationYear}.`);
  if (f.heating && HEATING[f.heating]) {
    parts.push(
      `Le chauffage est assuré par ${HEATING[f.heating]}${f.glazing ? ` et toutes les fenêtres sont équipées de ${GLAZING[f.glazing] ?? "double vitrage"}` : ""}.`,
    );
  }
  if (f.epcStatus === "in-application") parts.push("Le certificat de performance énergétique est en cours de demande.");
  else if (f.luxembourgClass)
    parts.push(`Classe énergétique ${f.luxembourgClass} (passeport énergétique luxembourgeois).`);
  else if (f.epcValue !== null && f.region === "flanders")
    parts.push(
      `La consommation d'énergie primaire s'élève à ${formatNumber("fr", f.epcValue)} kWh/m² par an (certificat PEB ${f.certificateCode}).`,
    );
  else if (f.epcValue !== null && f.region === "brussels")
    parts.push(
      `La performance énergétique s'élève à ${formatNumber("fr", f.epcValue)} kWh/m² par an, avec des émissions de CO2 de ${formatNumber("fr", f.co2 ?? 0)} kg/m² par an.`,
    );
  else if (f.epcValue !== null)
    parts.push(
      `La consommation spécifique d'énergie primaire s'élève à ${formatNumber("fr", f.epcValue)} kWh/m² par an (certificat PEB n° ${f.certificateCode}).`,
    );
  return parts.join(" ");
}

function availability(code: string | null): string {
  if (!code || code === "by-agreement") return "à convenir";
  if (code === "immediately") return "immédiate";
  if (code === "at-deed") return "à l'acte";
  return `à partir du ${formatDate("fr", code).replace(/^1 /, "1er ")}`;
}

function closing(f: TextFacts): string {
  if (f.marquee === 3)
    return "Ce bien est vendu. Découvrez nos autres biens à vendre ou laissez-nous votre recherche : nous vous préviendrons dès qu'un bien correspondant se présente.";
  if (f.marquee === 4)
    return "Ce bien est loué. Découvrez nos autres biens à louer ou laissez-nous votre recherche : nous vous préviendrons dès qu'un bien correspondant se présente.";
  const parts: string[] = [];
  if (f.goal === 1) {
    const charges =
      f.renterCharges > 0
        ? `auxquels s'ajoutent ${formatMoney("fr", f.renterCharges)} de charges communes par mois`
        : "sans charges communes";
    parts.push(
      `Le loyer s'élève à ${formatMoney("fr", f.price)} par mois, ${charges}. Disponibilité : ${availability(f.availability)}.`,
    );
  } else {
    if (f.project)
      parts.push(
        `Cette unité fait partie du projet neuf ${f.project.fr} ; le prix indiqué est un prix de départ, hors TVA, droits d'enregistrement et frais d'acte.`,
      );
    if (f.annuity)
      parts.push(
        `Ce bien est vendu en viager : un bouquet de ${formatMoney("fr", f.annuity.bouquet)} et une rente mensuelle de ${formatMoney("fr", f.annuity.monthly)}.`,
      );
    if (!f.publishPrice) parts.push("Le prix est communiqué sur demande.");
  }
  if (f.banner === "full")
    parts.push(
      "Toutes les plages de visite sont actuellement complètes ; laissez-nous vos coordonnées et nous vous recontacterons dès qu'une place se libère.",
    );
  else {
    parts.push(
      [
        "Intéressé ? Contactez notre agence de Hal ou demandez directement une visite via cette page.",
        "Ne laissez pas passer cette occasion et prenez rendez-vous dès aujourd'hui pour une visite.",
        "Plus d'informations ou une visite sur place ? Notre équipe est à votre disposition six jours sur sept.",
      ][f.variant("closing", 3)] as string,
    );
  }
  return parts.join(" ");
}

export const fr: PhraseBook = {
  language: "fr",
  banners: {
    match: "C'est un match !",
    option: "Sous option !",
    sold: "Vendu !",
    rented: "Loué !",
    full: "Visites complètes !",
  },
  headline,
  paragraphs: (f) => [intro(f), layout(f), energy(f), closing(f)].filter((text): text is string => Boolean(text)),
};
