// Dutch phrases for the listing texts, in the agency's tone: warm, concrete, no superlatives that a
// visit would contradict. De- and het-words get their own determiner ("deze woning", "dit appartement").

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

const NOUN: Record<TypeKey, readonly [determiner: "deze" | "dit", noun: string]> = {
  house: ["deze", "woning"],
  apartment: ["dit", "appartement"],
  studio: ["deze", "studio"],
  land: ["deze", "bouwgrond"],
  yield: ["dit", "opbrengsteigendom"],
  commercial: ["deze", "handelsruimte"],
  garage: ["deze", "garage"],
  industrial: ["dit", "bedrijfsgebouw"],
  offices: ["deze", "kantoorruimte"],
};

const ORDINAL = ["gelijkvloers", "eerste", "tweede", "derde", "vierde", "vijfde", "zesde", "zevende"];
const ORIENTATION: Record<string, string> = {
  south: "zuidgericht",
  "south-west": "zuidwestgericht",
  west: "westgericht",
  east: "oostgericht",
  "north-east": "noordoostgericht",
  "south-east": "zuidoostgericht",
};
const HEATING: Record<string, string> = {
  gas: "een condensatieketel op aardgas",
  "heat-pump": "een warmtepomp",
  oil: "een ketel op stookolie",
  electric: "elektrische verwarming",
};
const GLAZING: Record<string, string> = { single: "enkele", double: "dubbele", triple: "driedubbele" };

const m2 = (value: number | null) => `${formatNumber("nl", value ?? 0)} m²`;
const rooms = (f: TextFacts) => count(f.bedrooms, "slaapkamer", "slaapkamers");
const baths = (f: TextFacts) => count(f.bathrooms, "badkamer", "badkamers");
const level = (floor: number | null) =>
  !floor ? "het gelijkvloers" : `de ${ORDINAL[floor] ?? `${floor}de`} verdieping`;
const houseKind = (f: TextFacts) =>
  f.facades === 4 ? "vrijstaande woning" : f.facades === 3 ? "halfopen woning" : "rijwoning";

function headline(f: TextFacts): string {
  const city = f.city.nl;
  // Units of a project are not built yet: never "move-in ready", always the project's name.
  if (f.project)
    return `${f.type === "house" ? "Nieuwbouwwoning" : "Nieuwbouwappartement"} in ${f.project.nl} in ${city}`;
  const choice = f.variant("headline", 4);
  switch (f.type) {
    case "house":
      return [
        `Ruime ${houseKind(f)} met ${rooms(f)} in ${city}`,
        `Charmante gezinswoning met ${f.garden ? "tuin" : "terras"} in ${city}`,
        `Instapklare ${houseKind(f)} met ${f.garages > 0 ? "garage" : "tuin"} in ${city}`,
        {
          efficient: `Energiezuinige ${houseKind(f)} in ${city}`,
          renovate: `Te renoveren ${houseKind(f)} met veel potentieel in ${city}`,
          neutral: `Karaktervolle ${houseKind(f)} in ${city}`,
        }[energyTone(f)],
      ][choice] as string;
    case "apartment":
      return [
        `Lichtrijk appartement met ${rooms(f)} in ${city}`,
        `Ruim appartement met ${f.terrace ? "zonnig terras" : "open keuken"} in ${city}`,
        f.floor
          ? `Instapklaar appartement op de ${ORDINAL[f.floor]} verdieping in ${city}`
          : `Instapklaar gelijkvloers appartement in ${city}`,
        `Verzorgd appartement vlak bij het centrum van ${city}`,
      ][choice] as string;
    case "studio":
      return [
        `Gezellige studio in ${city}`,
        `Instapklare studio vlak bij het centrum van ${city}`,
        `Compacte studio met ${f.terrace ? "terras" : "open keuken"} in ${city}`,
        isForSale(f.goal) ? `Studio in ${city}, ideaal als investering` : `Instapklare studio voor starters in ${city}`,
      ][choice] as string;
    case "land":
      return [
        `Bouwgrond van ${m2(f.plot)} in ${city}`,
        `Ruim perceel bouwgrond voor open bebouwing in ${city}`,
        `Zonnig gelegen bouwgrond in ${city}`,
        `Rustig gelegen bouwkavel in ${city}`,
      ][choice] as string;
    case "yield":
      return [
        `Opbrengsteigendom met ${f.units} wooneenheden in ${city}`,
        `Goed verhuurd opbrengstpand in ${city}`,
        `Handelspand met bovenliggende appartementen in ${city}`,
        `Rendabel opbrengsteigendom in het centrum van ${city}`,
      ][choice] as string;
    case "commercial":
      return [
        `Handelspand van ${m2(f.living)} in ${city}`,
        `Commerciële ruimte aan een drukke invalsweg in ${city}`,
        `Winkelruimte met grote etalage in ${city}`,
        `Polyvalente handelsruimte in het centrum van ${city}`,
      ][choice] as string;
    case "garage":
      return [
        `Afgesloten garagebox in ${city}`,
        `Garage in een rustige straat in ${city}`,
        `Ruime garage vlak bij het centrum van ${city}`,
        f.electricDoor ? `Garagebox met elektrische poort in ${city}` : `Praktische garagebox in ${city}`,
      ][choice] as string;
    case "industrial":
      return [
        `Bedrijfsgebouw van ${m2(f.living)} in ${city}`,
        `Magazijn met kantoorruimte in ${city}`,
        `KMO-unit met laadkade in ${city}`,
        `Polyvalente loods met ruime manoeuvreerruimte in ${city}`,
      ][choice] as string;
    case "offices":
      return [
        `Kantoorruimte van ${m2(f.living)} in ${city}`,
        `Instapklare kantoren met parking in ${city}`,
        `Representatief kantoor in ${city}`,
        `Lichtrijke kantoorruimte in het centrum van ${city}`,
      ][choice] as string;
  }
}

