CREATE TABLE "callback_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"phone" text NOT NULL,
	"country_code" text,
	"preferred_at" timestamp with time zone NOT NULL,
	"note" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "closed_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"reason" text,
	"reason_lang" jsonb
);
--> statement-breakpoint
CREATE TABLE "customer_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"sessions" integer NOT NULL,
	"sessions_left" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"voucher_id" integer NOT NULL,
	"code" text NOT NULL,
	"value_minor" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "list_price_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "discount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "voucher_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "voucher_code_id" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "customer_plan_id" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "weekdays" jsonb;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "starts_before_minute" integer;--> statement-breakpoint
ALTER TABLE "paid_plans" ADD COLUMN "service_ids" jsonb;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "address_lang" jsonb;--> statement-breakpoint
ALTER TABLE "callback_requests" ADD CONSTRAINT "callback_requests_tenant_id_partners_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callback_requests" ADD CONSTRAINT "callback_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_days" ADD CONSTRAINT "closed_days_tenant_id_partners_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_plans" ADD CONSTRAINT "customer_plans_tenant_id_partners_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_plans" ADD CONSTRAINT "customer_plans_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_plans" ADD CONSTRAINT "customer_plans_plan_id_paid_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."paid_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_plans" ADD CONSTRAINT "customer_plans_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_tenant_id_partners_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "closed_days_tenant_day" ON "closed_days" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_codes_tenant_code" ON "voucher_codes" USING btree ("tenant_id","code");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_customer_open" ON "appointments" USING btree ("tenant_id","customer_id","status","starts_at");