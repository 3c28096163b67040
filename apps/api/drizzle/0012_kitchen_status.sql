ALTER TABLE "orders" ADD COLUMN "kitchen_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "device_key" text;