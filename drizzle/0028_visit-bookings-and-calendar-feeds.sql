CREATE TABLE "staff_calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "visit_bookings" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visit_bookings" ADD COLUMN "calendar_sequence" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_bookings" ADD COLUMN "feedback" text;--> statement-breakpoint
ALTER TABLE "visit_bookings" ADD COLUMN "feedback_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visit_bookings" ADD COLUMN "feedback_by" text;--> statement-breakpoint
ALTER TABLE "visit_bookings" ADD COLUMN "feedback_for_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_slots" ADD COLUMN "staff_id" text;--> statement-breakpoint
ALTER TABLE "staff_calendar_feeds" ADD CONSTRAINT "staff_calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_slots" ADD CONSTRAINT "visit_slots_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_slots_staff_idx" ON "visit_slots" USING btree ("staff_id","starts_at");