ALTER TABLE "partners" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "map_url" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "ordering_hours" jsonb;