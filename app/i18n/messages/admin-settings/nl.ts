// The site settings in the back office (pages, general section, rows, refusals), in Dutch. The other languages
// (fr.ts, en.ts, de.ts) take their shape from this one.
import type { SettingsError } from "../../../domain/site-settings-rules.ts";

export const nl = {
  title: "Website-instellingen",
  sectionsLabel: "Onderdelen van de instellingen",
  sections: {
    general: "Algemeen",
    agency: "Kantoor en wettelijke vermeldingen",
    tracking: "Statistieken en verificatie",
    "top-bar": "Bovenbalk",
    footer: "Voettekst",
    terms: "Bedragen in de formulieren",
  },
  intros: {
    general: "Talen, wat de kop en het zoekvak tonen, de belmomenten van de formulieren, cookies en bewaartermijn.",
    agency:
      "De wettelijke vermeldingen onderaan elke pagina worden hieruit opgebouwd: elk gegeven is verplicht en de nummers worden gecontroleerd.",
    tracking:
      "Deze diensten worden pas geladen nadat de bezoeker ermee instemt. Laat een veld leeg om de dienst niet te gebruiken.",
    "top-bar": "De links in de smalle balk boven de kop, links en rechts.",
    footer: "De kolommen van de voettekst. Elk deel verschijnt alleen als het aangevinkt is om te tonen.",
    terms:
      "De voorwaarden die het bod, de huurformulieren, hun bedankpagina’s en e-mails noemen. Een huurwaarborg die bij een pand is ingevuld, gaat voor op het aantal maanden hier.",
  },
  unchanged: "Er was niets gewijzigd.",
  languages: {
    legend: "Talen",
    enabled: "Ingeschakelde talen",
    enabledHint: "De site is alleen in deze talen te bezoeken; minstens één.",
    defaultLanguage: "Standaardtaal",
    defaultHint: "Voor bezoekers op / en voor teksten zonder vertaling. Moet ingeschakeld zijn.",
    languageFlags: "Vlaggetjes tonen in de taalkeuze in plaats van de taalcodes",
  },
  display: {
    legend: "Weergave",
    showSearchCount: "Aantallen tonen in het zoekvak",
    showPriceReduced: "Badge „prijs verlaagd” op de kaarten van panden",
    showPriceHistory: "Prijsgeschiedenis op de pagina van een pand",
    headerFixedOnScroll: "De kop blijft bovenaan staan bij het scrollen",
    soldPageDays: "Verkochte en verhuurde panden na archiveren tonen (dagen)",
    soldPageHint:
      "Zo lang toont hun pagina dat het pand verkocht of verhuurd is, met gelijkaardige panden, in plaats van ‘niet gevonden’. 0: niet tonen; hoogstens 730.",
  },
  timeSlots: {
    legend: "Belmomenten in de contactformulieren",
    hint: "Bezoekers kiezen wanneer ze gebeld willen worden. Schrijf elk tijdvak als 10:00-13:00; hoogstens 6.",
    slot: "Tijdvak {n}",
    add: "Tijdvak toevoegen",
    none: "Geen belmomenten: de formulieren vragen er niet naar.",
  },
  privacy: {
    legend: "Cookies en bewaartermijn",
    cookieLifetimeDays: "Geldigheid van een cookiekeuze (dagen)",
    cookieHint:
      "Daarna vraagt de site de bezoeker opnieuw. Hoogstens 395 dagen (13 maanden); aanbevolen: 180 (6 maanden).",
    leadRetentionMonths: "Bewaartermijn van aanvragen (maanden)",
    retentionHint:
      "Aanvragen en hun e-mails ouder dan dit worden elke dag gewist. Leeg: {months} maanden, de standaard van de server.",
  },
  rows: {
    full: "Het maximum is bereikt.",
    unsavedHint: "Toevoegen, verplaatsen en verwijderen worden pas bewaard als u opslaat.",
  },
  tabs: {
    label: "Talen van {field}",
    missing: "vertaling ontbreekt",
    hasError: "bevat een fout",
    disabled: "niet ingeschakeld",
  },
  errorsTitle: "Niet opgeslagen: verbeter de gemarkeerde velden.",
  errors: {
    required: "Vul dit veld in.",
    invalid: "Deze waarde is ongeldig.",
    tooLong: "Deze tekst is te lang.",
    number: "Vul een getal in.",
    noLanguage: "Schakel minstens één taal in.",
    defaultNotEnabled: "De standaardtaal moet een ingeschakelde taal zijn.",
    timeSlot: "Schrijf een tijdvak als 10:00-13:00.",
    timeSlotOrder: "Het einde moet na het begin liggen.",
    timeSlotTwice: "Dit tijdvak staat er al.",
    cookieLifetime: "Een heel aantal dagen van 1 tot 395 (13 maanden).",
    retentionMonths: "Een heel aantal maanden van 1 tot 120, of leeg voor de standaard.",
    soldPageDays: "Een heel aantal dagen van 0 tot 730.",
    href: "Een pagina van de site (/login/), een webadres (https://…), tel:… of mailto:….",
    color: "Een kleur zoals #1877f2, of leeg.",
    defaultLanguageText: "Vul ook de tekst in de standaardtaal ({language}) in: bezoekers zonder vertaling lezen die.",
    companyNumber: "Geen geldig ondernemingsnummer: tien cijfers zoals 0123.456.749, met het juiste controlegetal.",
    vatNumber: "Geen geldig btw-nummer: BE gevolgd door het ondernemingsnummer.",
    vatNotCompany: "Het btw-nummer is BE gevolgd door het ondernemingsnummer hierboven.",
    bivNumber: "Geen geldig BIV-nummer: zes cijfers, zoals 509.123.",
    phone: "Geen geldig telefoonnummer.",
    email: "Geen geldig e-mailadres.",
    url: "Een volledig webadres dat begint met https://.",
    zip: "Een Belgische postcode van vier cijfers.",
    latitude: "Een breedtegraad tussen -90 en 90, zoals 50.7339.",
    longitude: "Een lengtegraad tussen -180 en 180, zoals 4.2345.",
    analyticsId: "Een meet-ID van Google Analytics 4 ziet eruit als G-XXXXXXXXXX.",
    adsId: "Een Google Ads-ID ziet eruit als AW-123456789.",
    tagManagerId: "Een container-ID van Google Tag Manager ziet eruit als GTM-XXXXXXX.",
    pixelId: "Een Meta-pixel-ID bestaat uit cijfers (meestal 15 of 16).",
    verificationTag: "Plak de code (de waarde na content=) of de hele meta-tag.",
    advancePercent: "Een percentage van 1 tot 25, zoals 10 of 7,5.",
    depositMonths: "Een heel aantal maanden van 0 tot 6.",
    incomeTimes: "Een veelvoud van de huur van 0 tot 10, met hoogstens één decimaal, zoals 3 of 2,5.",
    maxPersons: "Een heel aantal personen van 1 tot 20, of leeg.",
    tenantCosts: "Een bedrag tot € 10.000, zoals 250 of 1.234,50, of leeg.",
  } satisfies Record<SettingsError, string>,
};

export type AdminSettingsMessages = typeof nl;
