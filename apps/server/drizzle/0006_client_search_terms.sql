CREATE TABLE "client_search_terms" (
	"organization_id" integer NOT NULL,
	"term" text NOT NULL,
	"client_id" integer NOT NULL,
	CONSTRAINT "client_search_terms_organization_id_term_client_id_pk" PRIMARY KEY("organization_id","term","client_id")
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_search_terms" ADD CONSTRAINT "client_search_terms_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_search_terms" ADD CONSTRAINT "client_search_terms_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_search_terms_client_idx" ON "client_search_terms" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gin ("term" gin_trgm_ops);