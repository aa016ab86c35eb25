// What the back office's layout loader sends its frame: who is signed in, in which language, and
// the menu their role may use, its labels already in that language (one language reaches the
// browser). The frame draws it; it decides nothing about roles itself.
import type { Language } from "../i18n/languages.ts";
import type { AdminFrameTexts } from "../i18n/messages/admin-frame/admin-frame-texts.ts";

export interface AdminNavItem {
  /** The page's id in the back office's page table (app/shared/admin-pages.ts). */
  id: string;
  label: string;
  /** Absolute path with its trailing slash, e.g. "/admin/leads/". */
  path: string;
}

export interface AdminNavGroup {
  /** The group's id, e.g. "work" or "manage". */
  group: string;
  label: string;
  items: AdminNavItem[];
}

export interface AdminFrameData {
  language: Language;
  /** The back office's name in this language ("Beheer"): the menu's accessible name. */
  title: string;
  agencyName: string;
  user: { name: string; roleLabel: string };
  nav: AdminNavGroup[];
  /** The frame's own words (skip link, menu button, ...), in this language. */
  texts: AdminFrameTexts;
  /** Where the sign-out form posts (POST only), and its two buttons' texts. */
  signOut: { path: string; label: string; everywhereLabel: string };
}

export interface AdminLayoutData {
  frame: AdminFrameData;
}

/**
 * What a refusal of the back office's middleware carries (a 403, 404 or 405 made before any loader
 * has run): the error page's texts in the person's language, the way home for someone who is not
 * staff and, for a staff member, the frame's data, so that the refusal is drawn as a page of the
 * back office (components/admin/frame/admin-error-page.tsx).
 */
export interface BackOfficeRefusal {
  errorTexts: { title: string; text: string };
  language: Language;
  home: { href: string; label: string };
  frame?: AdminFrameData;
}

/** The refusal's data, when `error` is one the middleware made. */
export function backOfficeRefusalOf(error: unknown): BackOfficeRefusal | undefined {
  if (typeof error !== "object" || error === null || !("data" in error)) return undefined;
  const data: unknown = error.data;
  if (typeof data !== "object" || data === null || !("errorTexts" in data) || !("home" in data)) return undefined;
  return data as BackOfficeRefusal;
}
