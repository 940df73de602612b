CREATE TABLE "vsme_data_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"report_id" integer NOT NULL,
	"datapoint_ids" jsonb NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"message" text,
	"token_nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_reminded_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vsme_data_requests_document_id_unique" UNIQUE("document_id"),
	CONSTRAINT "vsme_data_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "vsme_request_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"datapoint_id" text NOT NULL,
	"value" jsonb,
	"unit" text,
	"explanation" text,
	"state" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vsme_request_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"answer_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vsme_request_files_document_id_unique" UNIQUE("document_id")
);
--> statement-breakpoint
ALTER TABLE "vsme_data_requests" ADD CONSTRAINT "vsme_data_requests_report_id_vsme_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."vsme_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vsme_data_requests" ADD CONSTRAINT "vsme_data_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vsme_request_answers" ADD CONSTRAINT "vsme_request_answers_request_id_vsme_data_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."vsme_data_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vsme_request_files" ADD CONSTRAINT "vsme_request_files_answer_id_vsme_request_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."vsme_request_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vsme_data_requests_report_idx" ON "vsme_data_requests" USING btree ("report_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vsme_request_answers_unique" ON "vsme_request_answers" USING btree ("request_id","datapoint_id");--> statement-breakpoint
CREATE INDEX "vsme_request_files_answer_idx" ON "vsme_request_files" USING btree ("answer_id");