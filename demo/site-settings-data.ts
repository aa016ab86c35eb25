// The demo agency's settings: languages, contact slots, top bar, footer and the identity a Belgian
// estate agent must publish (BELGIAN-RULES.md). The agency is fictional; its e-mail domain is a
// reserved .example domain so that no demo message can reach a real mailbox.
import { z } from "zod";
import {
  type AgencyIdentity,
  agencyIdentitySchema,
  type FooterColumn,
  footerColumnSchema,
  type TopBarLink,
  type TrackingIds,
  topBarLinkSchema,
  trackingIdsSchema,
} from "../app/.server/db/json-shapes.ts";
import type { AllLanguages } from "./constants.ts";

const NAME = "Immo Zennevallei";
const PHONE = "02 356 47 80";
const EMAIL = "info@immozennevallei.example";
// A valid enterprise number: the last two digits are 97 minus the first eight modulo 97.
const COMPANY_NUMBER = "0712.345.630";
const CITY: AllLanguages = { nl: "Halle", fr: "Hal", en: "Halle", de: "Halle" };
const STREET = "Basiliekstraat 112";

export const AGENCY: AgencyIdentity = agencyIdentitySchema.parse({
  name: NAME,
  legalName: `${NAME} bv`,
  street: STREET,
  zip: "1500",
  city: CITY,
  phone: PHONE,
  email: EMAIL,
  companyNumber: COMPANY_NUMBER,
  vatNumber: `BE ${COMPANY_NUMBER}`,
  professionalTitle: {
    nl: "vastgoedmakelaar-bemiddelaar",
    fr: "agent immobilier intermédiaire",
    en: "real-estate agent-intermediary",
    de: "Immobilienmakler-Vermittler",
  },
  bivNumber: "509.123",
  country: { nl: "België", fr: "Belgique", en: "Belgium", de: "Belgien" },
  supervisor: "BIV/IPI, Luxemburgstraat 16B, 1000 Brussel",
  insurer: "AXA Belgium nv, Troonplein 1, 1000 Brussel",
  policyNumber: "730.418.526",
  ethicsCodeUrl: "https://www.biv.be/deontologie",
  latitude: 50.7339,
  longitude: 4.2345,
  openingHours: {
    nl: "Maandag tot vrijdag 9.00–12.30 en 13.30–18.00, zaterdag 10.00–13.00. Bezoeken ook 's avonds op afspraak.",
    fr: "Du lundi au vendredi de 9 h à 12 h 30 et de 13 h 30 à 18 h, le samedi de 10 h à 13 h. Visites en soirée sur rendez-vous.",
    en: "Monday to Friday 9.00–12.30 and 13.30–18.00, Saturday 10.00–13.00. Evening viewings by appointment.",
    de: "Montag bis Freitag 9.00–12.30 und 13.30–18.00 Uhr, Samstag 10.00–13.00 Uhr. Besichtigungen abends nach Vereinbarung.",
  },
  verification: {},
});

const address: AllLanguages = {
  nl: `${STREET}, 1500 Halle`,
  fr: `${STREET}, 1500 Hal`,
  en: `${STREET}, 1500 Halle`,
  de: `${STREET}, 1500 Halle`,
};

export const TOP_BAR_LEFT: TopBarLink[] = z.array(topBarLinkSchema).parse([
  { published: true, label: { nl: PHONE, fr: PHONE, en: PHONE, de: PHONE }, href: "tel:+3223564780", icon: "phone" },
  { published: true, label: { nl: EMAIL, fr: EMAIL, en: EMAIL, de: EMAIL }, href: `mailto:${EMAIL}`, icon: "mail" },
  {
    published: true,
    label: address,
    href: "https://www.openstreetmap.org/?mlat=50.7339&mlon=4.2345#map=17/50.7339/4.2345",
    icon: "pin",
  },
]);

