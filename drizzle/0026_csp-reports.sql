CREATE TABLE "csp_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"document_path" text NOT NULL,
	"directive" text NOT NULL,
	"blocked" text NOT NULL,
	"source_file" text,
	"line" integer,
	"column" integer,
	"disposition" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "csp_reports_received_idx" ON "csp_reports" USING btree ("received_at");