function intro(f: TextFacts): string {
  const city = f.city.nl;
  const [det, noun] = NOUN[f.type];
  const Det = det === "deze" ? "Deze" : "Dit";
  const choice = f.variant("intro", 3);
  switch (f.type) {
    case "house":
    case "apartment":
    case "studio":
      return [
        `${Det} ${noun} ligt in een rustige straat in ${city}, op wandelafstand van winkels, scholen en openbaar vervoer.`,
        `In een aangename buurt van ${city} vindt u ${det} verzorgde ${noun}, ideaal voor wie ruimte en comfort zoekt.`,
        `Wie rust en een vlotte bereikbaarheid wil combineren, zit goed met ${det} ${noun} in ${city}: het centrum en de grote invalswegen liggen om de hoek.`,
      ][choice] as string;
    case "yield":
      return [
        `Dit opbrengsteigendom in ${city} telt ${f.units} wooneenheden en is een solide belegging met een stabiel huurrendement.`,
        `Op een gegeerde ligging in ${city} biedt dit opbrengsteigendom ${f.units} afzonderlijk verhuurbare eenheden.`,
        `Beleggers opgelet: dit goed onderhouden opbrengsteigendom in ${city} is volledig verhuurd en meteen rendabel.`,
      ][choice] as string;
    case "land":
      return [
        `Deze bouwgrond van ${m2(f.plot)} ligt in een rustige, groene omgeving in ${city}.`,
        `In ${city} bieden wij deze mooi georiënteerde bouwgrond aan, ideaal om uw droomwoning te realiseren.`,
        `Zoekt u een plek om zelf te bouwen? Deze bouwgrond in ${city} is meteen beschikbaar en vrij van bouwpromotor.`,
      ][choice] as string;
    case "garage":
      return [
        `Deze garage in ${city} is een praktische oplossing voor wie zijn wagen veilig en droog wil stallen.`,
        `In een rustige straat in ${city} bieden wij deze afgesloten garage aan, vlot bereikbaar met de wagen.`,
        `Parkeren in ${city} wordt een stuk eenvoudiger met deze ruime garage op wandelafstand van het centrum.`,
      ][choice] as string;
    default:
      return [
        `${Det} ${noun} van ${m2(f.living)} in ${city} is vlot bereikbaar en er zijn voldoende parkeermogelijkheden in de buurt.`,
        `Op een zichtbare locatie in ${city} bieden wij ${det} polyvalente ${noun} aan, geschikt voor uiteenlopende activiteiten.`,
        `Ondernemers die een professionele uitvalsbasis zoeken in ${city}, vinden hier een goed onderhouden ${noun} van ${m2(f.living)}.`,
      ][choice] as string;
  }
}

