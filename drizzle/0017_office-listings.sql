CREATE SEQUENCE "public"."office_property_ids" INCREMENT BY 1 MINVALUE 900000001 MAXVALUE 999999999 START WITH 900000001 CACHE 1;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "source" text DEFAULT 'feed' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "compliance_override" jsonb;