CREATE TABLE "portal_daily_figures" (
	"property_id" integer NOT NULL,
	"portal" text NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	"contacts" integer NOT NULL,
	CONSTRAINT "portal_daily_figures_property_id_portal_day_pk" PRIMARY KEY("property_id","portal","day"),
	CONSTRAINT "portal_daily_figures_not_negative" CHECK ("portal_daily_figures"."views" >= 0 and "portal_daily_figures"."contacts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "property_daily_views" (
	"property_id" integer NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "property_daily_views_property_id_day_source_pk" PRIMARY KEY("property_id","day","source"),
	CONSTRAINT "property_daily_views_not_negative" CHECK ("property_daily_views"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "property_publications" (
	"property_id" integer NOT NULL,
	"portal" text NOT NULL,
	"since" date NOT NULL,
	"url" text,
	CONSTRAINT "property_publications_property_id_portal_pk" PRIMARY KEY("property_id","portal")
);
--> statement-breakpoint
ALTER TABLE "portal_daily_figures" ADD CONSTRAINT "portal_daily_figures_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_daily_views" ADD CONSTRAINT "property_daily_views_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_publications" ADD CONSTRAINT "property_publications_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_daily_figures_day_idx" ON "portal_daily_figures" USING btree ("day");