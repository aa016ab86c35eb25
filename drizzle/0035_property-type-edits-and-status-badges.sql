CREATE TABLE "status_badge_settings" (
	"badge" text PRIMARY KEY NOT NULL,
	"labels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tone" text NOT NULL,
	"on_cards" boolean DEFAULT true NOT NULL,
	"on_detail" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_badge_settings_badge" CHECK ("status_badge_settings"."badge" in ('new', 'option', 'sold', 'rented', 'full'))
);
--> statement-breakpoint
ALTER TABLE "property_types" ADD COLUMN "staff_edited" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "property_types" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;