CREATE TABLE "report_prompts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer,
	"section_type" text NOT NULL,
	"version" integer NOT NULL,
	"content" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"report_id" integer NOT NULL,
	"section_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"error" text,
	"agent_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cited_sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"generation" jsonb,
	"started_at" timestamp with time zone,
	"last_updated" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_sections_document_id_unique" UNIQUE("document_id")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"organization_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"title" text NOT NULL,
	"onboarding_ref" text,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_document_id_unique" UNIQUE("document_id")
);
--> statement-breakpoint
ALTER TABLE "report_prompts" ADD CONSTRAINT "report_prompts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_prompts" ADD CONSTRAINT "report_prompts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_sections" ADD CONSTRAINT "report_sections_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_prompts_scope_version_unique" ON "report_prompts" USING btree (coalesce("organization_id", 0),"section_type","version");--> statement-breakpoint
CREATE UNIQUE INDEX "report_sections_report_type_unique" ON "report_sections" USING btree ("report_id","section_type");--> statement-breakpoint
CREATE INDEX "reports_client_idx" ON "reports" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "reports_organization_idx" ON "reports" USING btree ("organization_id","id");