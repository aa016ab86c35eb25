// Titles, descriptions and body texts of the menu pages in four languages. The descriptions double
// as meta descriptions, so each stays under about 160 characters.
import type { AllLanguages } from "./constants.ts";

export interface PageText {
  title: AllLanguages;
  description: AllLanguages;
}

export const PAGE_TEXTS = {
  home: {
    title: { nl: "Home", fr: "Accueil", en: "Home", de: "Startseite" },
    description: {
      nl: "Immo Zennevallei in Halle: huizen, appartementen en bouwgronden te koop en te huur in de Zennevallei en rond Brussel.",
      fr: "Immo Zennevallei à Hal : maisons, appartements et terrains à vendre et à louer dans la vallée de la Senne et autour de Bruxelles.",
      en: "Immo Zennevallei in Halle: houses, apartments and building plots for sale and for rent in the Zenne valley and around Brussels.",
      de: "Immo Zennevallei in Halle: Häuser, Wohnungen und Baugrundstücke zu verkaufen und zu vermieten im Sennetal und rund um Brüssel.",
    },
  },
  forSale: {
    title: { nl: "Te koop", fr: "À vendre", en: "For sale", de: "Zu verkaufen" },
    description: {
      nl: "Ons volledige aanbod te koop: woningen, appartementen, bouwgronden en handelspanden in Halle en omgeving.",
      fr: "Toute notre offre à vendre : maisons, appartements, terrains et commerces à Hal et environs.",
      en: "All our properties for sale: houses, apartments, building plots and commercial property in and around Halle.",
      de: "Unser gesamtes Kaufangebot: Häuser, Wohnungen, Baugrundstücke und Gewerbeimmobilien in Halle und Umgebung.",
    },
  },
  forRent: {
    title: { nl: "Te huur", fr: "À louer", en: "For rent", de: "Zu vermieten" },
    description: {
      nl: "Ons volledige huuraanbod: appartementen, woningen, studio's, garages en kantoren in Halle en omgeving.",
      fr: "Toute notre offre à louer : appartements, maisons, studios, garages et bureaux à Hal et environs.",
      en: "All our properties for rent: apartments, houses, studios, garages and offices in and around Halle.",
      de: "Unser gesamtes Mietangebot: Wohnungen, Häuser, Studios, Garagen und Büros in Halle und Umgebung.",
    },
  },
  projects: {
    title: { nl: "Projecten", fr: "Projets", en: "Projects", de: "Projekte" },
    description: {
      nl: "Nieuwbouwprojecten van Immo Zennevallei: energiezuinige appartementen en woningen, verkocht onder btw-stelsel.",
      fr: "Les projets neufs d'Immo Zennevallei : appartements et maisons basse énergie, vendus sous régime TVA.",
      en: "New-build projects by Immo Zennevallei: energy-efficient apartments and houses, sold under the VAT regime.",
      de: "Neubauprojekte von Immo Zennevallei: energieeffiziente Wohnungen und Häuser, verkauft mit Mehrwertsteuer.",
    },
  },
  services: {
    title: { nl: "Onze gouden diensten", fr: "Services en or", en: "Golden services", de: "Goldene Dienste" },
    description: {
      nl: "Verkopen, verhuren, nieuwbouw, rentmeesterschap en gratis schattingen: ontdek wat wij voor u kunnen doen.",
      fr: "Vente, location, construction neuve, gestion locative et estimations gratuites : découvrez ce que nous pouvons faire pour vous.",
      en: "Selling, letting, new construction, property management and free valuations: see what we can do for you.",
      de: "Verkauf, Vermietung, Neubau, Hausverwaltung und kostenlose Bewertungen: Entdecken Sie, was wir für Sie tun können.",
    },
  },
  testimonials: {
    title: { nl: "Getuigenissen", fr: "Témoignages", en: "Testimonials", de: "Erfahrungsberichte" },
    description: {
      nl: "Wat verkopers, kopers en huurders over Immo Zennevallei vertellen, in hun eigen woorden.",
      fr: "Ce que vendeurs, acheteurs et locataires disent d'Immo Zennevallei, avec leurs propres mots.",
      en: "What sellers, buyers and tenants say about Immo Zennevallei, in their own words.",
      de: "Was Verkäufer, Käufer und Mieter über Immo Zennevallei sagen, in ihren eigenen Worten.",
    },
  },
  team: {
    title: { nl: "Team", fr: "Équipe", en: "Team", de: "Team" },
    description: {
      nl: "Maak kennis met de makelaars en medewerkers van Immo Zennevallei in Halle.",
      fr: "Faites connaissance avec les agents et collaborateurs d'Immo Zennevallei à Hal.",
      en: "Meet the agents and staff of Immo Zennevallei in Halle.",
      de: "Lernen Sie die Makler und Mitarbeiter von Immo Zennevallei in Halle kennen.",
    },
  },
  about: {
    title: { nl: "Over ons", fr: "À propos", en: "About us", de: "Über uns" },
    description: {
      nl: "Immo Zennevallei is een onafhankelijk vastgoedkantoor in Halle, sinds 2009 actief in de Zennevallei.",
      fr: "Immo Zennevallei est une agence immobilière indépendante à Hal, active dans la vallée de la Senne depuis 2009.",
      en: "Immo Zennevallei is an independent estate agency in Halle, working in the Zenne valley since 2009.",
      de: "Immo Zennevallei ist ein unabhängiges Immobilienbüro in Halle, seit 2009 im Sennetal tätig.",
    },
  },
  howWeWork: {
    title: { nl: "Onze werkwijze", fr: "Notre méthode", en: "How we work", de: "Unsere Arbeitsweise" },
    description: {
      nl: "Persoonlijk, transparant en volgens de regels van het BIV: zo begeleiden wij elke verkoop en verhuring.",
      fr: "Personnel, transparent et conforme aux règles de l'IPI : c'est ainsi que nous accompagnons chaque vente et location.",
      en: "Personal, transparent and by the rules of the BIV: this is how we handle every sale and letting.",
      de: "Persönlich, transparent und nach den Regeln des BIV: So begleiten wir jeden Verkauf und jede Vermietung.",
    },
  },
  contact: {
    title: { nl: "Contact", fr: "Contact", en: "Contact", de: "Kontakt" },
    description: {
      nl: "Bel, mail of kom langs op ons kantoor in de Basiliekstraat in Halle. Wij antwoorden binnen één werkdag.",
      fr: "Appelez-nous, écrivez-nous ou passez à notre agence, Basiliekstraat à Hal. Nous répondons dans un jour ouvrable.",
      en: "Call, e-mail or visit our office in the Basiliekstraat in Halle. We reply within one working day.",
      de: "Rufen Sie an, schreiben Sie uns oder besuchen Sie unser Büro in der Basiliekstraat in Halle. Wir antworten innerhalb eines Werktags.",
    },
  },
  demandRegister: {
    title: {
      nl: "Hou me op de hoogte",
      fr: "Tenez-moi au courant",
      en: "Keep me informed",
      de: "Auf dem Laufenden halten",
    },
    description: {
      nl: "Laat uw zoekopdracht achter en ontvang als eerste een e-mail wanneer een pand bij u past.",
      fr: "Laissez-nous votre recherche et recevez en premier un e-mail dès qu'un bien vous correspond.",
      en: "Leave your search with us and be the first to get an e-mail when a matching property comes in.",
      de: "Hinterlassen Sie Ihren Suchauftrag und erhalten Sie als Erste eine E-Mail, sobald eine passende Immobilie hereinkommt.",
    },
  },
  login: {
    title: { nl: "Login eigenaars", fr: "Connexion propriétaires", en: "Owner login", de: "Eigentümer-Login" },
    description: {
      nl: "Eigenaars volgen hier de statistieken en de geschiedenis van hun panden.",
      fr: "Les propriétaires suivent ici les statistiques et l'historique de leurs biens.",
      en: "Owners follow the statistics and history of their properties here.",
      de: "Eigentümer verfolgen hier die Statistiken und den Verlauf ihrer Immobilien.",
    },
  },
} satisfies Record<string, PageText>;

