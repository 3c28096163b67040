CREATE TABLE "price_group_prices" (
	"group_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"price_minor" integer NOT NULL,
	CONSTRAINT "price_group_prices_group_id_variant_id_pk" PRIMARY KEY("group_id","variant_id"),
	CONSTRAINT "price_group_prices_not_negative" CHECK ("price_group_prices"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_lang" jsonb,
	"percent_off_bp" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "price_groups_percent_off" CHECK ("price_groups"."percent_off_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "price_group_prices" ADD CONSTRAINT "price_group_prices_group_id_price_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."price_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_group_prices" ADD CONSTRAINT "price_group_prices_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_group_prices" ADD CONSTRAINT "price_group_prices_tenant_id_partners_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_groups" ADD CONSTRAINT "price_groups_tenant_id_partners_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- No group existed before this migration: any value the column held pointed at nothing.
UPDATE "customers" SET "selling_price_group_id" = NULL WHERE "selling_price_group_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_selling_price_group_id_price_groups_id_fk" FOREIGN KEY ("selling_price_group_id") REFERENCES "public"."price_groups"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- Answers for a price group's customers are cached per group under the tenant's catalogue version
-- (src/services/catalog-answers.ts): a change to a group or its prices moves the version too. The
-- four triggers of migration 0002, as a function a later migration calls for a new catalogue table.
CREATE FUNCTION add_catalog_version_triggers(t text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()', t || '_catalog_insert', t);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()', t || '_catalog_update', t);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()', t || '_catalog_delete', t);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
    FOR EACH STATEMENT EXECUTE FUNCTION bump_all_catalog_versions()', t || '_catalog_truncate', t);
END $$;
--> statement-breakpoint
SELECT add_catalog_version_triggers('price_groups');
--> statement-breakpoint
SELECT add_catalog_version_triggers('price_group_prices');
