// What the root loader (app/.server/frame-data.ts) gives every page, read by the frame's components.

import type { BadgeViews } from "../domain/status-badges.ts";
import type { Language } from "../i18n/languages.ts";
import type { FormMessages } from "../i18n/messages/forms-nl.ts";
import type { SiteMessages } from "../i18n/messages/site-messages.ts";
import type { IconTone } from "./tones.ts";

export interface MenuItemData {
  id: number;
  label: string;
  href: string;
  children: MenuItemData[];
}

export interface TopBarLinkData {
  label: string;
  href: string;
  icon?: IconName;
  color?: string;
  /** The palette tone nearest to `color` (app/shared/tones.ts): CSS class, no style attribute. */
  tone?: IconTone;
  /** External, tel: and mailto: links open in a new tab (SPEC.md). */
  external: boolean;
}

export interface FooterColumnData {
  title?: string;
  intro?: string;
  text?: string;
}

export interface AgencyData {
  name: string;
  legalName: string;
  street: string;
  zip: string;
  city: string;
  phone: string;
  email: string;
  companyNumber: string;
  vatNumber: string;
  professionalTitle: string;
  bivNumber: string;
  country: string;
  supervisor: string;
  insurer: string;
  policyNumber: string;
  ethicsCodeUrl: string;
  openingHours: string;
}

/** What the root loader gives every page: language, the frame's data, where its texts are. */
export interface RootLoaderData {
  language: Language;
  enabledLanguages: Language[];
  defaultLanguage: Language;
  /** The language's interface texts, a file the browser keeps (app/i18n/interface-texts.ts). */
  textsPath: string;
  /** The public frame's menu, top bar and footer: empty for a back-office page, which draws its own frame. */
  menu: MenuItemData[];
  topBarLeft: TopBarLinkData[];
  topBarRight: TopBarLinkData[];
  footerColumns: FooterColumnData[];
  agency: AgencyData;
  headerFixedOnScroll: boolean;
  /** The language switcher shows flags instead of upper-case codes (Config languageFlags). */
  languageFlags: boolean;
  showSearchCount: boolean;
  /** Cards say "price reduced" where the last price change lowered it (a setting). */
  showPriceReduced: boolean;
  /** Paths of the legal pages in the current language, for the footer. */
  legalLinks: { privacy: string; cookiePolicy: string; disclaimer: string };
  /** The pages of the forms that stand on their own, linked from the footer. */
  formLinks: {
    valuation: string;
    demandRegister: string;
    newsletter: string;
    testimonial: string;
    purchaseCosts: string;
  };
  homeHref: string;
  demandRegisterHref: string;
  /** The favourites page, which the header's heart opens. */
  favouritesHref: string;
  /** Taken on the server, so the browser renders the same year (no hydration mismatch at New Year). */
  copyrightYear: number;
  /** Public origin for absolute links (canonical, hreflang, structured data). */
  origin: string;
  /** The site's logo uploaded in the back office (an image key); null: the logo that came with the site. */
  siteLogo: string | null;
  /** Search-console ownership tags from the settings. */
  verification: { google?: string; facebook?: string; norton?: string };
  /** Tracking ids from the settings (loaded only after consent) and how long a consent holds. */
  tracking: { analyticsId?: string; adsId?: string; tagManagerId?: string; pixelId?: string };
  cookieLifetimeDays: number;
  /** The status badges' words, tones and places in this language (/admin/banners/); absent in the back office. */
  badges?: BadgeViews;
}

/** The root data as the components read it (useRootData): with the interface texts of its language. */
export interface RootData extends RootLoaderData {
  messages: SiteMessages;
  formMessages: FormMessages;
}

export type IconName =
  | "phone"
  | "mail"
  | "pin"
  | "facebook"
  | "instagram"
  | "linkedin"
  | "user"
  | "menu"
  | "close"
  | "arrow-up"
  | "chevron-down"
  | "chevron-left"
  | "chevron-right"
  | "play"
  | "pause"
  | "clock"
  | "search"
  | "heart"
  | "heart-outline";
