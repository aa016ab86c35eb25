// German phrases for the listing texts. Adjectives before a noun without article take the strong
// ending of the noun's gender ("Geräumiges Haus", "Helle Wohnung"), so each phrase is written out whole.

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

/** Noun with its demonstrative in the nominative ("dieses Haus", "diese Wohnung"). */
const NOUN: Record<TypeKey, readonly [demonstrative: "dieser" | "diese" | "dieses", noun: string]> = {
  house: ["dieses", "Haus"],
  apartment: ["diese", "Wohnung"],
  studio: ["dieses", "Studio"],
  land: ["dieses", "Baugrundstück"],
  yield: ["dieses", "Renditeobjekt"],
  commercial: ["diese", "Gewerbefläche"],
  garage: ["diese", "Garage"],
  industrial: ["dieses", "Gewerbegebäude"],
  offices: ["diese", "Bürofläche"],
};
const ORDINAL = ["Erdgeschoss", "ersten", "zweiten", "dritten", "vierten", "fünften", "sechsten", "siebten"];
const ORIENTATION: Record<string, string> = {
  south: "nach Süden",
  "south-west": "nach Südwesten",
  west: "nach Westen",
  east: "nach Osten",
  "north-east": "nach Nordosten",
  "south-east": "nach Südosten",
};
const HEATING: Record<string, string> = {
  gas: "einen Gas-Brennwertkessel",
  "heat-pump": "eine Wärmepumpe",
  oil: "einen Ölkessel",
  electric: "eine Elektroheizung",
};
const GLAZING: Record<string, string> = { single: "einfach", double: "doppelt", triple: "dreifach" };

const m2 = (value: number | null) => `${formatNumber("de", value ?? 0)} m²`;
/** Dative after "mit": "mit 1 Schlafzimmer", "mit 3 Schlafzimmern". */
const withRooms = (f: TextFacts) => count(f.bedrooms, "Schlafzimmer", "Schlafzimmern");
const rooms = (f: TextFacts) => count(f.bedrooms, "Schlafzimmer", "Schlafzimmer");
const baths = (f: TextFacts) => count(f.bathrooms, "Badezimmer", "Badezimmer");
const level = (floor: number | null) => (!floor ? "im Erdgeschoss" : `im ${ORDINAL[floor] ?? `${floor}.`} Stock`);
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function houseKind(f: TextFacts, adjective: { neuter: string; feminine: string }): string {
  if (f.facades === 3) return `${adjective.feminine} Doppelhaushälfte`;
  return `${adjective.neuter} ${f.facades === 4 ? "freistehendes Haus" : "Reihenhaus"}`;
}