export const TOP_BAR_RIGHT: TopBarLink[] = z.array(topBarLinkSchema).parse([
  {
    published: true,
    label: { nl: "Facebook", fr: "Facebook", en: "Facebook", de: "Facebook" },
    href: "https://www.facebook.com/immozennevallei",
    icon: "facebook",
    color: "#1877f2",
  },
  {
    published: true,
    label: { nl: "Instagram", fr: "Instagram", en: "Instagram", de: "Instagram" },
    href: "https://www.instagram.com/immozennevallei",
    icon: "instagram",
    color: "#c13584",
  },
  // Internal link without language: the site puts the visitor's language in front of it.
  {
    published: true,
    label: { nl: "Login eigenaars", fr: "Connexion propriétaires", en: "Owner login", de: "Eigentümer-Login" },
    href: "/login/",
    icon: "user",
  },
]);

export const FOOTER_COLUMNS: FooterColumn[] = z.array(footerColumnSchema).parse([
  {
    title: { nl: NAME, fr: NAME, en: NAME, de: NAME },
    titlePublic: true,
    intro: address,
    introPublic: true,
    text: {
      nl: `Tel. ${PHONE}\n${EMAIL}\nOpen van maandag tot zaterdag, bezoeken ook 's avonds op afspraak.`,
      fr: `Tél. ${PHONE}\n${EMAIL}\nOuvert du lundi au samedi, visites en soirée sur rendez-vous.`,
      en: `Tel. ${PHONE}\n${EMAIL}\nOpen Monday to Saturday, evening viewings by appointment.`,
      de: `Tel. ${PHONE}\n${EMAIL}\nGeöffnet Montag bis Samstag, Besichtigungen abends nach Vereinbarung.`,
    },
    textPublic: true,
  },
  {
    title: { nl: "Ons werkgebied", fr: "Notre région", en: "Where we work", de: "Unser Gebiet" },
    titlePublic: true,
    intro: {
      nl: "Halle, de Zennevallei, het Pajottenland en de rand rond Brussel.",
      fr: "Hal, la vallée de la Senne, le Pajottenland et la périphérie bruxelloise.",
      en: "Halle, the Zenne valley, the Pajottenland and the area around Brussels.",
      de: "Halle, das Sennetal, das Pajottenland und das Brüsseler Umland.",
    },
    introPublic: true,
    // Kept for later: the agency has not decided yet to show the full list of towns.
    text: {
      nl: "Halle, Buizingen, Lembeek, Sint-Pieters-Leeuw, Beersel, Dilbeek, Lennik, Pepingen, Tubeke, Edingen.",
      fr: "Hal, Buizingen, Lembeek, Leeuw-Saint-Pierre, Beersel, Dilbeek, Lennik, Pepingen, Tubize, Enghien.",
      en: "Halle, Buizingen, Lembeek, Sint-Pieters-Leeuw, Beersel, Dilbeek, Lennik, Pepingen, Tubize, Enghien.",
      de: "Halle, Buizingen, Lembeek, Sint-Pieters-Leeuw, Beersel, Dilbeek, Lennik, Pepingen, Tubize, Edingen.",
    },
    textPublic: false,
  },
  {
    title: { nl: "Blijf op de hoogte", fr: "Restez informé", en: "Stay informed", de: "Bleiben Sie informiert" },
    titlePublic: true,
    intro: {
      nl: "Laat uw zoekopdracht achter en ontvang nieuwe panden als eerste in uw mailbox.",
      fr: "Laissez-nous votre recherche et recevez les nouveaux biens en premier dans votre boîte mail.",
      en: "Leave your search with us and be the first to receive new properties by e-mail.",
      de: "Hinterlassen Sie Ihren Suchauftrag und erhalten Sie neue Immobilien als Erste per E-Mail.",
    },
    introPublic: true,
    text: {
      nl: "Volg ons ook op Facebook en Instagram.",
      fr: "Suivez-nous aussi sur Facebook et Instagram.",
      en: "Follow us on Facebook and Instagram too.",
      de: "Folgen Sie uns auch auf Facebook und Instagram.",
    },
    textPublic: true,
  },
]);

export const TRACKING: TrackingIds = trackingIdsSchema.parse({});

export const CONTACT_TIME_SLOTS = ["10:00-13:00", "13:00-16:00", "16:00-19:00"];