/** Body texts of the modules that carry their own text (no article behind them). */
export const MODULE_TEXTS = {
  newProperties: {
    nl: "Onze nieuwe panden",
    fr: "Nos nouveaux biens",
    en: "Our new properties",
    de: "Unsere neuen Immobilien",
  },
  heroTitle: {
    nl: "Vind uw match in de Zennevallei",
    fr: "Trouvez votre match dans la vallée de la Senne",
    en: "Find your match in the Zenne valley",
    de: "Finden Sie Ihr Match im Sennetal",
  },
  heroDescription: {
    nl: "{FOR_SALE_TOTAL} panden te koop en {FOR_RENT_TOTAL} te huur in Halle en omgeving",
    fr: "{FOR_SALE_TOTAL} biens à vendre et {FOR_RENT_TOTAL} à louer à Hal et environs",
    en: "{FOR_SALE_TOTAL} properties for sale and {FOR_RENT_TOTAL} for rent in and around Halle",
    de: "{FOR_SALE_TOTAL} Immobilien zu verkaufen und {FOR_RENT_TOTAL} zu vermieten in Halle und Umgebung",
  },
  valuationTitle: {
    nl: "Wat is uw woning waard?",
    fr: "Que vaut votre bien ?",
    en: "What is your home worth?",
    de: "Was ist Ihre Immobilie wert?",
  },
  valuationText: {
    nl: "Onze schatter bepaalt gratis en vrijblijvend de waarde van uw woning, na een bezoek ter plaatse en op basis van recente verkopen in uw buurt.",
    fr: "Notre estimateur évalue gratuitement et sans engagement votre bien, après une visite sur place et sur la base des ventes récentes dans votre quartier.",
    en: "Our valuer tells you what your home is worth, free and without obligation, after a visit and based on recent sales in your area.",
    de: "Unser Gutachter bewertet Ihre Immobilie kostenlos und unverbindlich, nach einem Besuch vor Ort und auf Grundlage der jüngsten Verkäufe in Ihrer Nachbarschaft.",
  },
  valuationLink: {
    nl: "Vraag een gratis waardebepaling aan",
    fr: "Demandez une estimation gratuite",
    en: "Ask for a free valuation",
    de: "Kostenlose Bewertung anfragen",
  },
  projectsTitle: {
    nl: "Nieuwbouwprojecten",
    fr: "Projets neufs",
    en: "New-build projects",
    de: "Neubauprojekte",
  },
  projectsText: {
    nl: "Appartementen en woningen op plan in Halle en Tubeke, met prijslijst, plannen en opleverdatum.",
    fr: "Appartements et maisons sur plan à Hal et à Tubize, avec liste de prix, plans et date de livraison.",
    en: "Apartments and houses off plan in Halle and Tubize, with price list, plans and delivery date.",
    de: "Wohnungen und Häuser nach Plan in Halle und Tubize, mit Preisliste, Plänen und Übergabetermin.",
  },
  projectsLink: {
    nl: "Bekijk onze projecten",
    fr: "Voir nos projets",
    en: "See our projects",
    de: "Unsere Projekte ansehen",
  },
  servicesTitle: { nl: "Onze diensten", fr: "Nos services", en: "Our services", de: "Unsere Leistungen" },
  testimonialsTitle: {
    nl: "Wat klanten zeggen",
    fr: "Ce que disent nos clients",
    en: "What our clients say",
    de: "Was unsere Kunden sagen",
  },
  teamTitle: {
    nl: "Maak kennis met ons team",
    fr: "Faites connaissance avec notre équipe",
    en: "Meet our team",
    de: "Lernen Sie unser Team kennen",
  },
  teamIntro: {
    nl: "Achter elk pand staat een team van acht mensen dat de Zennevallei door en door kent. Makelaars, een rentmeester, een schatter en een administratief team werken samen aan uw dossier, zodat u altijd iemand aan de lijn hebt die uw verhaal kent.",
    fr: "Derrière chaque bien, il y a une équipe de huit personnes qui connaît la vallée de la Senne sur le bout des doigts. Agents, gestionnaire, estimateur et équipe administrative travaillent ensemble sur votre dossier, pour que vous ayez toujours au bout du fil quelqu'un qui connaît votre histoire.",
    en: "Behind every property is a team of eight people who know the Zenne valley inside out. Agents, a property manager, a valuer and an office team work on your file together, so you always speak to someone who knows your story.",
    de: "Hinter jeder Immobilie steht ein Team von acht Menschen, die das Sennetal in- und auswendig kennen. Makler, Hausverwalter, Gutachter und Verwaltung arbeiten gemeinsam an Ihrer Akte, damit Sie immer jemanden am Telefon haben, der Ihre Geschichte kennt.",
  },
  servicesIntro: {
    nl: "Van de eerste schatting tot het beheer van uw verhuurde pand: kies de dienst die bij u past.",
    fr: "De la première estimation à la gestion de votre bien loué : choisissez le service qui vous convient.",
    en: "From the first valuation to managing your let property: choose the service that suits you.",
    de: "Von der ersten Bewertung bis zur Verwaltung Ihrer vermieteten Immobilie: Wählen Sie den passenden Service.",
  },
  contactTitle: { nl: "Contacteer ons", fr: "Contactez-nous", en: "Contact us", de: "Kontaktieren Sie uns" },
  contactIntro: {
    nl: "Stel uw vraag via het formulier, bel ons op 02 356 47 80 of kom langs op ons kantoor. Wij antwoorden binnen één werkdag.",
    fr: "Posez votre question via le formulaire, appelez-nous au 02 356 47 80 ou passez à notre agence. Nous répondons dans un jour ouvrable.",
    en: "Ask your question through the form, call us on 02 356 47 80 or drop by our office. We reply within one working day.",
    de: "Stellen Sie Ihre Frage über das Formular, rufen Sie uns unter 02 356 47 80 an oder besuchen Sie unser Büro. Wir antworten innerhalb eines Werktags.",
  },
  about: {
    nl: "Immo Zennevallei werd in 2009 opgericht door Sofie Van den Broeck, geboren en getogen in Halle. Wat begon als een eenvrouwszaak in de Basiliekstraat, groeide uit tot een team van acht mensen.\n\nWij verkopen en verhuren woningen, appartementen, bouwgronden en handelspanden in de Zennevallei, het Pajottenland, de rand rond Brussel en Waals-Brabant, en begeleiden ontwikkelaars bij nieuwbouwprojecten.\n\nAls erkend vastgoedmakelaar-bemiddelaar zijn wij lid van het BIV en volgen wij de deontologische code van het beroep. Onze medewerkers volgen elk jaar de verplichte permanente vorming.",
    fr: "Immo Zennevallei a été fondée en 2009 par Sofie Van den Broeck, née et élevée à Hal. Ce qui a commencé comme une petite agence dans la Basiliekstraat est devenu une équipe de huit personnes.\n\nNous vendons et louons maisons, appartements, terrains et commerces dans la vallée de la Senne, le Pajottenland, la périphérie bruxelloise et le Brabant wallon, et accompagnons les promoteurs dans leurs projets neufs.\n\nEn tant qu'agent immobilier intermédiaire agréé, nous sommes membres de l'IPI et suivons le code de déontologie de la profession. Nos collaborateurs suivent chaque année la formation permanente obligatoire.",
    en: "Immo Zennevallei was founded in 2009 by Sofie Van den Broeck, born and raised in Halle. What began as a one-woman business in the Basiliekstraat has grown into a team of eight.\n\nWe sell and let houses, apartments, building plots and commercial property in the Zenne valley, the Pajottenland, the area around Brussels and Walloon Brabant, and we support developers with new-build projects.\n\nAs a licensed real-estate agent-intermediary we are members of the BIV/IPI and follow the profession's code of ethics. Our staff complete the compulsory continuing training every year.",
    de: "Immo Zennevallei wurde 2009 von Sofie Van den Broeck gegründet, die in Halle geboren und aufgewachsen ist. Was als kleines Büro in der Basiliekstraat begann, ist zu einem Team von acht Menschen gewachsen.\n\nWir verkaufen und vermieten Häuser, Wohnungen, Baugrundstücke und Gewerbeimmobilien im Sennetal, im Pajottenland, im Brüsseler Umland und in Wallonisch-Brabant und begleiten Bauträger bei Neubauprojekten.\n\nAls zugelassener Immobilienmakler-Vermittler sind wir Mitglied des BIV/IPI und folgen dem Ehrenkodex des Berufs. Unsere Mitarbeiter absolvieren jedes Jahr die vorgeschriebene Weiterbildung.",
  },
  howWeWork: {
    nl: "Persoonlijk: u hebt één vast aanspreekpunt, van de eerste afspraak tot de akte.\n\nTransparant: u ontvangt na elk bezoek feedback en kunt uw dossier altijd inkijken via uw eigenaarslogin.\n\nCorrect: wij vermelden in elke advertentie wat de wet vraagt, van het EPC tot de overstromingsscores, zodat kopers en huurders geen verrassingen krijgen.",
    fr: "Personnel : vous avez un seul interlocuteur, du premier rendez-vous jusqu'à l'acte.\n\nTransparent : vous recevez un retour après chaque visite et pouvez consulter votre dossier à tout moment via votre espace propriétaire.\n\nCorrect : chaque annonce mentionne ce que la loi exige, du certificat PEB aux scores d'inondabilité, pour que les acheteurs et les locataires n'aient pas de mauvaises surprises.",
    en: "Personal: you have one point of contact, from the first appointment to the deed.\n\nTransparent: you get feedback after every viewing and can check your file at any time through your owner login.\n\nCorrect: every advert states what the law requires, from the energy certificate to the flood scores, so buyers and tenants get no surprises.",
    de: "Persönlich: Sie haben einen festen Ansprechpartner, vom ersten Termin bis zur Urkunde.\n\nTransparent: Sie erhalten nach jeder Besichtigung eine Rückmeldung und können Ihre Akte jederzeit über Ihren Eigentümer-Login einsehen.\n\nKorrekt: Jede Anzeige enthält, was das Gesetz verlangt, vom Energieausweis bis zu den Überschwemmungswerten, damit Käufer und Mieter keine Überraschungen erleben.",
  },
} satisfies Record<string, AllLanguages>;
