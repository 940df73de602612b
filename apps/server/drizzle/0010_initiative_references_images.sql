CREATE TABLE "initiative_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"initiative_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"thumbnail_width" integer NOT NULL,
	"thumbnail_height" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "initiative_images_document_id_unique" UNIQUE("document_id"),
	CONSTRAINT "initiative_images_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "initiative_images_thumbnail_key_unique" UNIQUE("thumbnail_key")
);
--> statement-breakpoint
ALTER TABLE "initiatives" ADD COLUMN "references" jsonb;--> statement-breakpoint
ALTER TABLE "initiative_images" ADD CONSTRAINT "initiative_images_initiative_id_initiatives_id_fk" FOREIGN KEY ("initiative_id") REFERENCES "public"."initiatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initiative_images" ADD CONSTRAINT "initiative_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "initiative_images_initiative_idx" ON "initiative_images" USING btree ("initiative_id");