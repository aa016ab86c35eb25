DROP INDEX "outgoing_mails_due_idx";--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outgoing_mails_due_idx" ON "outgoing_mails" USING btree ("next_attempt_at") WHERE "outgoing_mails"."sent_at" is null and "outgoing_mails"."failed_at" is null and "outgoing_mails"."held_at" is null;