ALTER TABLE "assessment_steps" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "assessment_steps" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "web_search_status" ADD COLUMN "holder" text;--> statement-breakpoint
-- Before the index: a client with several running runs (two starts that raced) keeps its newest; the
-- older ones end now, their unfinished steps in error, so nothing runs twice from here on.
CREATE TEMPORARY TABLE "superseded_runs" ON COMMIT DROP AS
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "client_id" ORDER BY "id" DESC) AS "rank"
    FROM "assessment_runs" WHERE "status" = 'running'
  ) AS "ranked" WHERE "rank" > 1;--> statement-breakpoint
INSERT INTO "assessment_events" ("run_id", "step_id", "status", "error_message")
  SELECT "run_id", "step_id", 'error', 'Superseded by a newer run of the same client' FROM "assessment_steps"
  WHERE "run_id" IN (SELECT "id" FROM "superseded_runs") AND "status" IN ('pending', 'in_progress') ORDER BY "run_id", "step_id";--> statement-breakpoint
UPDATE "assessment_steps" SET "status" = 'error', "error_message" = 'Superseded by a newer run of the same client', "finished_at" = now(), "updated_at" = now()
  WHERE "run_id" IN (SELECT "id" FROM "superseded_runs") AND "status" IN ('pending', 'in_progress');--> statement-breakpoint
INSERT INTO "assessment_events" ("run_id", "step_id", "status") SELECT "id", 'run', 'completed' FROM "superseded_runs" ORDER BY "id";--> statement-breakpoint
UPDATE "assessment_runs" SET "status" = 'completed', "finished_at" = now() WHERE "id" IN (SELECT "id" FROM "superseded_runs");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_runs_one_running_idx" ON "assessment_runs" USING btree ("client_id") WHERE "assessment_runs"."status" = 'running';