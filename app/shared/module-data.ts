// The data a content page hands to its components, built by app/.server/pages.ts. Plain,
// serialisable values in the visitor's language (missing translations already fell back).

import type { Language } from "../i18n/languages.ts";
import type { ListingCard } from "./listing-view.ts";
import type { Crumb, PageSeo } from "./page-meta.ts";
import type { BackgroundTone } from "./tones.ts";
export interface ArticleView {
  id: number;
  key: string;
  title: string;
  summary: string;
  /**
   * The body as HTML, cleaned by the server (only paragraphs, h2, h3, bold, italic, lists, line
   * breaks and http/https/mailto/tel links) when it was saved and again when it was read. Empty in
   * lists of cards, which show the summary or the first paragraph only.
   */
  html: string;
  /** The body's first paragraph as plain text, for excerpts and descriptions. */
  firstParagraph: string;
  imageKey: string | null;
  /** The article's own page (services, testimonials); team members and legal texts have none. */
  href: string | null;
  /** Team members: role, phone, e-mail; testimonials: author, website. */
  data: Record<string, string>;
  /**
   * A team member's languages (data.languages, ISO codes) named in the page's language, by the
   * server: named in the browser, the first name cost it 30 ms or more of loading Intl's locale data
   * (docs/decisions/0036-dates-written-by-the-site.md). Empty for anyone else.
   */
  spokenLanguages: string;
}

/** A sub-category in a category module that shows them (isHasSubcategories): heading, page, articles. */
export interface CategoryGroup {
  id: number;
  title: string;
  /** The sub-category's own page. */
  href: string | null;
  items: ArticleView[];
}

export type ModuleBackground =
  | { type: "none" }
  | { type: "image"; imageKey: string }
  | { type: "gallery"; imageKeys: string[] }
  /** A colour as staff chose it (#rrggbb), with the ink that reads on it (app/domain/module-look.ts). */
  | { type: "color"; colour: string; ink: "dark" | "light" };

interface ModuleBase {
  id: number;
  title: string;
  titleSize: "h2" | "h3";
  /** The module's text as HTML, cleaned by the server as an article's body is. */
  descriptionHtml: string;
  /** In a preview: a module not on the site, or its changes not published yet. */
  unpublished: boolean;
  /** Columns out of 12 on wide screens; cols, when set, per breakpoint. */
  span: number;
  /** The page row the module sits on (contentRow): a new row starts a new line of the grid. */
  row: number;
  cols: { sm: number; md: number; lg: number } | null;
  view: "single-view" | "ons-team-view" | "news-view";
  className: string;
  background: ModuleBackground;
  perRow: number;
}

export type ModuleView = ModuleBase &
  (
    | { kind: "article"; article: ArticleView | null }
    | { kind: "category"; category: string; items: ArticleView[]; groups: CategoryGroup[] | null }
    | { kind: "contact" }
    | { kind: "property-list"; cards: ListingCard[] }
  );

export interface BannerView {
  type: "image" | "gallery" | "video" | "color";
  title: string;
  description: string;
  images: string[];
  /** A video file served by the site itself (the CSP allows no other file host). */
  video: string | null;
  /** A video on a platform (YouTube, Vimeo, Facebook), played in its frame after the visitor's consent. */
  embed: { embedUrl: string; url: string; platform: string } | null;
  tone: BackgroundTone | null;
}

/** A page's own verification tags' contents (SPEC.md page params), checked by the page editor. */
export type PageVerification = Partial<Record<"googleVerification" | "facebookVerification" | "nortonSafeWeb", string>>;

export interface PageView {
  id: number;
  title: string;
  description: string;
  banner: BannerView | null;
  breadcrumb: Crumb[];
  showBreadcrumb: boolean;
  modules: ModuleView[];
  seo: PageSeo;
  alternates: Partial<Record<Language, string>>;
  /** The page flag noCookiePopup: this page never shows the cookie dialog (SPEC.md). */
  noCookiePopup: boolean;
  /** The page flag showFixedMenu: on this page the header stays at the top while scrolling. */
  showFixedMenu: boolean;
  /** The page's own logo (an image key) in place of the agency's, when its params name one. */
  logo: string | null;
  /** The verification tags of this page's head alone (SeoHead writes them), when its params name any. */
  pageVerification: PageVerification | null;
}
