// The agency's five service articles in German.
import type { ArticleText, ServiceKey } from "./article-types.ts";

export const servicesDe: Record<ServiceKey, ArticleText> = {
  selling: {
    slug: "verkaufen",
    title: "Ihre Immobilie verkaufen",
    summary:
      "Vom richtigen Angebotspreis bis zur Schlüsselübergabe beim Notar: Wir begleiten Ihren Verkauf von Anfang bis Ende.",
    body: [
      "Eine Immobilie verkauft man nur wenige Male im Leben. Wir übernehmen den gesamten Ablauf, von der ersten Bewertung bis zur Unterzeichnung der Urkunde beim Notar, damit Sie jederzeit wissen, woran Sie sind.",
      "Alles beginnt mit einem richtigen Angebotspreis. Nach einer Besichtigung bewerten wir Ihre Immobilie kostenlos, auf der Grundlage aktueller Verkäufe in der Umgebung, des Zustands des Gebäudes und des heutigen Marktes. Ein realistischer Preis zieht die richtigen Interessenten an und verhindert, dass Ihre Immobilie monatelang angeboten wird.",
      "Anschließend stellen wir die gesetzlich vorgeschriebenen Unterlagen zusammen: den Energieausweis, die Asbestbescheinigung für flämische Gebäude von vor 2001, das Prüfprotokoll der Elektroinstallation, die städtebaulichen Auskünfte und in Flandern die Überschwemmungswerte. Fehlt etwas, organisieren wir die Prüfungen mit zugelassenen Sachverständigen.",
      "Ihre Immobilie verdient eine starke Präsentation: professionelle Fotos, ein virtueller Rundgang und eine klare Beschreibung auf Deutsch, Niederländisch, Französisch und Englisch. Wir veröffentlichen sie auf unserer Website und den großen Immobilienportalen und informieren sofort die Kaufinteressenten in unserer Datenbank, die eine Immobilie wie Ihre suchen.",
      "Wir planen die Besichtigungen, betreuen jeden Interessenten persönlich und geben Ihnen nach jedem Termin eine Rückmeldung. Geht ein Angebot ein, verhandeln wir in Ihrem Interesse und prüfen die Finanzierung des Käufers. Nach der Unterzeichnung des Kaufvertrags begleiten wir die Akte bis zum Notar und zur Übergabe der Schlüssel.",
    ],
  },
  renting: {
    slug: "vermieten",
    title: "Ihre Immobilie vermieten",
    summary:
      "Ein zuverlässiger Mieter, ein solider Mietvertrag und ein gründliches Übergabeprotokoll: Wir vermieten Ihre Immobilie sorgenfrei.",
    body: [
      "Einen guten Mieter zu finden, erfordert Zeit und Kenntnis des Mietrechts, das sich in Flandern, Brüssel und der Wallonie unterscheidet. Diese Arbeit nehmen wir Ihnen ab.",
      "Gemeinsam legen wir eine marktgerechte Miete fest, und wir verfassen eine vollständige Anzeige mit der Miete, den Nebenkosten und den gesetzlich vorgeschriebenen Energiedaten. Ihre Immobilie erscheint auf unserer Website, auf den Immobilienportalen und bei den Mietinteressenten in unserer Datenbank.",
      "Jeder Bewerber wird geprüft: Identität, Einkommen im Verhältnis zur Miete und, mit seiner Zustimmung, Referenzen früherer Vermieter. Dabei halten wir uns an das Diskriminierungsverbot und fragen nur die gesetzlich erlaubten Daten ab. Die endgültige Wahl des Mieters treffen Sie.",
      "Wir erstellen den Mietvertrag nach dem regionalen Mietrecht, richten die Mietkaution auf einem Sperrkonto ein und lassen bei Beginn und Ende des Mietverhältnisses ein ausführliches Übergabeprotokoll erstellen. Auch die Registrierung des Vertrags übernehmen wir.",
      "Sie möchten sich auch danach nicht um Ihre Immobilie kümmern? Mit unserer Hausverwaltung übernehmen wir Mieteinzug, Indexierung und Reparaturen.",
    ],
  },
  "new-construction": {
    slug: "neubau-und-projektentwicklung",
    title: "Neubau und Projektentwicklung",
    summary: "Für Bauträger übernehmen wir Vermarktung und Verkauf von Neubauprojekten, vom Plan bis zur Abnahme.",
    body: [
      "Ein Neubauprojekt verkauft sich nicht wie eine Bestandsimmobilie. Käufer kaufen nach Plan, oft Jahre vor der Fertigstellung, und wünschen sich Sicherheit über Preis, Ausstattung und Zeitplan.",
      "Wir sind früh in Ihr Projekt eingebunden: Wir beraten Sie zur Aufteilung der Einheiten, zu den gefragten Flächen und zur Preisgestaltung im lokalen Markt, damit das Angebot zu dem passt, was Käufer in der Region suchen.",
      "Jedes Projekt erhält eine eigene Seite mit Grundrissen, einer Preisliste, die Einheit für Einheit aktualisiert wird, den Baubeschreibungen und 3D-Bildern. Interessenten können sich registrieren und erfahren als Erste, wenn ein neuer Bauabschnitt in den Verkauf geht.",
      "Beim Verkauf erklären wir den Käufern verständlich, wie der Verkauf mit Mehrwertsteuer funktioniert, welche Registrierungsgebühren auf das Grundstück anfallen und welchen Schutz ihnen das Breyne-Gesetz mit der Zahlung in Raten nach Baufortschritt bietet.",
      "Bis zur vorläufigen und endgültigen Abnahme bleiben wir Ansprechpartner der Käufer, damit Sie sich auf das Bauen konzentrieren können.",
    ],
  },
  "property-management": {
    slug: "hausverwaltung",
    title: "Hausverwaltung",
    summary:
      "Wir verwalten Ihre vermieteten Immobilien, als wären es unsere eigenen: Mieteinzug, Indexierung, Instandhaltung und Mieterbetreuung.",
    body: [
      "Vermieten bringt eine gute Rendite, doch die Verwaltung kostet Zeit: Mietzahlungen überwachen, Reparaturen organisieren, Verträge indexieren und Fragen der Mieter beantworten. Mit unserer Hausverwaltung nehmen wir Ihnen diese Sorgen ab.",
      "Wir ziehen Miete und Nebenkosten ein, mahnen Zahlungsrückstände sofort an und überweisen Ihnen jeden Monat den Saldo mit einer übersichtlichen Abrechnung. Einmal im Jahr passen wir die Miete an den Gesundheitsindex an, in den gesetzlich erlaubten Grenzen.",
      "Meldet ein Mieter einen Schaden, beauftragen wir einen Handwerker aus unserem Netzwerk und halten Sie auf dem Laufenden. Bei größeren Arbeiten holen wir zuerst Ihre Zustimmung ein und legen Ihnen vergleichbare Angebote vor.",
      "Wir achten auf die gesetzlichen Pflichten: regelmäßige Wartung der Heizung, Rauchmelder, Energieausweis und die Übereinstimmung Ihrer Wohnung mit den regionalen Normen. Endet ein Mietvertrag, kümmern wir uns um das Auszugsprotokoll, die Freigabe der Kaution und eine neue Vermietung.",
      "Die letzte Entscheidung liegt immer bei Ihnen, und Sie können Ihre Akte jederzeit über Ihren Eigentümer-Login einsehen.",
    ],
  },
  valuations: {
    slug: "bewertungen",
    title: "Kostenlose Bewertung Ihrer Immobilie",
    summary:
      "Was ist Ihre Immobilie heute wert? Wir kommen vorbei und geben Ihnen eine fundierte, unverbindliche Bewertung.",
    body: [
      "Ob Sie verkaufen, einen Nachlass regeln oder einfach den Wert Ihres Eigentums kennen möchten: Eine korrekte Bewertung ist der Ausgangspunkt jeder guten Entscheidung.",
      "Einer unserer zugelassenen Makler besichtigt Ihre Immobilie und prüft Lage, Flächen, Bauzustand, Energieeffizienz und Ausstattung. Diese Angaben vergleichen wir mit den Preisen, zu denen ähnliche Immobilien in Ihrer Umgebung kürzlich verkauft wurden.",
      "Innerhalb einer Woche erhalten Sie einen schriftlichen Bericht mit einer realistischen Wertspanne und unseren Erläuterungen. Eine Bewertung im Hinblick auf einen Verkauf ist kostenlos und unverbindlich.",
      "Benötigen Sie ein offizielles Gutachten für einen Notar, eine Bank oder eine Erbschaftsteuererklärung, vermitteln wir Sie gern an einen vereidigten Sachverständigen aus unserem Netzwerk.",
    ],
  },
};