function headline(f: TextFacts): string {
  const city = f.city.de;
  // Units of a project are not built yet: never "bezugsfertig", always the project's name.
  if (f.project) return `${f.type === "house" ? "Neubauhaus" : "Neubauwohnung"} im Projekt ${f.project.de} in ${city}`;
  const choice = f.variant("headline", 4);
  switch (f.type) {
    case "house":
      return [
        `${houseKind(f, { neuter: "Geräumiges", feminine: "Geräumige" })} mit ${withRooms(f)} in ${city}`,
        `Charmantes Familienhaus mit ${f.garden ? "Garten" : "Terrasse"} in ${city}`,
        `${houseKind(f, { neuter: "Bezugsfertiges", feminine: "Bezugsfertige" })} mit ${f.garages > 0 ? "Garage" : "Garten"} in ${city}`,
        {
          efficient: `${houseKind(f, { neuter: "Energieeffizientes", feminine: "Energieeffiziente" })} in ${city}`,
          renovate: `${houseKind(f, { neuter: "Renovierungsbedürftiges", feminine: "Renovierungsbedürftige" })} mit viel Potenzial in ${city}`,
          neutral: `${houseKind(f, { neuter: "Charaktervolles", feminine: "Charaktervolle" })} in ${city}`,
        }[energyTone(f)],
      ][choice] as string;
    case "apartment":
      return [
        `Helle Wohnung mit ${withRooms(f)} in ${city}`,
        `Geräumige Wohnung mit ${f.terrace ? "sonniger Terrasse" : "offener Küche"} in ${city}`,
        f.floor
          ? `Bezugsfertige Wohnung im ${ORDINAL[f.floor]} Stock in ${city}`
          : `Bezugsfertige Erdgeschosswohnung in ${city}`,
        `Gepflegte Wohnung nahe dem Zentrum von ${city}`,
      ][choice] as string;
    case "studio":
      return [
        `Gemütliches Studio in ${city}`,
        `Bezugsfertiges Studio nahe dem Zentrum von ${city}`,
        `Kompaktes Studio mit ${f.terrace ? "Terrasse" : "offener Küche"} in ${city}`,
        isForSale(f.goal)
          ? `Studio in ${city}, ideal als Kapitalanlage`
          : `Bezugsfertiges Studio für Berufseinsteiger in ${city}`,
      ][choice] as string;
    case "land":
      return [
        `Baugrundstück von ${m2(f.plot)} in ${city}`,
        `Großzügiges Baugrundstück für ein freistehendes Haus in ${city}`,
        `Sonniges Baugrundstück in ${city}`,
        `Ruhig gelegenes Baugrundstück in ${city}`,
      ][choice] as string;
    case "yield":
      return [
        `Renditeobjekt mit ${f.units} Wohneinheiten in ${city}`,
        `Voll vermietetes Mehrfamilienhaus in ${city}`,
        `Ladenlokal mit Wohnungen in den Obergeschossen in ${city}`,
        `Rentables Renditeobjekt im Zentrum von ${city}`,
      ][choice] as string;
    case "commercial":
      return [
        `Gewerbefläche von ${m2(f.living)} in ${city}`,
        `Ladenfläche an einer belebten Ausfallstraße in ${city}`,
        `Ladenlokal mit großem Schaufenster in ${city}`,
        `Vielseitige Gewerbefläche im Zentrum von ${city}`,
      ][choice] as string;
    case "garage":
      return [
        `Abgeschlossene Garagenbox in ${city}`,
        `Garage in einer ruhigen Straße in ${city}`,
        `Geräumige Garage nahe dem Zentrum von ${city}`,
        f.electricDoor ? `Garage mit elektrischem Tor in ${city}` : `Praktische Garagenbox in ${city}`,
      ][choice] as string;
    case "industrial":
      return [
        `Gewerbegebäude von ${m2(f.living)} in ${city}`,
        `Lagerhalle mit Büroräumen in ${city}`,
        `KMU-Einheit mit Laderampe in ${city}`,
        `Vielseitige Halle mit großzügiger Rangierfläche in ${city}`,
      ][choice] as string;
    case "offices":
      return [
        `Bürofläche von ${m2(f.living)} in ${city}`,
        `Bezugsfertige Büros mit Parkplätzen in ${city}`,
        `Repräsentatives Büro in ${city}`,
        `Helle Büroräume im Zentrum von ${city}`,
      ][choice] as string;
  }
}

function intro(f: TextFacts): string {
  const city = f.city.de;
  const [dem, noun] = NOUN[f.type];
  const choice = f.variant("intro", 3);
  // Accusative of the demonstrative: only the masculine changes, and no noun here is masculine.
  switch (f.type) {
    case "house":
    case "apartment":
    case "studio":
      return [
        `${cap(dem)} ${noun} liegt in einer ruhigen Straße in ${city}, nur wenige Gehminuten von Geschäften, Schulen und öffentlichen Verkehrsmitteln entfernt.`,
        `In einem angenehmen Viertel von ${city} finden Sie ${dem} gepflegte ${noun}, ideal für alle, die Platz und Komfort suchen.`,
        `Wer Ruhe und gute Erreichbarkeit verbinden möchte, ist mit ${dem === "diese" ? "dieser" : "diesem"} ${noun} in ${city} gut beraten: Das Zentrum und die großen Verkehrsachsen liegen ganz in der Nähe.`,
      ][choice] as string;
    case "yield":
      return [
        `Dieses Renditeobjekt in ${city} umfasst ${f.units} Wohneinheiten und ist eine solide Anlage mit stabiler Mietrendite.`,
        `In begehrter Lage in ${city} bietet dieses Renditeobjekt ${f.units} getrennt vermietbare Einheiten.`,
        `Achtung, Anleger: Dieses gepflegte Renditeobjekt in ${city} ist voll vermietet und vom ersten Tag an rentabel.`,
      ][choice] as string;
    case "land":
      return [
        `Dieses Baugrundstück von ${m2(f.plot)} liegt in einer ruhigen, grünen Umgebung in ${city}.`,
        `In ${city} bieten wir dieses gut ausgerichtete Baugrundstück an, ideal für Ihr Traumhaus.`,
        `Sie suchen einen Ort, um selbst zu bauen? Dieses Grundstück in ${city} ist sofort verfügbar, mit freier Wahl des Bauunternehmers.`,
      ][choice] as string;
    case "garage":
      return [
        `Diese Garage in ${city} ist eine praktische Lösung, um Ihr Auto sicher und trocken abzustellen.`,
        `In einer ruhigen Straße in ${city} bieten wir diese abgeschlossene Garage an, mit dem Auto gut erreichbar.`,
        `Parken in ${city} wird mit dieser geräumigen Garage, nur wenige Gehminuten vom Zentrum entfernt, viel einfacher.`,
      ][choice] as string;
    default:
      return [
        `${cap(dem)} ${noun} von ${m2(f.living)} in ${city} ist gut erreichbar, mit ausreichend Parkmöglichkeiten in der Umgebung.`,
        `An gut sichtbarer Lage in ${city} bieten wir ${dem} vielseitige ${noun} an, geeignet für die unterschiedlichsten Tätigkeiten.`,
        `Unternehmer, die in ${city} einen professionellen Standort suchen, finden hier ${dem === "diese" ? "eine gepflegte" : "ein gepflegtes"} ${noun} von ${m2(f.living)}.`,
      ][choice] as string;
  }
}

