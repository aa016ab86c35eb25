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
