ALTER TABLE "outgoing_mails" ADD COLUMN "private_links" jsonb;--> statement-breakpoint
-- Account mails written before this column kept their one-use link in the text staff read. Password
-- links no longer work (they are stored under a new identifier) and a sent e-mail change has reached
-- its recipient: hide their tokens, as every account mail shows them from now on.
UPDATE "outgoing_mails" SET "text" = regexp_replace("text", '(/login/[a-z-]+/)[A-Za-z0-9_-]{16,}', '\1•••', 'g') WHERE "purpose" LIKE 'account-%' AND ("sent_at" IS NOT NULL OR "purpose" <> 'account-email-change');