function layout(f: TextFacts): string {
  switch (f.type) {
    case "house": {
      const kind = f.facades === 4 ? "open" : f.facades === 3 ? "halfopen" : "gesloten";
      const garage = f.garages > 0 ? ` De garage biedt plaats aan ${count(f.garages, "wagen", "wagens")}.` : "";
      return `De woning (${kind} bebouwing) biedt ${m2(f.living)} bewoonbare oppervlakte op een perceel van ${m2(f.plot)}. Het gelijkvloers omvat een inkomhal met vestiaire, een lichtrijke leefruimte en een volledig ingerichte keuken met toegang tot ${f.garden ? "de tuin" : "het terras"}. Op de verdieping vindt u ${rooms(f)} en ${baths(f)}.${garage}`;
    }
    case "apartment": {
      const lift = f.lift ? " en is bereikbaar met de lift" : "";
      const terrace = f.terraceArea ? ` Het terras van ${m2(f.terraceArea)} is ideaal om buiten te eten.` : "";
      return `Het appartement ligt op ${level(f.floor)}${lift}. Het omvat een inkomhal, een leefruimte met open keuken, ${rooms(f)}, ${baths(f)} en een apart toilet, samen goed voor ${m2(f.living)}.${terrace}`;
    }
    case "studio":
      return `De studio van ${m2(f.living)} op ${level(f.floor)} combineert een leef- en slaapruimte met een ingerichte kitchenette, een douchekamer met toilet en voldoende bergruimte.`;
    case "land": {
      const orientation = f.orientation ? ` De tuinzijde is ${ORIENTATION[f.orientation] ?? "goed georiënteerd"}.` : "";
      return `Het perceel heeft een straatbreedte van ${formatNumber("nl", f.plotWidth ?? 15)} m en ligt in ${f.profile === "village" ? "woongebied met landelijk karakter" : "woongebied"}. De verkavelingsvergunning is verleend, zodat u meteen met uw architect aan de slag kunt.${orientation}`;
    }
    case "yield":
      return `Het gebouw omvat ${f.units} wooneenheden met in totaal ${rooms(f)} en ${baths(f)}, op een oppervlakte van ${m2(f.living)}. Elke eenheid heeft eigen meters voor water, gas en elektriciteit.`;
    case "commercial":
      return `De ruimte van ${m2(f.living)} omvat een open verkoopruimte met grote etalage, een berging en sanitair. Dankzij de flexibele indeling leent ze zich tot winkel, showroom of praktijkruimte.`;
    case "offices":
      return `De kantoorruimte van ${m2(f.living)} op ${level(f.floor)} is ingedeeld in een open landschapskantoor, twee vergaderzalen, een kitchenette en sanitair. Bekabeling, ledverlichting en koeling zijn aanwezig.`;
    case "industrial":
      return `Het gebouw biedt ${m2(f.living)} opslag- en productieruimte met sectionaalpoorten en een laadkade, aangevuld met ${m2(f.officeArea)} kantoren. Het terrein van ${m2(f.plot)} heeft ruime manoeuvreer- en parkeermogelijkheden.`;
    case "garage":
      return `De garage meet ${m2(f.garageArea)} en heeft een ${f.electricDoor ? "elektrische" : "manuele"} kantelpoort. Verlichting en een stopcontact zijn aanwezig.`;
  }
}

