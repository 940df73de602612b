CREATE TABLE "organization_client_counts" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"clients" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "clients_org_updated_idx";--> statement-breakpoint
ALTER TABLE "organization_client_counts" ADD CONSTRAINT "organization_client_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_org_updated_id_idx" ON "clients" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
-- Kept by triggers, so every way a client comes, goes or moves (created, deleted, an organization deleted by
-- cascade, bulk loads) keeps the counts right. Insert and delete count their whole statement at once; the
-- rare change of a client's organization is counted row by row (a trigger with transition tables cannot
-- name its columns, and one firing on every client update would tax every save for a move that never
-- happens through the API). Rows are upserted in key order so that concurrent statements lock shared
-- count rows in the same order. A count row deleted by its organization's cascade is not recreated: the
-- delete branch only subtracts.
CREATE FUNCTION "count_organization_clients"() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "organization_client_counts" c SET "clients" = c."clients" - r.n
    FROM (SELECT "organization_id", count(*)::int AS n FROM removed
          WHERE "organization_id" IS NOT NULL GROUP BY 1 ORDER BY 1) r
    WHERE c."organization_id" = r."organization_id";
  ELSE
    INSERT INTO "organization_client_counts" AS c ("organization_id", "clients")
    SELECT "organization_id", count(*)::int FROM added WHERE "organization_id" IS NOT NULL GROUP BY 1 ORDER BY 1
    ON CONFLICT ("organization_id") DO UPDATE SET "clients" = c."clients" + excluded."clients";
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER "clients_counted_on_insert" AFTER INSERT ON "clients"
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "count_organization_clients"();
--> statement-breakpoint
CREATE TRIGGER "clients_counted_on_delete" AFTER DELETE ON "clients"
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "count_organization_clients"();
--> statement-breakpoint
CREATE FUNCTION "count_moved_organization_client"() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF OLD."organization_id" IS NOT NULL THEN
    UPDATE "organization_client_counts" SET "clients" = "clients" - 1 WHERE "organization_id" = OLD."organization_id";
  END IF;
  IF NEW."organization_id" IS NOT NULL THEN
    INSERT INTO "organization_client_counts" AS c ("organization_id", "clients") VALUES (NEW."organization_id", 1)
    ON CONFLICT ("organization_id") DO UPDATE SET "clients" = c."clients" + 1;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER "clients_counted_on_move" AFTER UPDATE OF "organization_id" ON "clients"
FOR EACH ROW WHEN (OLD."organization_id" IS DISTINCT FROM NEW."organization_id")
EXECUTE FUNCTION "count_moved_organization_client"();
--> statement-breakpoint
INSERT INTO "organization_client_counts" ("organization_id", "clients")
SELECT "organization_id", count(*)::int FROM "clients" WHERE "organization_id" IS NOT NULL GROUP BY 1;
