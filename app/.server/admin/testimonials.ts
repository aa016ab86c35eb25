// Moderating testimonials: the queue of what visitors sent, with their pictures; approving one
// makes it a testimonial article in the language it was written in (so the testimonial modules and
// pages show it, its picture published under a random key: images/testimonial-pictures.ts); rejecting
// keeps it off; withdrawing an approved one removes its article. A rejected or withdrawn picture is
// deleted (the upload, the site's master and every rendered size): the agency decided not to show it,
// so nothing of it is kept. Each decision is one staff change (staffChange()): the decision, its audit
// line and, when the site's testimonials changed, the notice that every instance drops its pages.
import { and, asc, count, desc, eq, isNull, max, sql } from "drizzle-orm";
import { slugify } from "../../domain/slug.ts";
import { truncate } from "../../domain/truncate.ts";
import { isLanguage } from "../../i18n/languages.ts";
import { db } from "../db/client.ts";
import { testimonialSubmissions } from "../db/lead-schema.ts";
import { articleCategories, articles, articleTexts } from "../db/schema.ts";
import {
  publishTestimonialPicture,
  removeTestimonialPictureFiles,
  type TestimonialPictureTraces,
  testimonialUploadFile,
  unpublishTestimonialPicture,
} from "../images/testimonial-pictures.ts";
import { leadSettings } from "../leads/lead-settings.ts";
import type { Actor } from "./audit.ts";
import { changed, staffChange, unchanged } from "./staff-change.ts";

export type TestimonialRow = typeof testimonialSubmissions.$inferSelect;

/** Waiting ones first (oldest first), then the latest reviewed. */
export async function testimonialQueue(): Promise<{ waiting: TestimonialRow[]; reviewed: TestimonialRow[] }> {
  const waiting = await db()
    .select()
    .from(testimonialSubmissions)
    .where(isNull(testimonialSubmissions.reviewedAt))
    .orderBy(asc(testimonialSubmissions.createdAt));
  const reviewed = await db()
    .select()
    .from(testimonialSubmissions)
    .where(sql`${testimonialSubmissions.reviewedAt} is not null`)
    .orderBy(desc(testimonialSubmissions.reviewedAt))
    .limit(50);
  return { waiting, reviewed };
}

/** How many wait for a review: the overview's tile, counted as the page's first list. */
export async function waitingTestimonialCount(): Promise<number> {
  const [row] = await db()
    .select({ value: count() })
    .from(testimonialSubmissions)
    .where(isNull(testimonialSubmissions.reviewedAt));
  return row?.value ?? 0;
}

/** The stored picture of a submission (private until approved), or null. */
export async function testimonialImagePath(id: number, dataDir: string): Promise<string | null> {
  const [row] = await db()
    .select({ imageKey: testimonialSubmissions.imageKey })
    .from(testimonialSubmissions)
    .where(eq(testimonialSubmissions.id, id));
  return row?.imageKey ? testimonialUploadFile(dataDir, row.imageKey) : null;
}

/** The article's key, for the back office only: the picture has a random key of its own. */
function articleKey(id: number): string {
  return `testimonial-submission-${id}`;
}

/** The audit line's subject: "testimonial 12". */
function subjectOf(id: number): string {
  return `testimonial ${id}`;
}

