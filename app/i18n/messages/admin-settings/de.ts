// The site settings in the back office (pages, general section, rows, refusals), in German (see nl.ts).
import type { AdminSettingsMessages } from "./nl.ts";

export const de: AdminSettingsMessages = {
  title: "Website-Einstellungen",
  sectionsLabel: "Teile der Einstellungen",
  sections: {
    general: "Allgemein",
    agency: "Büro und Pflichtangaben",
    tracking: "Statistik und Verifizierung",
    "top-bar": "Obere Leiste",
    footer: "Fußzeile",
    terms: "Beträge in den Formularen",
  },
  intros: {
    general:
      "Sprachen, was Kopfzeile und Suchfeld zeigen, die Rückrufzeiten der Formulare, Cookies und Aufbewahrungsfrist.",
    agency:
      "Die Pflichtangaben unten auf jeder Seite werden hieraus gebildet: Jede Angabe ist verpflichtend, und die Nummern werden geprüft.",
    tracking:
      "Diese Dienste werden erst nach Zustimmung des Besuchers geladen. Lassen Sie ein Feld leer, um den Dienst nicht zu nutzen.",
    "top-bar": "Die Links in der schmalen Leiste über der Kopfzeile, links und rechts.",
    footer: "Die Spalten der Fußzeile. Jeder Teil erscheint nur, wenn er zum Anzeigen angekreuzt ist.",
    terms:
      "Die Bedingungen, die das Kaufangebot, die Mietformulare, ihre Dankeseiten und E-Mails nennen. Eine bei einer Immobilie eingetragene Mietkaution hat Vorrang vor den hier festgelegten Monaten.",
  },
  unchanged: "Es hatte sich nichts geändert.",
  languages: {
    legend: "Sprachen",
    enabled: "Aktivierte Sprachen",
    enabledHint: "Die Website ist nur in diesen Sprachen erreichbar; mindestens eine.",
    defaultLanguage: "Standardsprache",
    defaultHint: "Für Besucher von / und für Texte ohne Übersetzung. Muss aktiviert sein.",
    languageFlags: "In der Sprachauswahl Flaggen statt der Sprachcodes zeigen",
  },
  display: {
    legend: "Anzeige",
    showSearchCount: "Anzahlen im Suchfeld zeigen",
    showPriceReduced: "Abzeichen „Preis gesenkt“ auf den Immobilienkarten",
    showPriceHistory: "Preisverlauf auf der Seite einer Immobilie",
    headerFixedOnScroll: "Die Kopfzeile bleibt beim Scrollen oben stehen",
    soldPageDays: "Verkaufte und vermietete Immobilien nach dem Archivieren zeigen (Tage)",
    soldPageHint:
      "So lange zeigt ihre Seite, dass die Immobilie verkauft oder vermietet ist, mit ähnlichen Immobilien, statt „nicht gefunden“. 0: nicht zeigen; höchstens 730.",
  },
  timeSlots: {
    legend: "Rückrufzeiten in den Kontaktformularen",
    hint: "Besucher wählen, wann sie angerufen werden möchten. Schreiben Sie jedes Zeitfenster als 10:00-13:00; höchstens 6.",
    slot: "Zeitfenster {n}",
    add: "Zeitfenster hinzufügen",
    none: "Keine Rückrufzeiten: Die Formulare fragen nicht danach.",
  },
  privacy: {
    legend: "Cookies und Aufbewahrungsfrist",
    cookieLifetimeDays: "Gültigkeit einer Cookie-Auswahl (Tage)",
    cookieHint:
      "Danach fragt die Website den Besucher erneut. Höchstens 395 Tage (13 Monate); empfohlen: 180 (6 Monate).",
    leadRetentionMonths: "Aufbewahrungsfrist von Anfragen (Monate)",
    retentionHint:
      "Ältere Anfragen und ihre E-Mails werden täglich gelöscht. Leer: {months} Monate, der Standard des Servers.",
  },
  rows: {
    full: "Das Maximum ist erreicht.",
    unsavedHint: "Hinzufügen, Verschieben und Entfernen werden erst beim Speichern übernommen.",
  },
  tabs: {
    label: "Sprachen von {field}",
    missing: "Übersetzung fehlt",
    hasError: "enthält einen Fehler",
    disabled: "nicht aktiviert",
  },
  errorsTitle: "Nicht gespeichert: Bitte korrigieren Sie die markierten Felder.",
  errors: {
    required: "Bitte füllen Sie dieses Feld aus.",
    invalid: "Dieser Wert ist ungültig.",
    tooLong: "Dieser Text ist zu lang.",
    number: "Bitte geben Sie eine Zahl ein.",
    noLanguage: "Aktivieren Sie mindestens eine Sprache.",
    defaultNotEnabled: "Die Standardsprache muss eine aktivierte Sprache sein.",
    timeSlot: "Schreiben Sie ein Zeitfenster als 10:00-13:00.",
    timeSlotOrder: "Das Ende muss nach dem Beginn liegen.",
    timeSlotTwice: "Dieses Zeitfenster gibt es schon.",
    cookieLifetime: "Eine ganze Zahl von Tagen von 1 bis 395 (13 Monate).",
    retentionMonths: "Eine ganze Zahl von Monaten von 1 bis 120, oder leer für den Standard.",
    soldPageDays: "Eine ganze Zahl von Tagen von 0 bis 730.",
    href: "Eine Seite der Website (/login/), eine Webadresse (https://…), tel:… oder mailto:….",
    color: "Eine Farbe wie #1877f2, oder leer.",
    defaultLanguageText:
      "Füllen Sie auch den Text in der Standardsprache ({language}) aus: Besucher ohne Übersetzung lesen ihn.",
    companyNumber: "Keine gültige Unternehmensnummer: zehn Ziffern wie 0123.456.749, mit der richtigen Prüfziffer.",
    vatNumber: "Keine gültige MwSt.-Nummer: BE, gefolgt von der Unternehmensnummer.",
    vatNotCompany: "Die MwSt.-Nummer ist BE, gefolgt von der Unternehmensnummer oben.",
    bivNumber: "Keine gültige BIV-Nummer: sechs Ziffern, wie 509.123.",
    phone: "Keine gültige Telefonnummer.",
    email: "Keine gültige E-Mail-Adresse.",
    url: "Eine vollständige Webadresse, die mit https:// beginnt.",
    zip: "Eine belgische Postleitzahl mit vier Ziffern.",
    latitude: "Ein Breitengrad zwischen -90 und 90, wie 50.7339.",
    longitude: "Ein Längengrad zwischen -180 und 180, wie 4.2345.",
    analyticsId: "Eine Mess-ID von Google Analytics 4 sieht aus wie G-XXXXXXXXXX.",
    adsId: "Eine Google-Ads-ID sieht aus wie AW-123456789.",
    tagManagerId: "Eine Container-ID von Google Tag Manager sieht aus wie GTM-XXXXXXX.",
    pixelId: "Eine Meta-Pixel-ID besteht aus Ziffern (meist 15 oder 16).",
    verificationTag: "Fügen Sie den Code (den Wert nach content=) oder das ganze Meta-Tag ein.",
    advancePercent: "Ein Prozentsatz von 1 bis 25, etwa 10 oder 7,5.",
    depositMonths: "Eine ganze Zahl von Monaten von 0 bis 6.",
    incomeTimes: "Ein Vielfaches der Miete von 0 bis 10, mit höchstens einer Nachkommastelle, etwa 3 oder 2,5.",
    maxPersons: "Eine ganze Zahl von Personen von 1 bis 20, oder leer.",
    tenantCosts: "Ein Betrag bis € 10.000, etwa 250 oder 1.234,50, oder leer.",
  },
};
