-- Product search in the database (docs/decisions/0036-search-in-postgresql.md): a weighted
-- full-text document per product and its names normalised for exact, prefix and typo-tolerant
-- matches (product_search), kept by triggers. The same on PGlite and PostgreSQL.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"doc" "tsvector" NOT NULL,
	"name_key" text NOT NULL,
	"name_ar_key" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_doc" ON "product_search" USING gin ("doc");--> statement-breakpoint
CREATE INDEX "product_search_name_key" ON "product_search" USING btree ("tenant_id","name_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_search_name_ar_key" ON "product_search" USING btree ("tenant_id","name_ar_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_search_name_trigrams" ON "product_search" USING gin ("name_key" gin_trgm_ops,"name_ar_key" gin_trgm_ops);
--> statement-breakpoint
-- Text as search compares it, in documents and queries alike: lower case; Arabic as OpenSearch's
-- arabic_normalization has it (no harakat or tatweel, أ إ آ ٱ → ا, ة → ه, ى → ي), Arabic-Indic and
-- Persian digits as 0–9, and the article (ال, with و ب ك ف before it, or لل) taken off a word.
CREATE FUNCTION storefront_normalize(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT regexp_replace(
    regexp_replace(
      translate(lower(input), 'أإآٱةى٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', 'ااااهي01234567890123456789'),
      '[\u064B-\u065F\u0670\u0640]', '', 'g'),
    '(^|[^\u0621-\u064A])(وال|بال|كال|فال|ال|لل)([\u0621-\u064A]{2,})', '\1\3', 'g')
$$;
--> statement-breakpoint
-- A key's words as search reads them: normalised, split at anything but letters and digits (a SKU
-- "BLK-00123" is the words "blk" and "00123"), empty words dropped.
CREATE FUNCTION storefront_search_words(input text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT coalesce(array_agg(word), '{}')
    FROM regexp_split_to_table(storefront_normalize(input), '[^0-9a-z\u0621-\u064A]+') AS word
   WHERE word <> ''
$$;
--> statement-breakpoint
-- A name as exact and prefix matches compare it: its words, one space apart ("smart watch").
CREATE FUNCTION storefront_search_key(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT array_to_string(storefront_search_words(input), ' ')
$$;
--> statement-breakpoint
-- A SKU's words for the document: its parts and the whole without separators ("blk 00123 blk00123").
CREATE FUNCTION storefront_sku_words(sku text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT array_to_string(storefront_search_words(sku), ' ') || ' ' || array_to_string(storefront_search_words(sku), '')
$$;
--> statement-breakpoint
-- The search rows of some products, computed together: the document — names in both locales (A),
-- SKUs of the product and its variants with and without separators (B), category, vendor and
-- attribute value names (C), descriptions (D) — and the normalised names. Every maintenance path
-- below goes through it: one expression.
CREATE FUNCTION product_search_rows(ids integer[])
  RETURNS TABLE (product_id integer, tenant_id integer, doc tsvector, name_key text, name_ar_key text)
  LANGUAGE sql STABLE AS $$
  SELECT p.id, p.tenant_id,
    setweight(to_tsvector('english', storefront_normalize(concat_ws(' ', p.name, p.name_lang ->> 'en', p.name_lang ->> 'ar'))), 'A') ||
    setweight(to_tsvector('simple', concat_ws(' ', storefront_sku_words(p.sku), v.skus)), 'B') ||
    setweight(to_tsvector('english', storefront_normalize(concat_ws(' ',
      c.name, c.name_lang ->> 'en', c.name_lang ->> 'ar',
      vd.name, vd.name_lang ->> 'en', vd.name_lang ->> 'ar', v.attributes))), 'C') ||
    setweight(to_tsvector('english', storefront_normalize(concat_ws(' ',
      p.description, p.description_lang ->> 'en', p.description_lang ->> 'ar'))), 'D'),
    storefront_search_key(p.name),
    storefront_search_key(coalesce(p.name_lang ->> 'ar', ''))
  FROM products p
  LEFT JOIN categories c ON c.id = p.category_id
  LEFT JOIN vendors vd ON vd.id = p.vendor_id
  LEFT JOIN (
    SELECT pv.product_id,
           string_agg(DISTINCT storefront_sku_words(pv.sku), ' ') AS skus,
           string_agg(DISTINCT concat_ws(' ', av.name, av.name_lang ->> 'en', av.name_lang ->> 'ar'), ' ') AS attributes
      FROM product_variants pv
      LEFT JOIN LATERAL jsonb_each_text(pv.attribute_values) AS chosen(attribute, value) ON true
      LEFT JOIN attributes a ON a.tenant_id = pv.tenant_id AND a.slug = chosen.attribute
      LEFT JOIN attribute_values av ON av.attribute_id = a.id AND av.slug = chosen.value
     WHERE pv.product_id = ANY(ids)
     GROUP BY pv.product_id
  ) v ON v.product_id = p.id
  WHERE p.id = ANY(ids)
$$;
--> statement-breakpoint
CREATE FUNCTION refresh_product_search(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) > 0 THEN
    INSERT INTO product_search AS s (product_id, tenant_id, doc, name_key, name_ar_key)
      SELECT * FROM product_search_rows(ids)
      ON CONFLICT (product_id) DO UPDATE
        SET doc = excluded.doc, name_key = excluded.name_key, name_ar_key = excluded.name_ar_key
        WHERE (s.doc, s.name_key, s.name_ar_key) IS DISTINCT FROM (excluded.doc, excluded.name_key, excluded.name_ar_key);
  END IF;
END $$;
--> statement-breakpoint
-- Statement-level triggers with transition tables: one set-based refresh per statement (the seed
-- writes thousands of rows per statement). A deleted product's row goes with it (foreign key).
CREATE FUNCTION products_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_search(ARRAY(SELECT id FROM new_rows));
  ELSE
    PERFORM refresh_product_search(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE (n.name, n.name_lang, n.sku, n.description, n.description_lang, n.category_id, n.vendor_id)
             IS DISTINCT FROM (o.name, o.name_lang, o.sku, o.description, o.description_lang, o.category_id, o.vendor_id)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_search_changed();
--> statement-breakpoint
CREATE TRIGGER products_search_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_search_changed();
--> statement-breakpoint
-- Variants carry SKUs and attribute values: their products' rows follow.
CREATE FUNCTION variants_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_search(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_search(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSE
    PERFORM refresh_product_search(ARRAY(
      SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE (n.sku, n.attribute_values, n.product_id) IS DISTINCT FROM (o.sku, o.attribute_values, o.product_id)
      UNION SELECT o.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.product_id <> o.product_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_variants_search_insert AFTER INSERT ON product_variants REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION variants_search_changed();
--> statement-breakpoint
CREATE TRIGGER product_variants_search_update AFTER UPDATE ON product_variants REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION variants_search_changed();
--> statement-breakpoint
CREATE TRIGGER product_variants_search_delete AFTER DELETE ON product_variants REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION variants_search_changed();
--> statement-breakpoint
-- A renamed category, vendor or attribute value: the rows of the products that carry the name.
CREATE FUNCTION names_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'categories' THEN
    PERFORM refresh_product_search(ARRAY(
      SELECT p.id FROM products p JOIN new_rows n ON p.category_id = n.id JOIN old_rows o ON o.id = n.id
       WHERE (n.name, n.name_lang) IS DISTINCT FROM (o.name, o.name_lang)));
  ELSIF TG_TABLE_NAME = 'vendors' THEN
    PERFORM refresh_product_search(ARRAY(
      SELECT p.id FROM products p JOIN new_rows n ON p.vendor_id = n.id JOIN old_rows o ON o.id = n.id
       WHERE (n.name, n.name_lang) IS DISTINCT FROM (o.name, o.name_lang)));
  ELSE
    PERFORM refresh_product_search(ARRAY(
      SELECT DISTINCT pv.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        JOIN attributes a ON a.id = n.attribute_id
        JOIN product_variants pv ON pv.tenant_id = n.tenant_id AND pv.attribute_values ->> a.slug = n.slug
       WHERE (n.name, n.name_lang) IS DISTINCT FROM (o.name, o.name_lang)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_search_update AFTER UPDATE ON categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION names_search_changed();
--> statement-breakpoint
CREATE TRIGGER vendors_search_update AFTER UPDATE ON vendors REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION names_search_changed();
--> statement-breakpoint
CREATE TRIGGER attribute_values_search_update AFTER UPDATE ON attribute_values REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION names_search_changed();
--> statement-breakpoint
-- Products written before this migration.
SELECT refresh_product_search(ARRAY(SELECT id FROM products));
--> statement-breakpoint
-- A key as a full-text query: every word (any order), the last one as a prefix (search as you
-- type) unless `exact`, each stemmed as documents are; `weights` restricts the match to those parts
-- ('A': names). Words hold only letters and digits (storefront_search_words), so no key can inject
-- query syntax.
CREATE FUNCTION storefront_tsquery(key text, weights text DEFAULT '', exact boolean DEFAULT false) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT coalesce(to_tsquery('english', string_agg(
           word || CASE
             WHEN i = n AND NOT exact THEN ':*' || weights
             WHEN weights <> '' THEN ':' || weights
             ELSE '' END,
           ' & ' ORDER BY i)), ''::tsquery)
    FROM unnest(storefront_search_words(key)) WITH ORDINALITY AS t(word, i),
         LATERAL (SELECT cardinality(storefront_search_words(key)) AS n) AS words
$$;
