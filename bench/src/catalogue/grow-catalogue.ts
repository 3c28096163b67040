import type { BenchDatabase } from "../postgres";

/** Products inserted per statement: the triggers (counts, search rows) run once per statement. */
const BATCH = 50_000;

const ADJECTIVES = ["Classic", "Premium", "Family", "Eco", "Mini", "Deluxe", "Everyday", "Pro"];
const ADJECTIVES_AR = ["كلاسيكي", "فاخر", "عائلي", "صديق للبيئة", "صغير", "ممتاز", "يومي", "احترافي"];

const sqlArray = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(",")}]`;

/**
 * Grows the demo bulk partner to `target` products in SQL, as a catalogue import would: products
 * named like the seed's ("Premium Kitchen item 123456", and in Arabic), spread over its 20
 * categories and over time, each with one variant and stock, in batches of `BATCH`. The database's
 * own triggers keep the counts and the search rows; nothing is written around them.
 */
export async function growBulkCatalogue(
  db: BenchDatabase,
  target: number,
  log: (line: string) => void,
): Promise<{ products: number; seconds: number }> {
  const started = performance.now();
  const [tenant] = await db.query<{ id: number }>("select id from partners where slug = 'bulk'");
  if (!tenant) throw new Error("The database has no bulk partner (the demo seed loads it)");
  const categories = await db.query<{ id: number; name: string; ar: string }>(
    "select id, name, name_lang ->> 'ar' as ar from categories where tenant_id = $1 order by id",
    [tenant.id],
  );
  const [{ n } = { n: "0" }] = await db.query<{ n: string }>(
    "select count(*) as n from products where tenant_id = $1",
    [tenant.id],
  );
  let count = Number(n);
  const ids = `array[${categories.map((c) => c.id).join(",")}]`;
  const names = sqlArray(categories.map((c) => c.name));
  const namesAr = sqlArray(categories.map((c) => c.ar));
  const k = categories.length;
  while (count < target) {
    const from = count + 1;
    const to = Math.min(target, count + BATCH);
    const [made] = await db.query<{ first: number; last: number }>(
      `with made as (
         insert into products (tenant_id, category_id, slug, sku, name, name_lang, description, description_lang,
                               price_minor, created_at)
         select $1, (${ids})[1 + g % ${k}],
                lower((${sqlArray(ADJECTIVES)})[1 + g % 8] || '-' || (${names})[1 + g % ${k}] || '-item-' || g),
                'BLK-' || lpad(g::text, 7, '0'),
                (${sqlArray(ADJECTIVES)})[1 + g % 8] || ' ' || (${names})[1 + g % ${k}] || ' item ' || g,
                jsonb_build_object(
                  'en', (${sqlArray(ADJECTIVES)})[1 + g % 8] || ' ' || (${names})[1 + g % ${k}] || ' item ' || g,
                  'ar', (${namesAr})[1 + g % ${k}] || ' ' || (${sqlArray(ADJECTIVES_AR)})[1 + g % 8] || ' رقم ' || g),
                'Chosen for quality and value.',
                jsonb_build_object('en', 'Chosen for quality and value.', 'ar', 'مختار بعناية للجودة والقيمة.'),
                500 + (g::bigint * 7919) % 49500,
                now() - make_interval(mins => ($3 - g))
           from generate_series($2::int, $3::int) g
         returning id
       ) select min(id) as first, max(id) as last from made`,
      [tenant.id, from, to],
    );
    const range = [tenant.id, made?.first, made?.last];
    await db.query(
      `insert into product_variants (tenant_id, product_id, sku, price_minor, attribute_values, position)
       select $1, id, sku || '-1', price_minor, '{}'::jsonb, 0 from products
        where tenant_id = $1 and id between $2 and $3`,
      range,
    );
    await db.query(
      `insert into stock_levels (variant_id, tenant_id, quantity)
       select v.id, $1, 1000 from product_variants v where v.tenant_id = $1 and v.product_id between $2 and $3`,
      range,
    );
    await db.query(
      `update products p set default_variant_id = v.id from product_variants v
        where v.product_id = p.id and p.tenant_id = $1 and p.id between $2 and $3`,
      range,
    );
    count = to;
    log(
      `bulk partner: ${count.toLocaleString("en")} products (${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
  }
  log("vacuum analyze");
  await db.query("vacuum analyze");
  return { products: count, seconds: (performance.now() - started) / 1000 };
}
