CREATE TABLE "vsme_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"client_id" integer NOT NULL,
	"version_id" text NOT NULL,
	"module" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"previous_report_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vsme_reports_document_id_unique" UNIQUE("document_id")
);
--> statement-breakpoint
CREATE TABLE "vsme_value_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"datapoint_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" jsonb NOT NULL,
	"from_state" jsonb,
	"to_state" jsonb NOT NULL,
	"action" text NOT NULL,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "vsme_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"datapoint_id" text NOT NULL,
	"status" text NOT NULL,
	"value" jsonb,
	"unit" text,
	"period_year" integer,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"method" jsonb,
	"not_applicable_reason" text,
	"omission_statement" text,
	"review" text,
	"pending_client_answer" jsonb,
	"previous" jsonb,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" jsonb
);
--> statement-breakpoint
ALTER TABLE "vsme_reports" ADD CONSTRAINT "vsme_reports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vsme_reports" ADD CONSTRAINT "vsme_reports_previous_report_id_vsme_reports_id_fk" FOREIGN KEY ("previous_report_id") REFERENCES "public"."vsme_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vsme_reports" ADD CONSTRAINT "vsme_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vsme_value_changes" ADD CONSTRAINT "vsme_value_changes_report_id_vsme_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."vsme_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vsme_values" ADD CONSTRAINT "vsme_values_report_id_vsme_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."vsme_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vsme_reports_client_idx" ON "vsme_reports" USING btree ("client_id","period_end");--> statement-breakpoint
CREATE INDEX "vsme_value_changes_value_idx" ON "vsme_value_changes" USING btree ("report_id","datapoint_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vsme_values_report_datapoint_unique" ON "vsme_values" USING btree ("report_id","datapoint_id");