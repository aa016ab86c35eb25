// The status badges' settings as the public pages read them: what the agency set over the defaults
// (app/domain/status-badges.ts), kept in memory for a few seconds like the site settings and dropped
// on every announced change (content-caches.ts), so every instance shows a new word or tone at once.

import {
  type BadgeSetting,
  type BadgeSettings,
  type BadgeViews,
  badgeViews,
  defaultBadgeSettings,
  isBadgeTone,
  type StatusBadgeName,
} from "../../domain/status-badges.ts";
import type { Language } from "../../i18n/languages.ts";
import { messagesFor } from "../../i18n/messages.server.ts";
import { type Database, db, type Transaction } from "../db/client.ts";
import { statusBadgeSettings } from "../db/status-badges-schema.ts";

export type StatusBadgeRow = typeof statusBadgeSettings.$inferSelect;

/** The stored rows over the defaults: a badge without a row, or with a tone no longer offered, keeps its default. */
export function settingsOfRows(rows: readonly StatusBadgeRow[]): BadgeSettings {
  const settings = defaultBadgeSettings();
  for (const row of rows) {
    const fallback = settings[row.badge];
    const setting: BadgeSetting = {
      labels: row.labels,
      tone: isBadgeTone(row.tone) ? row.tone : fallback.tone,
      onCards: row.onCards,
      onDetail: row.onDetail,
    };
    settings[row.badge] = setting;
  }
  return settings;
}

export async function readBadgeSettings(database: Database | Transaction = db()): Promise<BadgeSettings> {
  return settingsOfRows(await database.select().from(statusBadgeSettings));
}

const TTL_MS = 5_000;
let cached: { at: number; value: Promise<BadgeSettings> } | undefined;

/** The settings, from memory when read in the last few seconds and no change was announced since. */
export function badgeSettings(): Promise<BadgeSettings> {
  const now = Date.now();
  if (!cached || now - cached.at > TTL_MS) {
    const value = readBadgeSettings();
    cached = { at: now, value };
    value.catch(() => {
      if (cached?.value === value) cached = undefined;
    });
  }
  return cached.value;
}

export function forgetBadgeSettings(): void {
  cached = undefined;
}

/** The site's own words for each badge in a language (the catalogue's texts). */
export function siteBadgeWords(language: Language): Record<StatusBadgeName, string> {
  const card = messagesFor(language).catalog.card;
  return {
    new: card.marquee1,
    option: card.marquee2,
    sold: card.marquee3,
    rented: card.marquee4,
    full: card.fullyBooked,
  };
}

/** Every badge as the pages of one language draw it. */
export async function badgeViewsFor(language: Language): Promise<BadgeViews> {
  return badgeViews(await badgeSettings(), language, siteBadgeWords(language));
}