export async function approveTestimonial(id: number, actor: Actor, dataDir: string): Promise<boolean> {
  return staffChange(actor, async (tx) => {
    // Locked, so two approvals at the same moment make one article.
    const [row] = await tx.select().from(testimonialSubmissions).where(eq(testimonialSubmissions.id, id)).for("update");
    if (!row || row.articleId !== null) return unchanged(false);
    const language = isLanguage(row.language) ? row.language : "nl";
    const [category] = await tx
      .select({ id: articleCategories.id })
      .from(articleCategories)
      .where(and(eq(articleCategories.key, "testimonials"), isNull(articleCategories.parentId)));
    if (!category) throw new Error("The site has no testimonials category.");
    const [last] = await tx
      .select({ sort: max(articles.sort) })
      .from(articles)
      .where(eq(articles.categoryId, category.id));
    const [article] = await tx
      .insert(articles)
      .values({
        categoryId: category.id,
        key: articleKey(id),
        sort: (last?.sort ?? 0) + 1,
        imageKey: await publishTestimonialPicture(tx, dataDir, row.imageKey),
        data: row.website ? { website: row.website } : {},
      })
      .returning({ id: articles.id });
    if (!article) throw new Error("The testimonial article was not written.");
    await tx.insert(articleTexts).values({
      articleId: article.id,
      language,
      slug: `${slugify(row.name, { language }) || "testimonial"}-${id}`,
      // The author's name heads it; the cards show the start of what they wrote.
      title: row.name,
      summary: truncate(row.comment, { limit: 160 }),
      body: row.comment,
    });
    await tx
      .update(testimonialSubmissions)
      .set({ published: true, reviewedAt: new Date(), articleId: article.id })
      .where(eq(testimonialSubmissions.id, id));
    return changed(
      true,
      {
        action: "testimonial.approve",
        subject: subjectOf(id),
        changes: { published: { before: row.published, after: true }, article: { before: null, after: article.id } },
      },
      { announces: true },
    );
  });
}

/** Keeps a waiting (or earlier rejected) testimonial off the site; its picture is deleted. */
export async function rejectTestimonial(id: number, actor: Actor, dataDir = leadSettings().dataDir): Promise<void> {
  const traces = await staffChange<TestimonialPictureTraces | null>(actor, async (tx) => {
    const [row] = await tx
      .select({ imageKey: testimonialSubmissions.imageKey, reviewedAt: testimonialSubmissions.reviewedAt })
      .from(testimonialSubmissions)
      .where(and(eq(testimonialSubmissions.id, id), isNull(testimonialSubmissions.articleId)))
      .for("update");
    if (!row) return unchanged(null);
    await tx
      .update(testimonialSubmissions)
      .set({ published: false, reviewedAt: new Date(), imageKey: null })
      .where(eq(testimonialSubmissions.id, id));
    // Never on the site, so no page changes.
    return changed(
      { uploadKey: row.imageKey, siteKey: null },
      {
        action: "testimonial.reject",
        subject: subjectOf(id),
        changes: {
          reviewed: { before: row.reviewedAt !== null, after: true },
          ...(row.imageKey ? { picture: { before: true, after: false } } : {}),
        },
      },
      { announces: false },
    );
  });
  if (traces) await removeTestimonialPictureFiles(dataDir, traces);
}

/**
 * Takes an approved testimonial off the site again: its article goes, and its picture with every
 * size of it, on this instance at once and on the others at the next request for the address.
 */
export async function withdrawTestimonial(id: number, actor: Actor, dataDir = leadSettings().dataDir): Promise<void> {
  const traces = await staffChange<TestimonialPictureTraces | null>(actor, async (tx) => {
    const [row] = await tx
      .select({ articleId: testimonialSubmissions.articleId, imageKey: testimonialSubmissions.imageKey })
      .from(testimonialSubmissions)
      .where(eq(testimonialSubmissions.id, id))
      .for("update");
    if (!row?.articleId) return unchanged(null);
    const [article] = await tx
      .select({ imageKey: articles.imageKey })
      .from(articles)
      .where(eq(articles.id, row.articleId));
    await tx
      .update(testimonialSubmissions)
      .set({ published: false, articleId: null, reviewedAt: new Date(), imageKey: null })
      .where(eq(testimonialSubmissions.id, id));
    await tx.delete(articles).where(eq(articles.id, row.articleId));
    const siteKey = article?.imageKey ?? null;
    await unpublishTestimonialPicture(tx, siteKey);
    return changed(
      { uploadKey: row.imageKey, siteKey },
      {
        action: "testimonial.withdraw",
        subject: subjectOf(id),
        changes: { published: { before: true, after: false }, article: { before: row.articleId, after: null } },
      },
      { announces: true },
    );
  });
  if (!traces) return;
  await removeTestimonialPictureFiles(dataDir, traces);
}
