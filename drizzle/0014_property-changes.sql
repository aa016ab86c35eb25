CREATE TABLE "property_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"before" numeric(12, 2),
	"after" numeric(12, 2),
	CONSTRAINT "property_changes_kind" CHECK ("property_changes"."kind" in ('price', 'marquee', 'unpublished', 'republished'))
);
--> statement-breakpoint
ALTER TABLE "property_changes" ADD CONSTRAINT "property_changes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_changes_property_idx" ON "property_changes" USING btree ("property_id","changed_at");