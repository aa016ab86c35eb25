CREATE TABLE "property_mandates" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"agent_id" text,
	"starts_on" date,
	"ends_on" date,
	CONSTRAINT "property_mandates_ends_after_start" CHECK ("property_mandates"."ends_on" is null or "property_mandates"."starts_on" is null or "property_mandates"."ends_on" >= "property_mandates"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "direct_phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "property_mandates" ADD CONSTRAINT "property_mandates_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_mandates" ADD CONSTRAINT "property_mandates_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_mandates_agent_idx" ON "property_mandates" USING btree ("agent_id");