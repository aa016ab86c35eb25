// The site settings' forms, one schema per settings page, run by the page's action and in the
// manager's browser alike (docs/back-office.md, "Writing a form"). Each reads the fields as Conform
// posts them ("agency.city.nl", "footer[0].title.nl", "timeSlots[2]") and answers the values the
// settings row keeps, written the site's way, or an error code of the settings rules
// (site-settings-rules.ts, agency-identifiers.ts, tracking-ids.ts) on the field it concerns. Numbers
// (the consent lifetime, the retention period, the coordinates) are read by those rules through
// readTypedNumber. A text kept per language must be there in the site's default language, so the
// schemas that have such texts are made for a default language.

import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import {
  checkBelgianZip,
  checkBivNumber,
  checkCompanyNumber,
  checkCoordinate,
  checkPhone,
  checkVatNumber,
} from "../agency-identifiers.ts";
import { z } from "../forms/zod.ts";
import {
  type Checked,
  checkColor,
  checkCookieLifetime,
  checkLanguages,
  checkLinkHref,
  checkRetentionMonths,
  checkSoldPageDays,
  checkTimeSlots,
  MAX_TIME_SLOTS,
  missingDefaultText,
  type SettingsError,
  SOLD_PAGE_DAYS,
} from "../site-settings-rules.ts";
import { checkTrackingId, checkVerificationTag, type TrackingKind } from "../tracking-ids.ts";

export const MAX_FOOTER_COLUMNS = 6;
export const MAX_TOP_BAR_LINKS = 8;
export const TOP_BAR_LISTS = ["topBarLeft", "topBarRight"] as const;
export type TopBarList = (typeof TOP_BAR_LISTS)[number];
/** The icons a top-bar link may have (the settings row's own schema keeps the same list). */
export const TOP_BAR_ICONS = ["phone", "mail", "pin", "facebook", "instagram", "linkedin", "user"] as const;
export type TopBarIcon = (typeof TOP_BAR_ICONS)[number];
export const TRACKING_KINDS: readonly TrackingKind[] = ["analyticsId", "adsId", "tagManagerId", "pixelId"];
export const VERIFICATION_TAGS = ["google", "facebook", "norton"] as const;
export const FOOTER_PARTS = ["title", "intro", "text"] as const;

// What the form posts: Conform sends an empty field as nothing (undefined), a ticked box as true.
const typed = z.string().optional();
const box = z.boolean().optional();
const perLanguage = z.object({ nl: typed, fr: typed, en: typed, de: typed }).optional();
type PerLanguage = z.output<typeof perLanguage>;
type Path = (string | number)[];
/** A text per language, the languages without one left out (as the settings row keeps it). */
type Localized = Partial<Record<Language, string>>;

/**
 * Collects the refusals while a form is read: the first error of a field is the one it shows. A
 * value refused is replaced by `fallback`, so the other fields are still read and checked.
 */
class Refusals {
  private readonly seen = new Set<string>();
  private readonly context: z.RefinementCtx | undefined;

  /** Without a context the values are read and nothing is reported (the form was checked already). */
  constructor(context?: z.RefinementCtx) {
    this.context = context;
  }

  fail(path: Path, error: SettingsError): void {
    const key = path.join(".");
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.context?.addIssue({ code: "custom", path, message: error });
  }

  take<T>(path: Path, checked: Checked<T>, fallback: T): T {
    if (checked.ok) return checked.value;
    this.fail(path, checked.error);
    return fallback;
  }

  /** A one-line text, trimmed; `required` refuses it empty, longer than `max` is refused. */
  text(path: Path, value: string | undefined, options: { max?: number; required?: boolean } = {}): string {
    const text = (value ?? "").trim();
    if (options.required && text === "") this.fail(path, "required");
    if (text.length > (options.max ?? 200)) this.fail(path, "tooLong");
    return text;
  }

