CREATE TABLE "property_followers" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer,
	"contact_id" integer,
	"property_id" integer NOT NULL,
	"token" text NOT NULL,
	"language" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"told_change_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_followers_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "property_followers" ADD CONSTRAINT "property_followers_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_followers" ADD CONSTRAINT "property_followers_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_followers" ADD CONSTRAINT "property_followers_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_followers_property_idx" ON "property_followers" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "property_followers_email_idx" ON "property_followers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "property_followers_contact_idx" ON "property_followers" USING btree ("contact_id");