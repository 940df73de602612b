CREATE TABLE "onboarding_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"agent_id" text NOT NULL,
	"current_step" integer DEFAULT 0 NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_sessions_document_id_unique" UNIQUE("document_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_onboarding_id" integer;--> statement-breakpoint
ALTER TABLE "onboarding_messages" ADD CONSTRAINT "onboarding_messages_session_id_onboarding_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."onboarding_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_sessions" ADD CONSTRAINT "onboarding_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "onboarding_messages_session_idx" ON "onboarding_messages" USING btree ("session_id","id");--> statement-breakpoint
CREATE INDEX "onboarding_sessions_user_idx" ON "onboarding_sessions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_last_onboarding_id_onboarding_sessions_id_fk" FOREIGN KEY ("last_onboarding_id") REFERENCES "public"."onboarding_sessions"("id") ON DELETE set null ON UPDATE no action;