function layout(f: TextFacts): string {
  switch (f.type) {
    case "house": {
      const garage = f.garages > 0 ? ` Die Garage bietet Platz für ${count(f.garages, "Auto", "Autos")}.` : "";
      return `Das Haus bietet ${m2(f.living)} Wohnfläche auf einem Grundstück von ${m2(f.plot)}. Im Erdgeschoss befinden sich eine Diele mit Garderobe, ein helles Wohnzimmer und eine voll ausgestattete Küche mit Zugang ${f.garden ? "zum Garten" : "zur Terrasse"}. Im Obergeschoss liegen ${rooms(f)} und ${baths(f)}.${garage}`;
    }
    case "apartment": {
      const lift = f.lift ? " und ist mit dem Aufzug erreichbar" : "";
      const terrace = f.terraceArea ? ` Die Terrasse von ${m2(f.terraceArea)} lädt zum Essen im Freien ein.` : "";
      return `Die Wohnung liegt ${level(f.floor)}${lift}. Sie umfasst eine Diele, ein Wohnzimmer mit offener Küche, ${rooms(f)}, ${baths(f)} und ein separates WC, insgesamt ${m2(f.living)}.${terrace}`;
    }
    case "studio":
      return `Das Studio von ${m2(f.living)} ${level(f.floor)} vereint Wohn- und Schlafbereich mit einer eingerichteten Kochnische, einem Duschbad mit WC und viel Stauraum.`;
    case "land": {
      const orientation = f.orientation
        ? ` Die Gartenseite ist ${ORIENTATION[f.orientation] ?? "nach Süden"} ausgerichtet.`
        : "";
      return `Das Grundstück hat eine Straßenfront von ${formatNumber("de", f.plotWidth ?? 15)} m und liegt in einem Wohngebiet${f.profile === "village" ? " mit ländlichem Charakter" : ""}. Die Parzellierungsgenehmigung liegt vor, sodass Sie sofort mit Ihrem Architekten planen können.${orientation}`;
    }
    case "yield":
      return `Das Gebäude umfasst ${f.units} Wohneinheiten mit insgesamt ${withRooms(f)} und ${count(f.bathrooms, "Badezimmer", "Badezimmern")} auf ${m2(f.living)}. Jede Einheit hat eigene Zähler für Wasser, Gas und Strom.`;
    case "commercial":
      return `Die Fläche von ${m2(f.living)} besteht aus einem offenen Verkaufsraum mit großem Schaufenster, einem Lager und Sanitäranlagen. Dank der flexiblen Aufteilung eignet sie sich als Laden, Showroom oder Praxis.`;
    case "offices":
      return `Die Bürofläche von ${m2(f.living)} ${level(f.floor)} ist aufgeteilt in ein Großraumbüro, zwei Besprechungsräume, eine Teeküche und Sanitäranlagen. Verkabelung, LED-Beleuchtung und Klimaanlage sind vorhanden.`;
    case "industrial":
      return `Das Gebäude bietet ${m2(f.living)} Lager- und Werkstattfläche mit Sektionaltoren und einer Laderampe, dazu ${m2(f.officeArea)} Büros. Das Gelände von ${m2(f.plot)} bietet viel Platz zum Rangieren und Parken.`;
    case "garage":
      return `Die Garage misst ${m2(f.garageArea)} und hat ein ${f.electricDoor ? "elektrisches" : "manuelles"} Schwingtor. Beleuchtung und eine Steckdose sind vorhanden.`;
  }
}

