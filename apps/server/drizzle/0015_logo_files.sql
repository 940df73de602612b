CREATE TABLE "logo_files" (
	"sha256" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"image" "bytea" NOT NULL,
	"source_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "logo_file" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "logo_checked_at" timestamp with time zone;--> statement-breakpoint
-- The logos found so far, by domain, become content-addressed files; each client whose domain had one
-- keeps it. The per-domain table goes: logos are found when a client's website is read, not on request.
INSERT INTO "logo_files" ("sha256", "content_type", "image", "source_url")
SELECT DISTINCT ON (encode(sha256("image"), 'hex')) encode(sha256("image"), 'hex'), "content_type", "image", "source_url"
FROM "logos"
WHERE "image" IS NOT NULL
  AND "content_type" IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml', 'image/x-icon')
ORDER BY encode(sha256("image"), 'hex'), "fetched_at" DESC
ON CONFLICT ("sha256") DO NOTHING;--> statement-breakpoint
UPDATE "clients" SET
  "logo_file" = encode(sha256("logos"."image"), 'hex') || '.' || CASE "logos"."content_type"
    WHEN 'image/png' THEN 'png'
    WHEN 'image/jpeg' THEN 'jpg'
    WHEN 'image/gif' THEN 'gif'
    WHEN 'image/webp' THEN 'webp'
    WHEN 'image/svg+xml' THEN 'svg'
    ELSE 'ico'
  END,
  "logo_checked_at" = "logos"."fetched_at"
FROM "logos"
WHERE "logos"."domain" = "clients"."domain"
  AND "logos"."image" IS NOT NULL
  AND "logos"."content_type" IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml', 'image/x-icon');--> statement-breakpoint
DROP TABLE "logos";
