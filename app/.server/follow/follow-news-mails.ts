// Tells every confirmed follower what changed about their property since they were last told:
// after content changes (a save in the back office, an import), the changes of the advert's history
// newer than the follower's mark are read, what is news (app/domain/follow-news.ts) goes into one
// mail, and the mark moves on, in one transaction with the mail, so a change is never told twice nor
// lost. A price the agency hides is never written into a mail.
import { and, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { followNews } from "../../domain/follow-news.ts";
import { formatPrice } from "../../i18n/format.ts";
import { isLanguage, type Language } from "../../i18n/languages.ts";
import { href } from "../../i18n/links.ts";
import { mailLabels } from "../catalog/mail-labels.ts";
import type { Database } from "../db/client.ts";
import { outgoingMails, propertyFollowers } from "../db/lead-schema.ts";
import { propertyChanges } from "../db/stats-schema.ts";
import { greeting } from "../leads/lead-mails.ts";
import { MAIL_TEXTS } from "../leads/mail-texts.ts";
import { wakeOutbox } from "../leads/outbox-signal.ts";
import { outboxValues } from "../mail/outbox-draft.ts";
import { privateLink } from "../mail/private-links.ts";
import { unsubscribeHeaders } from "../mail/unsubscribe-headers.ts";
import { siteData } from "../site-settings.ts";
import { followMailTexts } from "./follow-mail-texts.ts";

/** Any constant will do, as long as no other advisory lock of the application uses it. */
export const FOLLOW_LOCK = 727_103;

export interface FollowNewsOptions {
  origin: string;
  agencyName: string;
  agencyEmail: string;
  fallback: Language;
}

export async function sendFollowNews(db: Database, options: FollowNewsOptions): Promise<{ told: number }> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${FOLLOW_LOCK}) as locked`);
    if (lock.rows[0]?.locked !== true) return { told: 0 };
    const f = propertyFollowers;
    const c = propertyChanges;
    const rows = await tx
      .select({
        followerId: f.id,
        token: f.token,
        language: f.language,
        email: f.email,
        name: f.name,
        propertyId: f.propertyId,
        changeId: c.id,
        kind: c.kind,
        before: c.before,
        after: c.after,
      })
      .from(f)
      .innerJoin(c, and(eq(c.propertyId, f.propertyId), gt(c.id, f.toldChangeId)))
      .where(and(isNotNull(f.confirmedAt), isNull(f.unsubscribedAt)))
      .orderBy(f.id, c.id);
    if (rows.length === 0) return { told: 0 };

    const byFollower = new Map<number, typeof rows>();
    for (const row of rows) byFollower.set(row.followerId, [...(byFollower.get(row.followerId) ?? []), row]);
    const labels = await mailLabels(tx, [...new Set(rows.map((row) => row.propertyId))]);
    const origin = options.origin.replace(/\/+$/, "");
    const mails = [...byFollower.values()].flatMap((changes) => {
      const first = changes[0];
      const property = first && labels.get(first.propertyId);
      if (!first || !property) return [];
      const news = followNews(changes);
      // A hidden price: the drop is not told, nor the figures (they would give the price away).
      const told = property.publishPrice ? news : news.filter((item) => item.kind !== "price-drop");
      if (told.length === 0) return [];
      const language = isLanguage(first.language) ? first.language : options.fallback;
      const texts = followMailTexts[language];
      const label = property.label(language, options.fallback);
      const link = `${origin}${label.path}`;
      const unsubscribe = `${origin}${href("followUnsubscribe", language, { token: first.token })}`;
      const unsubscribeLink = privateLink(unsubscribe, first.token);
      const title = label.title || label.typeName;
      const text = [
        greeting(first.name, language),
        texts.intro,
        [...told.map((item) => texts.news(item, (value) => formatPrice(value, language))), "", title, link].join("\n"),
        `${MAIL_TEXTS[language].regards}\n${options.agencyName}\n${options.agencyEmail}`,
        texts.unsubscribe(unsubscribeLink.shown),
      ].join("\n\n");
      return [
        outboxValues({
          purpose: "follow-news",
          recipient: { name: first.name, address: first.email },
          replyTo: { name: options.agencyName, address: options.agencyEmail },
          subject: texts.subject(title),
          text: `${text}\n`,
          privateLinks: [unsubscribeLink],
          headers: unsubscribeHeaders(unsubscribe),
        }),
      ];
    });
    // Every follower's mark moves to the last change read, told or not: nothing is read twice.
    for (const changes of byFollower.values()) {
      const last = changes.at(-1);
      if (last) await tx.update(f).set({ toldChangeId: last.changeId }).where(eq(f.id, last.followerId));
    }
    if (mails.length > 0) await tx.insert(outgoingMails).values(mails);
    return { told: mails.length };
  });
}

/** The followed properties' titles, towns and type names, read in a language with the site's fallback. */
/** Runs the mails with the site's settings, and wakes the outbox when there are any. */
export async function notifyFollowers(db: Database, origin: string): Promise<{ told: number }> {
  const { settings } = await siteData();
  const result = await sendFollowNews(db, {
    origin,
    agencyName: settings.agency.name,
    agencyEmail: settings.agency.email,
    fallback: settings.fallback,
  });
  if (result.told > 0) wakeOutbox();
  return result;
}
