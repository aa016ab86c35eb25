import { formatPhone } from "../domain/phone.ts";
import type { Language } from "../i18n/languages.ts";
import { href } from "../i18n/links.ts";
import { localize } from "../shared/localize.ts";
import type { RootLoaderData, TopBarLinkData } from "../shared/root-data.ts";
import { ICON_TONES, nearestTone } from "../shared/tones.ts";
import type { TopBarLink } from "./db/json-shapes.ts";
import { textsPath } from "./interface-texts-file.ts";
import { buildMenu } from "./menu.ts";
import type { PageRow, SiteSettings } from "./site-settings.ts";

const EXTERNAL = /^(https?:|\/\/|tel:|mailto:)/i;
/** A label that is nothing but a phone number, as typed ("02 356 47 80", "0470/12.34.56"). */
const PHONE_ONLY = /^[\d\s./()+-]+$/;

/** A phone link's number is written as everywhere else on the site (SPEC.md section 5). */
function linkLabel(link: TopBarLink, text: string): string {
  return /^tel:/i.test(link.href) && PHONE_ONLY.test(text) ? formatPhone(text) : text;
}

function topBarLinks(links: TopBarLink[], language: Language, fallback: Language): TopBarLinkData[] {
  return links
    .filter((link) => link.published)
    .map((link) => {
      const external = EXTERNAL.test(link.href) || link.href.includes("http") || link.href.includes("//");
      // Internal links are stored without a language ("/login/") and get the visitor's prefix.
      const target = external || !link.href.startsWith("/") ? link.href : `/${language}${link.href}`;
      const tone = nearestTone(link.color, ICON_TONES);
      return {
        label: linkLabel(link, localize(link.label, language, fallback)),
        href: target,
        external,
        ...(link.icon ? { icon: link.icon } : {}),
        ...(link.color ? { color: link.color } : {}),
        ...(tone ? { tone } : {}),
      };
    });
}

type PublicFrameParts = Pick<RootLoaderData, "menu" | "topBarLeft" | "topBarRight" | "footerColumns">;

/** The public frame's menu, top bar and footer columns. */
function publicFrameParts(settings: SiteSettings, pages: PageRow[], language: Language): PublicFrameParts {
  const fallback = settings.fallback;
  const text = (value: Parameters<typeof localize>[0]) => localize(value, language, fallback);
  return {
    menu: buildMenu(pages, language, fallback),
    topBarLeft: topBarLinks(settings.topBarLeft, language, fallback),
    topBarRight: topBarLinks(settings.topBarRight, language, fallback),
    footerColumns: settings.footerColumns.map((column) => ({
      ...(column.titlePublic ? { title: text(column.title) } : {}),
      ...(column.introPublic ? { intro: text(column.intro) } : {}),
      ...(column.textPublic ? { text: text(column.text) } : {}),
    })),
  };
}

/**
 * Everything the page frame needs, in the visitor's language. A page without the public frame (the
 * back office draws its own) gets no menu, top bar or footer: nothing is built or sent for it.
 */
export function frameData(
  settings: SiteSettings,
  pages: PageRow[],
  language: Language,
  origin: string,
  { publicFrame }: { publicFrame: boolean },
): RootLoaderData {
  const fallback = settings.fallback;
  const text = (value: Parameters<typeof localize>[0]) => localize(value, language, fallback);
  const agency = settings.agency;
  return {
    language,
    enabledLanguages: settings.enabled,
    defaultLanguage: fallback,
    textsPath: textsPath(language),
    ...(publicFrame
      ? publicFrameParts(settings, pages, language)
      : ({ menu: [], topBarLeft: [], topBarRight: [], footerColumns: [] } satisfies PublicFrameParts)),
    agency: {
      name: agency.name,
      legalName: agency.legalName,
      street: agency.street,
      zip: agency.zip,
      city: text(agency.city),
      phone: agency.phone,
      email: agency.email,
      companyNumber: agency.companyNumber,
      vatNumber: agency.vatNumber,
      professionalTitle: text(agency.professionalTitle),
      bivNumber: agency.bivNumber,
      country: text(agency.country),
      supervisor: agency.supervisor,
      insurer: agency.insurer,
      policyNumber: agency.policyNumber,
      ethicsCodeUrl: agency.ethicsCodeUrl,
      openingHours: text(agency.openingHours),
    },
    headerFixedOnScroll: settings.headerFixedOnScroll,
    languageFlags: settings.languageFlags,
    showSearchCount: settings.showSearchCount,
    showPriceReduced: settings.showPriceReduced,
    formLinks: {
      valuation: href("valuation", language),
      demandRegister: href("demandRegister", language),
      newsletter: href("newsletter", language),
      testimonial: href("testimonialForm", language),
      purchaseCosts: href("purchaseCosts", language),
    },
    legalLinks: {
      privacy: href("privacy", language),
      cookiePolicy: href("cookiePolicy", language),
      disclaimer: href("disclaimer", language),
    },
    homeHref: href("home", language),
    demandRegisterHref: href("demandRegister", language),
    favouritesHref: href("favourites", language),
    copyrightYear: new Date().getFullYear(),
    origin,
    siteLogo: agency.logo ?? null,
    verification: agency.verification,
    tracking: settings.tracking,
    cookieLifetimeDays: settings.cookieLifetimeDays,
  };
}