function energy(f: TextFacts): string | undefined {
  if (f.epcStatus === "not-applicable") return undefined;
  const parts: string[] = [];
  if (f.constructionYear) {
    if (f.constructionYear > BUILT_BY) parts.push(`De oplevering is voorzien in ${f.constructionYear}.`);
    else
      parts.push(
        f.constructionYear >= 2020
          ? `Het gaat om een recente nieuwbouw uit ${f.constructionYear}.`
          : `Het gebouw dateert van ${f.constructionYear}.`,
      );
  }
  if (f.renovationYear) parts.push(`In ${f.renovationYear} werd het grondig gerenoveerd.`);
  if (f.heating && HEATING[f.heating]) {
    parts.push(
      `Verwarming gebeurt met ${HEATING[f.heating]}${f.glazing ? ` en alle ramen hebben ${GLAZING[f.glazing] ?? "dubbele"} beglazing` : ""}.`,
    );
  }
  if (f.epcStatus === "in-application") parts.push("Het energieprestatiecertificaat is aangevraagd.");
  else if (f.luxembourgClass) parts.push(`Energieklasse ${f.luxembourgClass} (Luxemburgse energiepas).`);
  else if (f.epcValue !== null && f.region === "flanders")
    parts.push(
      `Het EPC-kengetal bedraagt ${formatNumber("nl", f.epcValue)} kWh/m² per jaar (certificaat ${f.certificateCode}).`,
    );
  else if (f.epcValue !== null && f.region === "brussels")
    parts.push(
      `De energieprestatie bedraagt ${formatNumber("nl", f.epcValue)} kWh/m² per jaar, met een CO2-uitstoot van ${formatNumber("nl", f.co2 ?? 0)} kg/m² per jaar.`,
    );
  else if (f.epcValue !== null)
    parts.push(
      `Het specifieke primaire energieverbruik bedraagt ${formatNumber("nl", f.epcValue)} kWh/m² per jaar (EPB-certificaat ${f.certificateCode}).`,
    );
  return parts.join(" ");
}

function availability(code: string | null): string {
  if (!code || code === "by-agreement") return "in overleg";
  if (code === "immediately") return "onmiddellijk";
  if (code === "at-deed") return "bij akte";
  return `vanaf ${formatDate("nl", code)}`;
}

function closing(f: TextFacts): string {
  if (f.marquee === 3)
    return "Dit pand is verkocht. Bekijk ons andere aanbod te koop of laat uw zoekopdracht achter, dan verwittigen wij u bij een nieuw pand dat bij u past.";
  if (f.marquee === 4)
    return "Dit pand is verhuurd. Bekijk ons andere huuraanbod of laat uw zoekopdracht achter, dan verwittigen wij u bij een nieuw pand dat bij u past.";
  const parts: string[] = [];
  if (f.goal === 1) {
    const charges =
      f.renterCharges > 0
        ? `te vermeerderen met ${formatMoney("nl", f.renterCharges)} gemeenschappelijke kosten per maand`
        : "zonder gemeenschappelijke kosten";
    parts.push(
      `De huurprijs bedraagt ${formatMoney("nl", f.price)} per maand, ${charges}. Beschikbaar: ${availability(f.availability)}.`,
    );
  } else {
    if (f.project)
      parts.push(
        `Deze eenheid maakt deel uit van het nieuwbouwproject ${f.project.nl}; de prijs is een vanafprijs, exclusief btw, registratierechten en aktekosten.`,
      );
    if (f.annuity)
      parts.push(
        `De woning wordt verkocht op lijfrente: een boeket van ${formatMoney("nl", f.annuity.bouquet)} en een maandelijkse rente van ${formatMoney("nl", f.annuity.monthly)}.`,
      );
    if (!f.publishPrice) parts.push("De vraagprijs krijgt u op aanvraag.");
  }
  if (f.banner === "full")
    parts.push(
      "Alle bezoekmomenten zijn momenteel volzet; laat uw gegevens achter en wij contacteren u zodra er een plaats vrijkomt.",
    );
  else {
    parts.push(
      [
        "Interesse? Neem contact op met ons kantoor in Halle of vraag meteen een bezoek aan via deze pagina.",
        "Laat deze kans niet liggen en maak vandaag nog een afspraak voor een bezichtiging.",
        "Meer informatie of een plaatsbezoek? Ons team staat zes dagen op zeven voor u klaar.",
      ][f.variant("closing", 3)] as string,
    );
  }
  return parts.join(" ");
}

export const nl: PhraseBook = {
  language: "nl",
  banners: {
    match: "Het is een match!",
    option: "In optie!",
    sold: "Verkocht!",
    rented: "Verhuurd!",
    full: "Bezoekmomenten volzet!",
  },
  headline,
  paragraphs: (f) => [intro(f), layout(f), energy(f), closing(f)].filter((text): text is string => Boolean(text)),
};
