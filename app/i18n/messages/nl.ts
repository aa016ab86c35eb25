// Dutch interface texts, grouped by page. Every language module has every key (a test checks it).
export const nl = {
  meta: { siteLanguageName: "Nederlands" },
  frame: {
    previewNotice:
      "Voorbeeld: zo ziet deze pagina eruit zodra ze gepubliceerd is. Alleen wie deze link heeft, ziet ze.",
    previewUnpublished: "Ontwerp, nog niet op de site",
    skipToContent: "Naar de inhoud",
    mainMenu: "Hoofdmenu",
    openMenu: "Menu openen",
    closeMenu: "Menu sluiten",
    findAMatch: "Laat uw zoekopdracht achter",
    languageSwitcher: "Taal kiezen",
    currentLanguage: "Huidige taal",
    scrollToTop: "Naar boven",
    opensInNewTab: "(opent in een nieuw tabblad)",
    copyright: "© {year} {name}. Alle rechten voorbehouden.",
    home: "Home",
    breadcrumb: "Kruimelpad",
    logoAlt: "{name}, naar de startpagina",
    topBar: "Snelle contactgegevens",
  },
  footer: {
    formsTitle: "Voor u",
    valuation: "Gratis waardebepaling",
    demandRegister: "Hou me op de hoogte",
    newsletter: "Nieuwsbrief",
    testimonial: "Schrijf een getuigenis",
    contactTitle: "Contact",
    legalTitle: "Wettelijke vermeldingen",
    legalLinks: "Juridische informatie",
    address: "Adres",
    phone: "Telefoon",
    email: "E-mail",
    companyNumber: "Ondernemingsnummer (KBO)",
    vatNumber: "Btw-nummer",
    professionalTitle: "Beroepstitel",
    bivNumber: "BIV-nummer {number}, erkend in {country}",
    supervisor: "Toezichthoudende overheid",
    insurance: "Beroepsaansprakelijkheid en borgstelling",
    policy: "{insurer}, polis {number}",
    ethicsCode: "Deontologische code van het BIV",
    privacy: "Privacyverklaring",
    cookiePolicy: "Cookiebeleid",
    disclaimer: "Disclaimer",
  },
  media: {
    gallery: "Fotogalerij",
    slide: "Foto {current} van {total}",
    previous: "Vorige foto",
    next: "Volgende foto",
    pause: "Diavoorstelling pauzeren",
    play: "Diavoorstelling afspelen",
    pauseVideo: "Video pauzeren",
    playVideo: "Video afspelen",
  },
  pages: {
    questions: "Hebt u een vraag?",
    questionsText: "Bel of mail ons, we helpen u graag verder.",
    readMore: "Lees meer",
    readMoreAbout: "over {title}",
    call: "Bel {name}",
    mail: "Mail {name}",
    phone: "Telefoon",
    email: "E-mail",
    speaks: "Spreekt",
    address: "Adres",
    openingHours: "Openingsuren",
    contactTitle: "Contacteer ons",
    backToServices: "Terug naar onze diensten",
    noItems: "Er is hier nog niets te tonen.",
  },
  thankYou: {
    backHome: "Terug naar de startpagina",
    kinds: {
      "contact-me": {
        title: "Bedankt voor uw bericht",
        text: "We hebben uw vraag goed ontvangen en nemen zo snel mogelijk contact met u op.",
      },
      "contact-appointment": {
        title: "Bedankt voor uw aanvraag",
        text: "We bekijken uw boeking en bevestigen het bezoek zo snel mogelijk per e-mail, met het bezoek voor uw agenda.",
      },
      "contact-construction": {
        title: "Bedankt voor uw interesse",
        text: "We bezorgen u zo snel mogelijk meer informatie over dit project.",
      },
      "contact-demand": {
        title: "Bedankt voor uw aanvraag",
        text: "We nemen contact met u op om een gratis schatting van uw eigendom in te plannen.",
      },
      "demand-register": {
        title: "Bedankt voor uw inschrijving",
        text: "We hebben u een e-mail gestuurd. Bevestig uw adres en we houden u op de hoogte van panden die bij u passen.",
      },
      "send-to-friend": {
        title: "Bericht verzonden",
        text: "Uw vriend of vriendin ontvangt binnen enkele ogenblikken een e-mail met dit pand.",
      },
      "site-contact": {
        title: "Bedankt voor uw bericht",
        text: "We hebben uw bericht goed ontvangen en antwoorden u zo snel mogelijk.",
      },
      "sign-newsletter": {
        title: "Bedankt voor uw inschrijving",
        text: "We stuurden u een e-mail. Bevestig uw adres met de link erin, dan ontvangt u onze nieuwsbrief. U kunt zich op elk moment afmelden.",
      },
      documents: {
        title: "Bedankt voor uw aanvraag",
        text: "We sturen u de documenten van dit pand zo snel mogelijk per e-mail.",
      },
      testimonial: {
        title: "Bedankt voor uw getuigenis",
        text: "We lezen ze na en publiceren ze binnenkort op onze website.",
      },
      "rental-application": {
        title: "Bedankt voor uw kandidatuur",
        text: "We bekijken uw aanvraag en nemen snel contact met u op.",
      },
      "purchase-offer": {
        title: "Bedankt voor uw bod",
        text: "We bezorgen uw bod aan de eigenaar en laten u zo snel mogelijk iets weten.",
      },
      testing: {
        title: "Testpagina",
        text: "Dit is een testpagina. Er werd niets verzonden.",
      },
    },
  },
  login: {
    tooManySeconds: {
      one: "Te veel mislukte pogingen. Probeer het opnieuw over {count} seconde.",
      other: "Te veel mislukte pogingen. Probeer het opnieuw over {count} seconden.",
    },
    tooManyMinutes: "Te veel mislukte pogingen. Probeer het opnieuw over {count} minuten.",
    title: "Inloggen voor eigenaars en medewerkers",
    intro:
      "Eigenaars volgen hier de bezoeken en de belangstelling voor hun pand; de medewerkers van het kantoor komen hier in het beheer.",
    email: "E-mailadres",
    password: "Wachtwoord",
    submit: "Inloggen",
    failed: "Inloggen mislukt; gebruikersnaam of wachtwoord niet correct.",
    emailInvalid: "Vul een geldig e-mailadres in.",
    passwordRequired: "Vul uw wachtwoord in.",
    errorSummary: "Controleer de gegevens hieronder.",
  },
  consent: {
    title: "Cookies op deze website",
    intro:
      'Wij gebruiken strikt noodzakelijke cookies om de site te laten werken. Met uw toestemming gebruiken we ook cookies om het bezoek te meten, voor marketing en voor sociale media. U kiest zelf, en u kunt uw keuze altijd wijzigen via "Cookie-instellingen" onderaan elke pagina.',
    policyLink: "Lees ons cookiebeleid",
    agree: "Alles accepteren",
    decline: "Weigeren",
    change: "Instellingen wijzigen",
    settingsTitle: "Cookie-instellingen",
    settingsIntro: "Kies per categorie. Alleen strikt noodzakelijke cookies staan altijd aan.",
    save: "Mijn keuze opslaan",
    alwaysOn: "Altijd actief",
    reopen: "Cookie-instellingen",
    categories: {
      necessary: "Strikt noodzakelijk",
      analytics: "Analytisch",
      marketing: "Marketing",
      social: "Sociale media",
      unclassified: "Niet geclassificeerd",
    },
    descriptions: {
      necessary: "Nodig om de site te tonen en uw keuzes te onthouden. Deze cookies kunnen niet worden uitgeschakeld.",
      analytics: "Tellen bezoeken en tonen hoe de site wordt gebruikt, zodat we ze kunnen verbeteren.",
      marketing: "Laten advertentiepartners toe u relevante advertenties te tonen en te meten.",
      social:
        "Laten sociale netwerken toe uw bezoek te koppelen aan hun diensten, en laden ingesloten video's en virtuele rondgangen.",
      unclassified: "Cookies die nog niet in een categorie zijn ondergebracht.",
    },
    embed: {
      videoText:
        "Deze video wordt getoond door {platform}. Zodra hij laadt, kan {platform} cookies plaatsen en uw bezoek registreren.",
      tourText:
        "Deze virtuele rondgang wordt getoond door {platform}. Zodra hij laadt, kan {platform} cookies plaatsen en uw bezoek registreren.",
      loadVideo: "Deze video laden",
      loadTour: "Deze rondgang laden",
      alwaysAllow: "Altijd toestaan: {category}",
      openOnPlatform: "Openen op {platform}",
    },
    /** The cookie table of the policy and the dialog (shared/cookie-catalogue.ts). */
    declaration: {
      title: "Welke cookies deze website gebruikt",
      lifetime: {
        one: "Uw keuze wordt {count} dag bewaard; daarna vragen we ze opnieuw.",
        other: "Uw keuze wordt {count} dagen bewaard; daarna vragen we ze opnieuw.",
      },
      trackers: "Diensten van derden die alleen met uw toestemming laden: {list}.",
      noTrackers:
        "Deze website laadt geen diensten van derden die u volgen: ze bewaart alleen wat strikt noodzakelijk is.",
      name: "Naam",
      provider: "Aanbieder",
      purpose: "Doel",
      duration: "Bewaartijd",
      cookiesOf: "Details per cookie",
      storage: {
        local: "lokale opslag",
        session: "opslag van het tabblad",
        cookie: "cookie",
      },
      providers: {
        google: "Google",
        meta: "Meta",
      },
      purposes: {
        consentChoice:
          "Onthoudt uw cookiekeuze en wanneer u ze maakte, zodat we ze niet op elke pagina opnieuw vragen.",
        consentSignals: "Onthoudt per soort toestemming wat u koos, zodat diensten van derden zich eraan houden.",
        campaign:
          "Onthoudt van welke campagne u kwam, tot u het tabblad sluit; naar statistieken alleen met uw toestemming.",
        session: "Houdt eigenaars en medewerkers aangemeld; alleen wie zich aanmeldt, krijgt het.",
        analyticsVisitor: "Onderscheidt bezoekers om het bezoek aan de site te tellen.",
        analyticsSession: "Houdt de pagina’s van één bezoek samen om het te meten.",
        tagManagerThrottle: "Beperkt hoe vaak metingen worden verstuurd.",
        adsConversion: "Meet welke advertenties tot een aanvraag leiden.",
        pixelBrowser: "Herkent uw browser om advertenties op Facebook en Instagram te meten en te tonen.",
      },
      durations: {
        signedIn: "Tot u zich afmeldt",
        tab: "Tot u het tabblad sluit",
        days: { one: "{count} dag", other: "{count} dagen" },
        years: { one: "{count} jaar", other: "{count} jaar" },
        minutes: { one: "{count} minuut", other: "{count} minuten" },
      },
    },
  },
  errors: {
    forbiddenTitle: "Geen toegang",
    forbiddenText: "Deze pagina is niet voor uw account.",
    notFoundTitle: "Pagina niet gevonden",
    notFoundText: "Deze pagina bestaat niet (meer). Zoek een pand of ga terug naar de startpagina.",
    badRequestTitle: "Ongeldige aanvraag",
    badRequestText: "Deze aanvraag bevat ongeldige gegevens.",
    serverErrorTitle: "Er is een fout in de API",
    serverErrorText: "Er ging iets mis aan onze kant. Probeer het over enkele ogenblikken opnieuw.",
    backHome: "Terug naar de startpagina",
  },
} as const;

type Widen<T> = {
  -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]>;
};
export type Messages = Widen<typeof nl>;
