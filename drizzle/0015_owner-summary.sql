ALTER TABLE "users" ADD COLUMN "owner_summary" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "owner_summary_last_period" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_owner_summary_choice" CHECK ("users"."owner_summary" in ('off', 'weekly', 'monthly'));