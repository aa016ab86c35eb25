CREATE TABLE "demand_matches" (
	"demand_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demand_matches_demand_id_property_id_pk" PRIMARY KEY("demand_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "demands" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer,
	"token" text NOT NULL,
	"language" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demands_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"property_id" integer,
	"project_id" integer,
	"email" text,
	"name" text,
	"fields" jsonb NOT NULL,
	"verified" boolean NOT NULL,
	"submission_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_submission_key_unique" UNIQUE("submission_key")
);
--> statement-breakpoint
CREATE TABLE "outgoing_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer,
	"demand_id" integer,
	"purpose" text NOT NULL,
	"recipient" jsonb NOT NULL,
	"reply_to" jsonb,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_counts" (
	"client" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "submission_counts_client_window_start_pk" PRIMARY KEY("client","window_start")
);
--> statement-breakpoint
CREATE TABLE "testimonial_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"comment" text NOT NULL,
	"website" text,
	"image_key" text,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_challenges" (
	"challenge_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_id" integer NOT NULL,
	"lead_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_bookings_lead_id_unique" UNIQUE("lead_id")
);
--> statement-breakpoint
CREATE TABLE "visit_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" smallint DEFAULT 1 NOT NULL,
	"booked" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_slots_booked_range" CHECK ("visit_slots"."booked" between 0 and "visit_slots"."capacity")
);
--> statement-breakpoint
ALTER TABLE "demand_matches" ADD CONSTRAINT "demand_matches_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_matches" ADD CONSTRAINT "demand_matches_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD CONSTRAINT "outgoing_mails_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD CONSTRAINT "outgoing_mails_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonial_submissions" ADD CONSTRAINT "testimonial_submissions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_bookings" ADD CONSTRAINT "visit_bookings_slot_id_visit_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."visit_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_bookings" ADD CONSTRAINT "visit_bookings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_slots" ADD CONSTRAINT "visit_slots_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demands_active_idx" ON "demands" USING btree ("confirmed_at") WHERE "demands"."unsubscribed_at" is null;--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_kind_idx" ON "leads" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "outgoing_mails_due_idx" ON "outgoing_mails" USING btree ("next_attempt_at") WHERE "outgoing_mails"."sent_at" is null and "outgoing_mails"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "outgoing_mails_lead_idx" ON "outgoing_mails" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "visit_slots_property_idx" ON "visit_slots" USING btree ("property_id","starts_at");