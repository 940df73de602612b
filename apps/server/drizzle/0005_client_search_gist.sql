DROP INDEX "clients_name_trgm_idx";--> statement-breakpoint
DROP INDEX "clients_domain_trgm_idx";--> statement-breakpoint
CREATE INDEX "clients_org_name_trgm_idx" ON "clients" USING gist ("organization_id",lower("name") gist_trgm_ops(siglen=128));--> statement-breakpoint
CREATE INDEX "clients_org_domain_trgm_idx" ON "clients" USING gist ("organization_id","domain" gist_trgm_ops(siglen=128));