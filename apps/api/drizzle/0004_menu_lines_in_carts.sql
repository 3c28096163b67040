-- Carts hold menu lines too (a restaurant's menu items, with their options and the diner's note), and
-- a line's identity is core's lineKeyString, stored as line_key (docs/decisions/0020).
ALTER TABLE "cart_lines" DROP CONSTRAINT "cart_lines_line_key";--> statement-breakpoint
ALTER TABLE "cart_lines" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "menu_item_id" integer;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "option_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "line_key" text;--> statement-breakpoint
-- Existing lines are plain product lines: core's lineKeyString of one is
-- ["<product_id>",<variant id or null>,<unit id or null>].
UPDATE "cart_lines" SET "line_key" = '["' || "product_id" || '",' || coalesce('"' || "variant_id" || '"', 'null') || ',' || coalesce('"' || "other_unit_price_id" || '"', 'null') || ']';--> statement-breakpoint
ALTER TABLE "cart_lines" ALTER COLUMN "line_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_identity" UNIQUE("cart_id","line_key");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_one_item" CHECK (num_nonnulls("cart_lines"."product_id", "cart_lines"."menu_item_id") = 1);