  /**
   * A text per language, empty languages left out. The default language must have the text whenever
   * another has it (or always, when required).
   */
  localized(
    path: Path,
    value: PerLanguage,
    options: { defaultLanguage: string; required?: boolean; max?: number },
  ): Localized {
    const texts: Localized = {};
    for (const language of LANGUAGES) {
      const text = (value?.[language] ?? "").replace(/\r\n/g, "\n").trim();
      if (text.length > (options.max ?? 200)) this.fail([...path, language], "tooLong");
      if (text !== "") texts[language] = text;
    }
    if (missingDefaultText(texts, options.defaultLanguage, options.required))
      this.fail(
        [...path, options.defaultLanguage],
        Object.keys(texts).length === 0 ? "required" : "defaultLanguageText",
      );
    return texts;
  }
}

/**
 * A settings page's form. `schema` checks what is posted, in the browser and on the server alike
 * (an object at its root, as Conform reads its constraints); `read` answers the values a checked
 * form holds, written the site's way. Both go through the one `read` given here.
 */
export interface SettingsForm<Raw extends z.ZodObject, V> {
  schema: Raw;
  read(form: z.output<Raw>): V;
}

function settingsForm<Raw extends z.ZodObject, V>(
  raw: Raw,
  read: (form: z.output<Raw>, refusals: Refusals) => V,
): SettingsForm<Raw, V> {
  return {
    schema: raw.superRefine((form, context) => {
      read(form, new Refusals(context));
    }),
    read: (form) => read(form, new Refusals()),
  };
}

/** An object without its undefined entries, as the settings row keeps it. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== undefined)) as T;
}

// General: languages, what the frame shows, contact time slots, consent lifetime, retention period.

export type GeneralSettings = {
  enabledLanguages: Language[];
  defaultLanguage: Language;
  languageFlags: boolean;
  showSearchCount: boolean;
  showPriceReduced: boolean;
  showPriceHistory: boolean;
  headerFixedOnScroll: boolean;
  cookieLifetimeDays: number;
  leadRetentionMonths: number | null;
  soldPageDays: number;
  contactTimeSlots: string[];
};

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

export const generalSettingsForm = settingsForm(
  z.object({
    enabled: z.object({ nl: box, fr: box, en: box, de: box }).optional(),
    defaultLanguage: typed,
    languageFlags: box,
    showSearchCount: box,
    showPriceReduced: box,
    showPriceHistory: box,
    headerFixedOnScroll: box,
    cookieLifetimeDays: typed,
    leadRetentionMonths: typed,
    soldPageDays: typed,
    timeSlots: z.array(typed).max(MAX_TIME_SLOTS, "invalid").optional(),
  }),
  (form, refusals): GeneralSettings => {
    const chosen = LANGUAGES.filter((language) => form.enabled?.[language] === true);
    const asked = form.defaultLanguage ?? "";
    const fallback = isLanguage(asked) ? asked : LANGUAGES[0];
    const languages = checkLanguages(chosen, fallback, LANGUAGES);
    if (!languages.ok)
      refusals.fail([languages.error === "noLanguage" ? "enabled" : "defaultLanguage"], languages.error);
    const slots = checkTimeSlots((form.timeSlots ?? []).map((slot) => slot ?? ""));
    for (const [index, error] of slots.errors) refusals.fail(["timeSlots", index], error);
    return {
      enabledLanguages: languages.ok ? languages.value.enabled : chosen,
      defaultLanguage: fallback,
      languageFlags: form.languageFlags === true,
      showSearchCount: form.showSearchCount === true,
      showPriceReduced: form.showPriceReduced === true,
      showPriceHistory: form.showPriceHistory === true,
      headerFixedOnScroll: form.headerFixedOnScroll === true,
      cookieLifetimeDays: refusals.take(["cookieLifetimeDays"], checkCookieLifetime(form.cookieLifetimeDays ?? ""), 0),
      leadRetentionMonths: refusals.take(
        ["leadRetentionMonths"],
        checkRetentionMonths(form.leadRetentionMonths ?? ""),
        null,
      ),
      soldPageDays: refusals.take(["soldPageDays"], checkSoldPageDays(form.soldPageDays ?? ""), SOLD_PAGE_DAYS.default),
      contactTimeSlots: slots.slots,
    };
  },
);

// Agency: its identity and the mentions a Belgian estate agent must publish, every one required.

const AGENCY_PLAIN = ["name", "legalName", "street", "supervisor", "insurer", "policyNumber"] as const;
const AGENCY_CHECKED = ["zip", "phone", "email", "companyNumber", "vatNumber", "bivNumber", "ethicsCodeUrl"] as const;
const AGENCY_LOCALIZED = ["city", "professionalTitle", "country", "openingHours"] as const;

export type AgencySettings = {
  name: string;
  legalName: string;
  street: string;
  zip: string;
  city: Localized;
  phone: string;
  email: string;
  companyNumber: string;
  vatNumber: string;
  professionalTitle: Localized;
  bivNumber: string;
  country: Localized;
  supervisor: string;
  insurer: string;
  policyNumber: string;
  ethicsCodeUrl: string;
  latitude: number;
  longitude: number;
  openingHours: Localized;
  /** The site's logo, uploaded (an image key); none: the logo that came with the site. */
  logo?: string;
};

