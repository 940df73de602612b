CREATE TABLE "assessment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"step_id" text NOT NULL,
	"status" text NOT NULL,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"client_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "assessment_runs_document_id_unique" UNIQUE("document_id")
);
--> statement-breakpoint
CREATE TABLE "assessment_steps" (
	"run_id" integer NOT NULL,
	"step_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error_message" text,
	"job_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_steps_run_id_step_id_pk" PRIMARY KEY("run_id","step_id")
);
--> statement-breakpoint
ALTER TABLE "initiatives" ADD COLUMN "source_metadata" jsonb;--> statement-breakpoint
ALTER TABLE "initiatives" ADD COLUMN "normalized_title" text;--> statement-breakpoint
ALTER TABLE "assessment_events" ADD CONSTRAINT "assessment_events_run_id_assessment_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."assessment_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_runs" ADD CONSTRAINT "assessment_runs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_runs" ADD CONSTRAINT "assessment_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_steps" ADD CONSTRAINT "assessment_steps_run_id_assessment_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."assessment_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_events_run_idx" ON "assessment_events" USING btree ("run_id","id");--> statement-breakpoint
CREATE INDEX "assessment_runs_client_idx" ON "assessment_runs" USING btree ("client_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "initiatives_client_normalized_title_unique" ON "initiatives" USING btree ("client_id","normalized_title") WHERE "initiatives"."normalized_title" is not null;