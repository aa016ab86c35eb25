CREATE TABLE "article_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"names" jsonb NOT NULL,
	CONSTRAINT "article_categories_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "article_texts" (
	"article_id" integer NOT NULL,
	"language" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	CONSTRAINT "article_texts_article_id_language_pk" PRIMARY KEY("article_id","language")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"key" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"image_key" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer,
	"project_id" integer,
	"kind" text NOT NULL,
	"position" smallint NOT NULL,
	"file_key" text,
	"url" text,
	"width" integer,
	"height" integer,
	"captions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "media_has_owner" CHECK (("media"."property_id" is null) <> ("media"."project_id" is null)),
	CONSTRAINT "media_has_source" CHECK (("media"."file_key" is not null) or ("media"."url" is not null))
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"sort" smallint NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"relation_type" text NOT NULL,
	"relation_id" integer,
	"settings" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"route_key" text,
	"slugs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"show_in_menu" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"names" jsonb NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_texts" (
	"project_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "project_texts_project_id_language_pk" PRIMARY KEY("project_id","language")
);
--> statement-breakpoint
CREATE TABLE "project_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"floor" smallint,
	"status" text NOT NULL,
	"price" numeric(12, 2),
	"surface" numeric(10, 2),
	"bedrooms" smallint
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY NOT NULL,
	"number" text,
	"status" text DEFAULT 'published' NOT NULL,
	"delivery" text,
	"public_address" boolean DEFAULT true NOT NULL,
	"street" text,
	"house_number" text,
	"box_nr" text,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"city_names" jsonb NOT NULL,
	"country_id" integer DEFAULT 10 NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"external_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" integer PRIMARY KEY NOT NULL,
	"reference" text,
	"status" text DEFAULT 'published' NOT NULL,
	"goal" smallint NOT NULL,
	"type_web_id" integer NOT NULL,
	"project_id" integer,
	"marquee" smallint DEFAULT 0 NOT NULL,
	"price" numeric(12, 2),
	"publish_price" boolean DEFAULT true NOT NULL,
	"price_unit" integer,
	"publish_address" boolean DEFAULT true NOT NULL,
	"street" text,
	"house_number" text,
	"box_nr" text,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"city_names" jsonb NOT NULL,
	"country_id" integer DEFAULT 10 NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"energy_performance" numeric(8, 1),
	"epc_label_text" text,
	"bedrooms" smallint,
	"bathrooms" smallint,
	"living_area" numeric(10, 2),
	"plot_area" numeric(12, 2),
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_marquee_range" CHECK ("properties"."marquee" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "property_texts" (
	"property_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "property_texts_property_id_language_pk" PRIMARY KEY("property_id","language")
);
--> statement-breakpoint
CREATE TABLE "property_types" (
	"web_id" integer PRIMARY KEY NOT NULL,
	"show_order" smallint NOT NULL,
	"sale" boolean DEFAULT true NOT NULL,
	"rent" boolean DEFAULT true NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"default_language" text NOT NULL,
	"enabled_languages" text[] NOT NULL,
	"show_search_count" boolean DEFAULT true NOT NULL,
	"header_fixed_on_scroll" boolean DEFAULT true NOT NULL,
	"cookie_lifetime_days" integer DEFAULT 180 NOT NULL,
	"contact_time_slots" text[] NOT NULL,
	"tracking" jsonb NOT NULL,
	"top_bar_left" jsonb NOT NULL,
	"top_bar_right" jsonb NOT NULL,
	"footer_columns" jsonb NOT NULL,
	"agency" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_single_row" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "article_texts" ADD CONSTRAINT "article_texts_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_article_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."article_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_texts" ADD CONSTRAINT "project_texts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_units" ADD CONSTRAINT "project_units_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_type_web_id_property_types_web_id_fk" FOREIGN KEY ("type_web_id") REFERENCES "public"."property_types"("web_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_texts" ADD CONSTRAINT "property_texts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_texts_slug_idx" ON "article_texts" USING btree ("language","slug");--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id","sort");--> statement-breakpoint
CREATE INDEX "media_property_idx" ON "media" USING btree ("property_id","kind","position");--> statement-breakpoint
CREATE INDEX "media_project_idx" ON "media" USING btree ("project_id","kind","position");--> statement-breakpoint
CREATE INDEX "modules_page_idx" ON "modules" USING btree ("page_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_route_key_idx" ON "pages" USING btree ("route_key");--> statement-breakpoint
CREATE INDEX "pages_parent_idx" ON "pages" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "properties_list_idx" ON "properties" USING btree ("status","goal","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_type_idx" ON "properties" USING btree ("type_web_id");--> statement-breakpoint
CREATE INDEX "properties_zip_idx" ON "properties" USING btree ("zip");--> statement-breakpoint
CREATE INDEX "properties_price_idx" ON "properties" USING btree ("goal","price");