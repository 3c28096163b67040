-- The catalogue version of a tenant (catalog_versions) moves in the same transaction as every
-- write to a table that product answers are built from, whoever writes: the API (orders take
-- stock), the seed, tests, another server instance or an operator with psql. The catalogue cache
-- (src/services/catalog-cache.ts) compares it before serving a stored answer. Statement-level
-- triggers with transition tables: one upsert per statement, not per row (the seed inserts
-- thousands of rows per statement).
CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tenants integer[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT tenant_id) INTO tenants
      FROM (SELECT tenant_id FROM old_rows UNION ALL SELECT tenant_id FROM new_rows) t;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT tenant_id) INTO tenants FROM new_rows;
  ELSE
    SELECT array_agg(DISTINCT tenant_id) INTO tenants FROM old_rows;
  END IF;
  IF tenants IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO catalog_versions AS v (tenant_id, version)
    SELECT unnest(tenants), 1
    ON CONFLICT (tenant_id) DO UPDATE SET version = v.version + 1;
  -- The embedded database (PGlite) has one session, in the server's process: it turns this on
  -- and the cache follows the notifications (delivered at commit) instead of reading the table.
  -- Off on PostgreSQL, where NOTIFY would serialize commits for nothing.
  IF current_setting('storefront.catalog_notify', true) = 'on' THEN
    PERFORM pg_notify('catalog_changed', tenant::text) FROM unnest(tenants) AS tenant;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- TRUNCATE has no transition table: every tenant's version moves.
CREATE FUNCTION bump_all_catalog_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_versions SET version = version + 1;
  IF current_setting('storefront.catalog_notify', true) = 'on' THEN
    PERFORM pg_notify('catalog_changed', '*');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'products', 'product_variants', 'stock_levels', 'other_unit_prices', 'categories', 'vendors',
    'attributes', 'attribute_values', 'search_keywords'
  ] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()', t || '_catalog_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()', t || '_catalog_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()', t || '_catalog_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION bump_all_catalog_versions()', t || '_catalog_truncate', t);
  END LOOP;
END $$;
