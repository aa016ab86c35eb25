CREATE TABLE "media_originals" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_originals_key_shape" CHECK ("media_originals"."key" ~ '^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$'),
	CONSTRAINT "media_originals_size" CHECK ("media_originals"."byte_size" = octet_length("media_originals"."bytes"))
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "alts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;