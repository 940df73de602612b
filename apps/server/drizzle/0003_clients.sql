CREATE TABLE "client_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"section_key" text NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"provenance" jsonb NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_checked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"organization_id" integer,
	"name" text NOT NULL,
	"industry" text,
	"employee_count" text,
	"revenue" text,
	"headquarters" text,
	"founded_year" integer,
	"website_url" text,
	"domain" text,
	"company_info" text,
	"field_origins" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sample_compiled_on" text,
	"sample_slug" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_document_id_unique" UNIQUE("document_id"),
	CONSTRAINT "clients_sample_slug_unique" UNIQUE("sample_slug")
);
--> statement-breakpoint
CREATE TABLE "initiatives" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"client_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"category" text DEFAULT 'Sustainability' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text,
	"stock_image_keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_url" text,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provenance" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "initiatives_document_id_unique" UNIQUE("document_id")
);
--> statement-breakpoint
CREATE TABLE "logos" (
	"domain" text PRIMARY KEY NOT NULL,
	"content_type" text,
	"image" "bytea",
	"source_url" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_sections" ADD CONSTRAINT "client_sections_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initiatives" ADD CONSTRAINT "initiatives_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_sections_version_unique" ON "client_sections" USING btree ("client_id","section_key","version");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_org_name_unique" ON "clients" USING btree ("organization_id",lower("name")) WHERE "clients"."organization_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "clients_org_updated_idx" ON "clients" USING btree ("organization_id","updated_at");--> statement-breakpoint
CREATE INDEX "clients_name_trgm_idx" ON "clients" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_domain_trgm_idx" ON "clients" USING gin ("domain" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "initiatives_client_idx" ON "initiatives" USING btree ("client_id");