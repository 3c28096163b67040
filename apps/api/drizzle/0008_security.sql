-- One live reset token per account: older unused tokens of an account are voided first.
UPDATE "password_resets" SET "used_at" = now() WHERE "used_at" IS NULL AND "id" NOT IN (SELECT max("id") FROM "password_resets" WHERE "used_at" IS NULL GROUP BY "customer_id");--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_client" ON "coupon_redemptions" USING btree ("coupon_id","client_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_one_live" ON "password_resets" USING btree ("customer_id") WHERE "password_resets"."used_at" is null;