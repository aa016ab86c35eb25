// The legal texts in German: privacy statement (GDPR), cookie policy (Belgian DPA checklist) and disclaimer.
import type { ArticleText, LegalKey } from "./article-types.ts";
import { AGENCY } from "./site-settings-data.ts";

const who = `${AGENCY.legalName}, ${AGENCY.street}, ${AGENCY.zip} Halle, Belgien, Unternehmensnummer ${AGENCY.companyNumber}`;

export const legalDe: Record<LegalKey, ArticleText> = {
  privacy: {
    slug: "datenschutzerklaerung",
    title: "Datenschutzerklärung",
    summary: "Wie wir Ihre personenbezogenen Daten verarbeiten, warum, wie lange und welche Rechte Sie haben.",
    body: [
      `Verantwortlicher. ${who}, ist verantwortlich für die Verarbeitung der personenbezogenen Daten, die wir über diese Website, per E-Mail, telefonisch oder in unserem Büro erheben. Bei Fragen zu Ihren Daten erreichen Sie uns unter ${AGENCY.email} oder ${AGENCY.phone}.`,
      "Welche Daten. Wir verarbeiten die Daten, die Sie uns selbst geben: Name, Anrede, E-Mail-Adresse, Telefonnummer und Anschrift, Ihre Nachricht, Ihre Suchkriterien (Art der Immobilie, Region, Budget, Anzahl Schlafzimmer), die Angaben zu einem Kaufangebot oder einer Mietbewerbung sowie Ihre Wahl zu unserem Newsletter. Außerdem speichert unser Server technische Daten wie Ihre IP-Adresse und den Zeitpunkt Ihres Besuchs, und wir speichern Ihre Cookie-Auswahl.",
      "Zwecke und Rechtsgrundlagen. Wir nutzen Ihre Daten (1) um Ihre Anfrage zu beantworten, eine Besichtigung oder einen Termin zu planen und Ihr Angebot oder Ihre Bewerbung zu bearbeiten: Das sind vorvertragliche Maßnahmen auf Ihre Anfrage oder die Erfüllung eines Vertrags (Art. 6 Abs. 1 lit. b DSGVO); (2) um Ihnen neue Immobilien zu Ihrem Suchauftrag und unseren Newsletter zu senden: auf Grundlage Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit über den Link in jeder E-Mail widerrufen können; (3) um unsere gesetzlichen Pflichten zu erfüllen, darunter die Identifizierung von Käufern und Verkäufern nach dem belgischen Geldwäschegesetz vom 18. September 2017 und unsere Buchhaltungspflichten (Art. 6 Abs. 1 lit. c DSGVO); (4) um unsere Website zu schützen und ihre Nutzung mit eigenen Statistiken ohne Cookies zu messen: auf Grundlage unseres berechtigten Interesses (Art. 6 Abs. 1 lit. f DSGVO).",
      "Speicherdauer. Kontaktanfragen, Besichtigungsanfragen und andere Interessentendaten speichern wir 24 Monate nach dem letzten Kontakt; danach werden sie gelöscht. Einen Suchauftrag speichern wir, bis Sie sich abmelden, höchstens jedoch 24 Monate nach Ihrer letzten Aktivität. Daten, die wir gesetzlich aufbewahren müssen, etwa die Geldwäscheakte eines Verkaufs, bewahren wir 10 Jahre auf, Buchhaltungsunterlagen 7 Jahre. Technische Serverprotokolle werden nach 30 Tagen gelöscht.",
      "Empfänger. Wir geben Ihre Daten nur weiter, wenn Ihre Akte es erfordert: an den Eigentümer der Immobilie, die Sie mieten oder kaufen möchten, an den Notar, an Sachverständige und Hausverwalter sowie an unsere IT-Dienstleister (Hosting, E-Mail), die als Auftragsverarbeiter vertraglich gebunden sind. Wir verkaufen Ihre Daten niemals. Werden Daten außerhalb des Europäischen Wirtschaftsraums verarbeitet, geschieht dies nur mit geeigneten Garantien wie den Standardvertragsklauseln der Europäischen Kommission.",
      "Karten. Wenn Sie eine Karte anzeigen lassen oder die Cookie-Kategorie Soziale Medien akzeptiert haben, lädt Ihr Browser die Kartenkacheln direkt bei OpenStreetMap, einem Dienst der OpenStreetMap Foundation (St John's Innovation Centre, Cowley Road, Cambridge CB4 0WS, Vereinigtes Königreich). Diese erhält dabei Ihre IP-Adresse und den angefragten Kartenausschnitt, um Ihnen die Karte zu liefern und ihren Dienst abzusichern; Rechtsgrundlage ist Ihre Einwilligung (Artikel 6 Abs. 1 Buchst. a DSGVO), die Sie über die Cookie-Einstellungen unten auf jeder Seite widerrufen. Für das Vereinigte Königreich besteht ein Angemessenheitsbeschluss der Europäischen Kommission. Wie die OpenStreetMap Foundation diese Daten verarbeitet: https://osmfoundation.org/wiki/Privacy_Policy",
      "Ihre Rechte. Sie haben das Recht auf Auskunft, Berichtigung und Löschung Ihrer Daten, auf Einschränkung der Verarbeitung, auf Datenübertragbarkeit und das Recht, einer Verarbeitung auf Grundlage unseres berechtigten Interesses zu widersprechen. Eine Einwilligung können Sie jederzeit so einfach widerrufen, wie Sie sie erteilt haben. Senden Sie Ihre Anfrage an " +
        AGENCY.email +
        "; wir antworten innerhalb eines Monats und können Sie bitten, Ihre Identität nachzuweisen.",
      "Beschwerde. Sind Sie mit der Verarbeitung Ihrer Daten nicht einverstanden, wenden Sie sich bitte zuerst an uns. Sie können auch Beschwerde bei der belgischen Datenschutzbehörde einlegen: Gegevensbeschermingsautoriteit / Autorité de protection des données, Drukpersstraat 35, 1000 Brüssel, Tel. +32 2 274 48 00, contact@apd-gba.be.",
      "Sicherheit und Änderungen. Wir schützen Ihre Daten mit geeigneten technischen und organisatorischen Maßnahmen wie verschlüsselten Verbindungen und beschränktem Zugriff für unser Team. Diese Erklärung kann sich ändern, wenn sich unsere Dienste oder das Gesetz ändern; das Datum der letzten Fassung steht unten. Zuletzt aktualisiert am 5. Dezember 2026.",
    ],
  },
  "cookie-policy": {
    slug: "cookie-richtlinie",
    title: "Cookie-Richtlinie",
    summary: "Welche Cookies unsere Website verwendet, wozu, und wie Sie Ihre Auswahl treffen oder ändern.",
    body: [
      "Was sind Cookies? Cookies sind kleine Textdateien, die eine Website auf Ihrem Gerät speichert. Ähnliche Techniken wie der lokale Speicher Ihres Browsers fallen unter dieselbe Richtlinie.",
      "Ihre Auswahl. Bei Ihrem ersten Besuch bitten wir um Ihre Einwilligung für alle Cookies, die nicht unbedingt erforderlich sind, auch für Analyse-Cookies. Schon im ersten Fenster können Sie alle akzeptieren oder alle ablehnen, beides gleich einfach, oder Ihre Auswahl je Kategorie treffen. Es gibt keine vorangekreuzten Kästchen, und Weitersurfen oder Scrollen gilt nicht als Einwilligung. Wie lange wir Ihre Auswahl speichern, steht am Ende dieser Seite. Sie können sie jederzeit über den Link Cookie-Einstellungen am Ende jeder Seite ändern oder widerrufen.",
      "Unbedingt erforderliche Cookies. Diese Cookies sind für den Betrieb der Website nötig: Sie speichern Ihre Sprache, schützen unsere Formulare vor Missbrauch und speichern Ihre Cookie-Auswahl. Sie können nicht deaktiviert werden und benötigen keine Einwilligung.",
      "Anmeldung. Eigentümer und Mitarbeiter unseres Büros, die sich anmelden, erhalten ein einziges Sitzungs-Cookie, das sie angemeldet hält, bis sie sich abmelden. Es ist unbedingt erforderlich und braucht keine Einwilligung. Die Verwaltung unseres Büros setzt kein anderes Cookie, keines, das eine Einwilligung braucht, und zeigt daher kein Cookie-Fenster.",
      "Analyse-Cookies. Mit Ihrer Einwilligung können wir einen Analysedienst verwenden, um zu verstehen, wie Besucher unsere Website nutzen, zum Beispiel welche Immobilien am häufigsten angesehen werden. Ohne Einwilligung werden diese Cookies nicht gesetzt. Welchen Dienst wir derzeit verwenden und welche Cookies er setzt, steht in der Tabelle am Ende dieser Seite.",
      "Eigene Statistiken ohne Cookies. Unabhängig von Ihrer Wahl zählen wir, wie oft die Seite jeder Immobilie aufgerufen wird, damit ihr Eigentümer das Interesse daran sieht. Wir speichern davon nur die Anzahl der Aufrufe je Immobilie und Tag: keine Cookies, keine IP-Adressen und nichts anderes über Sie. Besuche von Suchmaschinen und anderen Robotern werden nicht gezählt.",
      "Marketing-Cookies. Mit Ihrer Einwilligung können wir Werbedienste verwenden, um zu messen, welche Anzeigen zu einer Anfrage führen, und um Ihnen passende Immobilien auf anderen Websites zu zeigen. Die Tabelle am Ende dieser Seite nennt die Dienste, die wir derzeit verwenden; nennt sie keine, setzen wir keine Marketing-Cookies.",
      "Soziale Medien. Eingebettete Videos (YouTube, Vimeo), Facebook-Inhalte und virtuelle Rundgänge (Matterport) können Cookies dieser Dienste setzen. Wir laden sie erst, nachdem Sie diese Kategorie akzeptiert haben oder wenn Sie selbst verlangen, ein bestimmtes Video oder einen Rundgang zu laden. Bis dahin sehen Sie ein Vorschaubild mit einem Link zum Inhalt auf der Website dieses Dienstes.",
      "Karten (OpenStreetMap). Die Karte der Immobilienliste und der Seite einer Immobilie oder eines Projekts besteht aus Kartenkacheln von OpenStreetMap, einem Dienst der OpenStreetMap Foundation (St John's Innovation Centre, Cowley Road, Cambridge CB4 0WS, Vereinigtes Königreich). OpenStreetMap setzt keine Cookies, erhält aber mit jeder Kartenkachel Ihre IP-Adresse und den angefragten Kartenausschnitt, dazu die Daten, die jeder Browser mitsendet (etwa den Browsertyp und die Seite mit der Karte), und nutzt sie, um die Karte zu liefern und seinen Dienst vor Missbrauch zu schützen. Deshalb laden wir die Karte erst, nachdem Sie die Kategorie Soziale Medien akzeptiert haben oder wenn Sie selbst auf Karte anzeigen (OpenStreetMap) klicken. Bis dahin stehen die Immobilien als Liste von Links neben der Karte. Die Datenschutzerklärung der OpenStreetMap Foundation: https://osmfoundation.org/wiki/Privacy_Policy",
      "Nicht klassifizierte Cookies. Cookies, die wir noch prüfen und noch keiner Kategorie zuordnen konnten. Auch sie werden nur mit Ihrer Einwilligung gesetzt.",
      "Google Consent Mode. Vor jeder Auswahl stehen die Signale ad_storage, ad_user_data, ad_personalization und analytics_storage auf abgelehnt. Sie werden erst geändert, wenn Sie eine Kategorie akzeptieren.",
      "Wir führen ein Register der erteilten Einwilligungen und der früheren Fassungen dieser Richtlinie. Fassung vom 5. Dezember 2026; frühere Fassungen erhalten Sie auf Anfrage unter " +
        AGENCY.email +
        ".",
    ],
  },
  disclaimer: {
    slug: "haftungsausschluss",
    title: "Haftungsausschluss",
    summary: "Die Bedingungen für die Nutzung dieser Website und der darauf veröffentlichten Informationen.",
    body: [
      `Diese Website wird herausgegeben von ${who}, zugelassener Immobilienmakler-Vermittler (BIV/IPI ${AGENCY.bivNumber}, Belgien), gebunden an den Ehrenkodex des BIV (www.biv.be/deontologie) und unter Aufsicht von ${AGENCY.supervisor}. Berufshaftpflicht und Kaution: ${AGENCY.insurer}, Police ${AGENCY.policyNumber}.`,
      "Angaben zu Immobilien. Wir stellen die Informationen auf dieser Website mit größter Sorgfalt auf Grundlage der Angaben der Eigentümer und der amtlichen Unterlagen zusammen. Sie sind jedoch unverbindlich und stellen kein Angebot im rechtlichen Sinn dar: Immobilien werden vorbehaltlich Verkauf oder Vermietung angeboten, Preise und Flächen sind Richtwerte, und Fotos können Symbolbilder sein. Verbindlich sind nur der unterzeichnete Vertrag und die amtlichen Bescheinigungen.",
      "Haftung. Wir haften nicht für Schäden, die aus der Nutzung dieser Website, aus ihrer vorübergehenden Nichtverfügbarkeit oder aus unvollständigen oder veralteten Informationen entstehen, außer bei Vorsatz oder grober Fahrlässigkeit. Wenn Sie einen Fehler bemerken, teilen Sie ihn uns bitte mit; wir berichtigen ihn so schnell wie möglich.",
      "Links zu anderen Websites. Diese Website enthält Links zu Websites Dritter wie Immobilienportalen und Behörden. Auf deren Inhalt haben wir keinen Einfluss und übernehmen dafür keine Verantwortung.",
      "Geistiges Eigentum. Texte, Fotos, Logos und die Gestaltung dieser Website sind geschützt. Eine Übernahme ist nur mit unserer vorherigen schriftlichen Zustimmung erlaubt.",
      "Anwendbares Recht. Für die Nutzung dieser Website gilt belgisches Recht. Für Streitigkeiten sind die Gerichte des Gerichtsbezirks Brüssel zuständig.",
    ],
  },
};
