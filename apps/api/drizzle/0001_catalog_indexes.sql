CREATE TABLE "catalog_versions" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_tenant_created";--> statement-breakpoint
CREATE INDEX "attribute_values_tenant" ON "attribute_values" USING btree ("tenant_id","attribute_id","position");--> statement-breakpoint
CREATE INDEX "products_tenant_name" ON "products" USING btree ("tenant_id","name","id");--> statement-breakpoint
CREATE INDEX "products_tenant_created" ON "products" USING btree ("tenant_id","created_at","id");