CREATE TABLE "path_redirects" (
	"from_path" text PRIMARY KEY NOT NULL,
	"to_page_id" integer NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "path_redirects" ADD CONSTRAINT "path_redirects_to_page_id_pages_id_fk" FOREIGN KEY ("to_page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "path_redirects_page_idx" ON "path_redirects" USING btree ("to_page_id");