/** An image key as the image route takes it (app/.server/images/image-params.ts). */
const IMAGE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

const agencyFields = z.object({
  ...Object.fromEntries(
    [...AGENCY_PLAIN, ...AGENCY_CHECKED, "latitude", "longitude", "logo"].map((name) => [name, typed]),
  ),
  ...Object.fromEntries(AGENCY_LOCALIZED.map((name) => [name, perLanguage])),
} as Record<
  (typeof AGENCY_PLAIN)[number] | (typeof AGENCY_CHECKED)[number] | "latitude" | "longitude" | "logo",
  typeof typed
> &
  Record<(typeof AGENCY_LOCALIZED)[number], typeof perLanguage>);

export function agencySettingsForm(defaultLanguage: string) {
  return settingsForm(z.object({ agency: agencyFields.optional() }), (form, refusals): AgencySettings => {
    const agency = form.agency ?? {};
    const at = (name: string): Path => ["agency", name];
    const raw = (name: keyof typeof agency) => (agency[name] as string | undefined) ?? "";
    const plain = (name: (typeof AGENCY_PLAIN)[number]) =>
      refusals.text(at(name), agency[name], { required: true, max: name === "policyNumber" ? 60 : 200 });
    const texts = (name: (typeof AGENCY_LOCALIZED)[number]) =>
      refusals.localized(at(name), agency[name], {
        defaultLanguage,
        required: name !== "openingHours",
        max: name === "openingHours" ? 1000 : 200,
      });
    const companyNumber = refusals.take(
      at("companyNumber"),
      checkCompanyNumber(raw("companyNumber")),
      raw("companyNumber"),
    );
    const value: AgencySettings = {
      name: plain("name"),
      legalName: plain("legalName"),
      street: plain("street"),
      zip: refusals.take(at("zip"), checkBelgianZip(raw("zip")), ""),
      city: texts("city"),
      phone: refusals.take(at("phone"), checkPhone(raw("phone")), ""),
      email: refusals.text(at("email"), agency.email, { required: true }),
      companyNumber,
      vatNumber: refusals.take(at("vatNumber"), checkVatNumber(raw("vatNumber"), companyNumber), ""),
      professionalTitle: texts("professionalTitle"),
      bivNumber: refusals.take(at("bivNumber"), checkBivNumber(raw("bivNumber")), ""),
      country: texts("country"),
      supervisor: plain("supervisor"),
      insurer: plain("insurer"),
      policyNumber: plain("policyNumber"),
      ethicsCodeUrl: refusals.text(at("ethicsCodeUrl"), agency.ethicsCodeUrl, { required: true, max: 500 }),
      latitude: refusals.take(at("latitude"), checkCoordinate(raw("latitude"), "latitude"), 0),
      longitude: refusals.take(at("longitude"), checkCoordinate(raw("longitude"), "longitude"), 0),
      openingHours: texts("openingHours"),
    };
    const logo = raw("logo");
    if (logo && IMAGE_KEY.test(logo)) value.logo = logo;
    else if (logo) refusals.fail(at("logo"), "invalid");
    if (value.email !== "" && !z.email().safeParse(value.email).success) refusals.fail(at("email"), "email");
    if (!/^https:\/\//i.test(value.ethicsCodeUrl)) refusals.fail(at("ethicsCodeUrl"), "url");
    return value;
  });
}

// Tracking: the ids of the tags loaded after consent, the verification tags in every page's head.

export type TrackingSettings = {
  tracking: Partial<Record<TrackingKind, string>>;
  verification: Partial<Record<(typeof VERIFICATION_TAGS)[number], string>>;
};

export const trackingSettingsForm = settingsForm(
  z.object({
    tracking: z.object({ analyticsId: typed, adsId: typed, tagManagerId: typed, pixelId: typed }).optional(),
    verification: z.object({ google: typed, facebook: typed, norton: typed }).optional(),
  }),
  (form, refusals): TrackingSettings => {
    const tracking: TrackingSettings["tracking"] = {};
    for (const kind of TRACKING_KINDS)
      tracking[kind] = refusals.take(["tracking", kind], checkTrackingId(kind, form.tracking?.[kind] ?? ""), undefined);
    const verification: TrackingSettings["verification"] = {};
    for (const tag of VERIFICATION_TAGS)
      verification[tag] = refusals.take(
        ["verification", tag],
        checkVerificationTag(form.verification?.[tag] ?? ""),
        undefined,
      );
    return { tracking: defined(tracking), verification: defined(verification) };
  },
);

// Top bar: two lists of links, each published or not, with a label per language, an address, an
// icon and a colour.

export type TopBarLinkSettings = {
  published: boolean;
  label: Localized;
  href: string;
  icon?: TopBarIcon;
  color?: string;
};
export type TopBarSettings = Record<TopBarList, TopBarLinkSettings[]>;

const linkFields = z.object({ published: box, href: typed, icon: typed, color: typed, label: perLanguage }).optional();
const links = z.array(linkFields).max(MAX_TOP_BAR_LINKS, "invalid").optional();

function isIcon(value: string): value is TopBarIcon {
  return (TOP_BAR_ICONS as readonly string[]).includes(value);
}

export function topBarSettingsForm(defaultLanguage: string) {
  return settingsForm(z.object({ topBarLeft: links, topBarRight: links }), (form, refusals): TopBarSettings => {
    const read = (list: TopBarList) =>
      (form[list] ?? []).map((link, index): TopBarLinkSettings => {
        const at = (name: string): Path => [list, index, name];
        const icon = link?.icon ?? "";
        if (icon !== "" && !isIcon(icon)) refusals.fail(at("icon"), "invalid");
        const color = refusals.take(at("color"), checkColor(link?.color ?? ""), undefined);
        return {
          published: link?.published === true,
          label: refusals.localized(at("label"), link?.label, { defaultLanguage, required: true, max: 120 }),
          href: refusals.take(at("href"), checkLinkHref(link?.href ?? ""), ""),
          ...(isIcon(icon) ? { icon } : {}),
          ...(color ? { color } : {}),
        };
      });
    return { topBarLeft: read("topBarLeft"), topBarRight: read("topBarRight") };
  });
}

// Footer: its columns, a title, an intro and a text per language, each shown only when public.

export type FooterColumnSettings = {
  title: Localized;
  titlePublic: boolean;
  intro: Localized;
  introPublic: boolean;
  text: Localized;
  textPublic: boolean;
};

export type FooterSettings = { footerColumns: FooterColumnSettings[] };

const columnFields = z
  .object({
    title: perLanguage,
    titlePublic: box,
    intro: perLanguage,
    introPublic: box,
    text: perLanguage,
    textPublic: box,
  })
  .optional();

export function footerSettingsForm(defaultLanguage: string) {
  return settingsForm(
    z.object({ footer: z.array(columnFields).max(MAX_FOOTER_COLUMNS, "invalid").optional() }),
    (form, refusals): FooterSettings => {
      const footerColumns = (form.footer ?? []).map((column, index) => {
        const texts = (part: (typeof FOOTER_PARTS)[number]) =>
          refusals.localized(["footer", index, part], column?.[part], {
            defaultLanguage,
            max: part === "text" ? 2000 : 300,
          });
        const read: FooterColumnSettings = {
          title: texts("title"),
          titlePublic: column?.titlePublic === true,
          intro: texts("intro"),
          introPublic: column?.introPublic === true,
          text: texts("text"),
          textPublic: column?.textPublic === true,
        };
        // A column with nothing in it would show nothing: it is asked to have at least a title.
        if (FOOTER_PARTS.every((part) => Object.keys(read[part]).length === 0))
          refusals.fail(["footer", index, "title", defaultLanguage], "required");
        return read;
      });
      return { footerColumns };
    },
  );
}
