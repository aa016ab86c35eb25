CREATE TABLE "legal_text_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text
);
--> statement-breakpoint
CREATE TABLE "article_old_slugs" (
	"language" text NOT NULL,
	"slug" text NOT NULL,
	"article_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_old_slugs_language_slug_pk" PRIMARY KEY("language","slug")
);
--> statement-breakpoint
ALTER TABLE "article_texts" ADD COLUMN "body_html" text;--> statement-breakpoint
ALTER TABLE "consent_records" ADD COLUMN "policy_text_version_id" integer;--> statement-breakpoint
ALTER TABLE "article_old_slugs" ADD CONSTRAINT "article_old_slugs_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_text_versions_article_idx" ON "legal_text_versions" USING btree ("article_id","language","published_at");--> statement-breakpoint
CREATE INDEX "article_old_slugs_article_idx" ON "article_old_slugs" USING btree ("article_id");--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_policy_text_version_id_legal_text_versions_id_fk" FOREIGN KEY ("policy_text_version_id") REFERENCES "public"."legal_text_versions"("id") ON DELETE no action ON UPDATE no action;