CREATE TABLE "product_counts" (
	"tenant_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"featured" boolean NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "product_counts_tenant_id_category_id_vendor_id_kind_featured_pk" PRIMARY KEY("tenant_id","category_id","vendor_id","kind","featured")
);
--> statement-breakpoint
DROP INDEX "products_tenant_category";--> statement-breakpoint
DROP INDEX "products_tenant_price";--> statement-breakpoint
CREATE INDEX "products_tenant_category_created" ON "products" USING btree ("tenant_id","category_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_tenant_category_price" ON "products" USING btree ("tenant_id","category_id","price_minor","id");--> statement-breakpoint
CREATE INDEX "products_tenant_category_name" ON "products" USING btree ("tenant_id","category_id","name","id");--> statement-breakpoint
CREATE INDEX "products_tenant_vendor_created" ON "products" USING btree ("tenant_id","vendor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_tenant_id" ON "products" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "products_tenant_price" ON "products" USING btree ("tenant_id","price_minor","id");--> statement-breakpoint
-- Stock no longer moves the catalogue version: an order taking stock must not invalidate every
-- cached answer of its tenant, nor queue every order of the tenant on its version row. Answers show
-- stock only as far as a shopper sees it (core's `shownStock`), and the catalogue cache compares
-- that with the live stock of the variants an answer shows (src/services/catalog-cache.ts).
DROP TRIGGER stock_levels_catalog_insert ON stock_levels;
--> statement-breakpoint
DROP TRIGGER stock_levels_catalog_update ON stock_levels;
--> statement-breakpoint
DROP TRIGGER stock_levels_catalog_delete ON stock_levels;
--> statement-breakpoint
DROP TRIGGER stock_levels_catalog_truncate ON stock_levels;
--> statement-breakpoint
-- The embedded database (one session, in the server's process) tells the cache which variants'
-- stock changed, at commit, so a cached read there costs no query. New stock rows come with new
-- variants, which move the catalogue version already. A statement changing very many rows says "*".
CREATE FUNCTION notify_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF current_setting('storefront.catalog_notify', true) IS DISTINCT FROM 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT variant_id::text, ',') INTO ids FROM old_rows;
  ELSE
    SELECT string_agg(DISTINCT variant_id::text, ',') INTO ids FROM new_rows;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('stock_changed', CASE WHEN length(ids) > 7000 THEN '*' ELSE ids END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stock_levels_notify_update AFTER UPDATE ON stock_levels REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_stock_changed();
--> statement-breakpoint
CREATE TRIGGER stock_levels_notify_delete AFTER DELETE ON stock_levels REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_stock_changed();
--> statement-breakpoint
-- product_counts follows every write to products, one upsert per group and statement. An update
-- counts only rows whose group changed (search documents and prices are rewritten far more often).
CREATE FUNCTION count_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO product_counts AS c (tenant_id, category_id, vendor_id, kind, featured, count)
      SELECT tenant_id, category_id, vendor_id, kind, featured, sum(n) FROM (
        SELECT o.tenant_id, coalesce(o.category_id, 0) AS category_id, coalesce(o.vendor_id, 0) AS vendor_id,
               o.kind, o.featured, -1 AS n
          FROM old_rows o JOIN new_rows n ON n.id = o.id
         WHERE (o.tenant_id, o.category_id, o.vendor_id, o.kind, o.featured)
               IS DISTINCT FROM (n.tenant_id, n.category_id, n.vendor_id, n.kind, n.featured)
        UNION ALL
        SELECT n.tenant_id, coalesce(n.category_id, 0), coalesce(n.vendor_id, 0), n.kind, n.featured, 1
          FROM old_rows o JOIN new_rows n ON n.id = o.id
         WHERE (o.tenant_id, o.category_id, o.vendor_id, o.kind, o.featured)
               IS DISTINCT FROM (n.tenant_id, n.category_id, n.vendor_id, n.kind, n.featured)
      ) changed GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT (tenant_id, category_id, vendor_id, kind, featured)
        DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_counts AS c (tenant_id, category_id, vendor_id, kind, featured, count)
      SELECT tenant_id, coalesce(category_id, 0), coalesce(vendor_id, 0), kind, featured, -count(*)
        FROM old_rows GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT (tenant_id, category_id, vendor_id, kind, featured)
        DO UPDATE SET count = c.count + excluded.count;
  ELSE
    INSERT INTO product_counts AS c (tenant_id, category_id, vendor_id, kind, featured, count)
      SELECT tenant_id, coalesce(category_id, 0), coalesce(vendor_id, 0), kind, featured, count(*)
        FROM new_rows GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT (tenant_id, category_id, vendor_id, kind, featured)
        DO UPDATE SET count = c.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_count_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_products();
--> statement-breakpoint
CREATE TRIGGER products_count_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_products();
--> statement-breakpoint
CREATE TRIGGER products_count_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_products();
--> statement-breakpoint
CREATE FUNCTION forget_product_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_count_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION forget_product_counts();
--> statement-breakpoint
INSERT INTO product_counts (tenant_id, category_id, vendor_id, kind, featured, count)
  SELECT tenant_id, coalesce(category_id, 0), coalesce(vendor_id, 0), kind, featured, count(*)
    FROM products GROUP BY 1, 2, 3, 4, 5;