function energy(f: TextFacts): string | undefined {
  if (f.epcStatus === "not-applicable") return undefined;
  const parts: string[] = [];
  if (f.constructionYear) {
    if (f.constructionYear > BUILT_BY) parts.push(`Die Fertigstellung ist für ${f.constructionYear} geplant.`);
    else
      parts.push(
        f.constructionYear >= 2020
          ? `Es handelt sich um einen Neubau aus dem Jahr ${f.constructionYear}.`
          : `Das Gebäude stammt aus dem Jahr ${f.constructionYear}.`,
      );
  }
  if (f.renovationYear) parts.push(`${f.renovationYear} wurde es umfassend renoviert.`);
  if (f.heating && HEATING[f.heating]) {
    parts.push(
      `Geheizt wird über ${HEATING[f.heating]}${f.glazing ? `, alle Fenster sind ${GLAZING[f.glazing] ?? "doppelt"} verglast` : ""}.`,
    );
  }
  if (f.epcStatus === "in-application") parts.push("Der Energieausweis ist beantragt.");
  else if (f.luxembourgClass) parts.push(`Energieklasse ${f.luxembourgClass} (luxemburgischer Energiepass).`);
  else if (f.epcValue !== null && f.region === "flanders")
    parts.push(
      `Der EPC-Kennwert beträgt ${formatNumber("de", f.epcValue)} kWh/m² pro Jahr (Ausweis ${f.certificateCode}).`,
    );
  else if (f.epcValue !== null && f.region === "brussels")
    parts.push(
      `Die Energieeffizienz beträgt ${formatNumber("de", f.epcValue)} kWh/m² pro Jahr bei CO2-Emissionen von ${formatNumber("de", f.co2 ?? 0)} kg/m² pro Jahr.`,
    );
  else if (f.epcValue !== null)
    parts.push(
      `Der spezifische Primärenergieverbrauch beträgt ${formatNumber("de", f.epcValue)} kWh/m² pro Jahr (GEE-Ausweis ${f.certificateCode}).`,
    );
  return parts.join(" ");
}

function availability(code: string | null): string {
  if (!code || code === "by-agreement") return "nach Vereinbarung";
  if (code === "immediately") return "sofort";
  if (code === "at-deed") return "bei Unterzeichnung der Urkunde";
  return `ab dem ${formatDate("de", code)}`;
}

function closing(f: TextFacts): string {
  if (f.marquee === 3)
    return "Diese Immobilie ist verkauft. Entdecken Sie unsere anderen Kaufangebote oder hinterlassen Sie Ihren Suchauftrag, dann informieren wir Sie, sobald eine passende Immobilie hereinkommt.";
  if (f.marquee === 4)
    return "Diese Immobilie ist vermietet. Entdecken Sie unsere anderen Mietangebote oder hinterlassen Sie Ihren Suchauftrag, dann informieren wir Sie, sobald eine passende Immobilie hereinkommt.";
  const parts: string[] = [];
  if (f.goal === 1) {
    const charges =
      f.renterCharges > 0
        ? `zuzüglich ${formatMoney("de", f.renterCharges)} Nebenkosten pro Monat`
        : "ohne Nebenkosten";
    parts.push(
      `Die Miete beträgt ${formatMoney("de", f.price)} pro Monat, ${charges}. Verfügbar: ${availability(f.availability)}.`,
    );
  } else {
    if (f.project)
      parts.push(
        `Diese Einheit gehört zum Neubauprojekt ${f.project.de}; der Preis ist ein Ab-Preis, ohne MwSt., Registrierungsgebühren und Notarkosten.`,
      );
    if (f.annuity)
      parts.push(
        `Die Immobilie wird auf Leibrente verkauft: eine Einmalzahlung von ${formatMoney("de", f.annuity.bouquet)} und eine monatliche Rente von ${formatMoney("de", f.annuity.monthly)}.`,
      );
    if (!f.publishPrice) parts.push("Den Preis nennen wir Ihnen auf Anfrage.");
  }
  if (f.banner === "full")
    parts.push(
      "Alle Besichtigungstermine sind derzeit ausgebucht; hinterlassen Sie Ihre Daten, und wir melden uns, sobald ein Termin frei wird.",
    );
  else {
    parts.push(
      [
        "Interesse? Kontaktieren Sie unser Büro in Halle oder fragen Sie direkt auf dieser Seite eine Besichtigung an.",
        "Lassen Sie sich diese Gelegenheit nicht entgehen und vereinbaren Sie noch heute einen Besichtigungstermin.",
        "Mehr Informationen oder eine Besichtigung? Unser Team ist an sechs Tagen in der Woche für Sie da.",
      ][f.variant("closing", 3)] as string,
    );
  }
  return parts.join(" ");
}

export const de: PhraseBook = {
  language: "de",
  banners: {
    match: "Es ist ein Match!",
    option: "Reserviert!",
    sold: "Verkauft!",
    rented: "Vermietet!",
    full: "Besichtigungen ausgebucht!",
  },
  headline,
  paragraphs: (f) => [intro(f), layout(f), energy(f), closing(f)].filter((text): text is string => Boolean(text)),
};
