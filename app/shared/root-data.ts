// What the root loader (app/.server/frame-data.ts) gives every page, read by the frame's components.
import type { Language } from "../i18n/languages.ts";
import type { CatalogMessages, SiteMessages } from "../i18n/messages/site-messages.ts";
import type { IconTone } from "./tones.ts";

/** The catalogue's texts that pages send with their own data: the list's, a detail page's, the projects'. */
export type CatalogPageMessages = Pick<CatalogMessages, "list" | "detail" | "projects">;

/**
 * The catalogue's texts every page gets: cards, search, the listing's attributes and values, and of a
 * detail page's only what its error page says (a page that failed sent no data of its own).
 */
export type FrameCatalogMessages = Omit<CatalogMessages, keyof CatalogPageMessages> & {
  detail: Pick<CatalogMessages["detail"], "notFound">;
};

/**
 * The texts every page gets. The sign-in and thank-you texts, and the catalogue's list, detail and
 * project texts, only on the pages that show them, in their own data: every page carries its root
 * data twice (in its HTML and as data for the browser), and most pages use none of these.
 */
export type FrameMessages = Omit<SiteMessages, "login" | "thankYou" | "catalog"> & { catalog: FrameCatalogMessages };

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

/** What the root loader gives every page: language, texts, the frame's data. */
export interface RootData {
  language: Language;
  enabledLanguages: Language[];
  defaultLanguage: Language;
  /** The interface texts of the frame and of most pages; a page with texts of its own (sign-in, thank-you) sends those in its own data. */
  messages: FrameMessages;
  menu: MenuItemData[];
  topBarLeft: TopBarLinkData[];
  topBarRight: TopBarLinkData[];
  footerColumns: FooterColumnData[];
  agency: AgencyData;
  headerFixedOnScroll: boolean;
  /** The language switcher shows flags instead of upper-case codes (Config languageFlags). */
  languageFlags: boolean;
  showSearchCount: boolean;
  /** Paths of the legal pages in the current language, for the footer. */
  legalLinks: { privacy: string; cookiePolicy: string; disclaimer: string };
  /** The pages of the forms that stand on their own, linked from the footer. */
  formLinks: { valuation: string; demandRegister: string; newsletter: string; testimonial: string };
  homeHref: string;
  demandRegisterHref: string;
  /** Taken on the server, so the browser renders the same year (no hydration mismatch at New Year). */
  copyrightYear: number;
  /** Public origin for absolute links (canonical, hreflang, structured data). */
  origin: string;
  /** Search-console ownership tags from the settings. */
  verification: { google?: string; facebook?: string; norton?: string };
  /** Tracking ids from the settings (loaded only after consent) and how long a consent holds. */
  tracking: { analyticsId?: string; adsId?: string; tagManagerId?: string; pixelId?: string };
  cookieLifetimeDays: number;
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
  | "search";
