ALTER TABLE "property_texts" ADD COLUMN "price_unit_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "language_flags" boolean DEFAULT false NOT NULL;