// Moderating testimonials: the queue of what visitors sent, with their pictures; approving one
// makes it a testimonial article in the language it was written in (so the testimonial modules and
// pages show it, its picture copied among the site's pictures); rejecting keeps it off; withdrawing
// an approved one removes its article. Every change is announced so every instance drops its pages.
import { copyFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { and, asc, desc, eq, isNull, max, sql } from "drizzle-orm";
import { slugify } from "../../domain/slug.ts";
import { truncate } from "../../domain/truncate.ts";
import { isLanguage } from "../../i18n/languages.ts";
import { announceContentChange } from "../content-changes.ts";
import { db } from "../db/client.ts";
import { testimonialSubmissions } from "../db/lead-schema.ts";
import { articleCategories, articles, articleTexts } from "../db/schema.ts";
import { originalsDir } from "../images/originals-dir.ts";

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

/** The stored picture of a submission (private until approved), or null. */
export async function testimonialImagePath(id: number, dataDir: string): Promise<string | null> {
  const [row] = await db()
    .select({ imageKey: testimonialSubmissions.imageKey })
    .from(testimonialSubmissions)
    .where(eq(testimonialSubmissions.id, id));
  return row?.imageKey ? path.join(dataDir, "testimonials", row.imageKey) : null;
}

function articleKey(id: number): string {
  return `testimonial-submission-${id}`;
}

export async function approveTestimonial(id: number, dataDir: string): Promise<boolean> {
  const [row] = await db().select().from(testimonialSubmissions).where(eq(testimonialSubmissions.id, id));
  if (!row || row.articleId !== null) return false;
  let imageKey: string | null = null;
  if (row.imageKey) {
    // The site's pictures are served from the originals folder: the approved picture joins them.
    imageKey = articleKey(id);
    await mkdir(originalsDir(dataDir), { recursive: true });
    await copyFile(
      path.join(dataDir, "testimonials", row.imageKey),
      path.join(originalsDir(dataDir), `${imageKey}.webp`),
    );
  }
  const language = isLanguage(row.language) ? row.language : "nl";
  await db().transaction(async (tx) => {
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
        imageKey,
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
  });
  await announceContentChange(db());
  return true;
}

export async function rejectTestimonial(id: number): Promise<void> {
  await db()
    .update(testimonialSubmissions)
    .set({ published: false, reviewedAt: new Date() })
    .where(and(eq(testimonialSubmissions.id, id), isNull(testimonialSubmissions.articleId)));
}

/** Takes an approved testimonial off the site again. */
export async function withdrawTestimonial(id: number): Promise<void> {
  const [row] = await db().select().from(testimonialSubmissions).where(eq(testimonialSubmissions.id, id));
  if (!row?.articleId) return;
  await db().transaction(async (tx) => {
    await tx
      .update(testimonialSubmissions)
      .set({ published: false, articleId: null, reviewedAt: new Date() })
      .where(eq(testimonialSubmissions.id, id));
    await tx.delete(articles).where(eq(articles.id, row.articleId ?? 0));
  });
  await announceContentChange(db());
}
