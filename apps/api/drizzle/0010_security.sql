-- One live reset token per account: older unused tokens of an account are voided first.
UPDATE "password_resets" SET "used_at" = now() WHERE "used_at" IS NULL AND "id" NOT IN (SELECT max("id") FROM "password_resets" WHERE "used_at" IS NULL GROUP BY "customer_id");--> statement-breakpoint
CREATE TABLE "staff_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"key_hash" text NOT NULL,
	"label" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "device_key" text;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "staff_keys" ADD CONSTRAINT "staff_keys_tenant_id_partners_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_client_open" ON "appointments" USING btree ("client_key","status","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_device_open" ON "appointments" USING btree ("device_key","status","starts_at");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_client" ON "coupon_redemptions" USING btree ("coupon_id","client_key","created_at");--> statement-breakpoint
CREATE INDEX "orders_tenant_channel" ON "orders" USING btree ("tenant_id","channel","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_one_live" ON "password_resets" USING btree ("customer_id") WHERE "password_resets"."used_at" is null;