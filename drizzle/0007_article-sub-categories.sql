ALTER TABLE "article_categories" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "article_categories" ADD COLUMN "slugs" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "article_categories" ADD COLUMN "sort" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "article_categories" ADD CONSTRAINT "article_categories_parent_id_article_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."article_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_categories_parent_idx" ON "article_categories" USING btree ("parent_id","sort");