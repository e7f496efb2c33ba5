CREATE TABLE "invoice_counters" (
	"organization_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "invoice_counters_organization_id_year_pk" PRIMARY KEY("organization_id","year"),
	CONSTRAINT "invoice_counters_next_check" CHECK ("invoice_counters"."next_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"vat_exempt" boolean DEFAULT true NOT NULL,
	"vat_rate" integer DEFAULT 0 NOT NULL,
	"expense_type" text DEFAULT 'SR' NOT NULL,
	"appointment_id" uuid,
	CONSTRAINT "invoice_lines_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "invoice_lines_amount_check" CHECK ("invoice_lines"."quantity" >= 1 and "invoice_lines"."unit_price_cents" >= 0 and "invoice_lines"."amount_cents" = "invoice_lines"."quantity" * "invoice_lines"."unit_price_cents"),
	CONSTRAINT "invoice_lines_vat_check" CHECK ("invoice_lines"."vat_rate" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "invoice_shares" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "invoice_shares_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "invoice_shares_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"credited_invoice_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date,
	"patient_id" uuid,
	"client_type" text DEFAULT 'individual' NOT NULL,
	"client_name" text NOT NULL,
	"client_tax_code" text,
	"client_vat_number" text,
	"client_address" text,
	"client_city" text,
	"client_postal_code" text,
	"client_province" text,
	"client_email" text,
	"notes" text,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"stamp_duty_cents" integer DEFAULT 0 NOT NULL,
	"stamp_duty_payer" text DEFAULT 'patient' NOT NULL,
	"total_cents" integer NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"payment_method" text,
	"payment_details" text,
	"paid_on" date,
	"opposition_730" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "invoices_number_unique" UNIQUE("organization_id","year","sequence"),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('draft', 'sent', 'paid', 'cancelled')),
	CONSTRAINT "invoices_client_type_check" CHECK ("invoices"."client_type" in ('individual', 'company', 'freelancer', 'organization')),
	CONSTRAINT "invoices_money_check" CHECK ("invoices"."subtotal_cents" >= 0 and "invoices"."discount_cents" >= 0 and "invoices"."tax_cents" >= 0 and "invoices"."stamp_duty_cents" >= 0 and "invoices"."total_cents" >= 0 and "invoices"."paid_cents" >= 0),
	CONSTRAINT "invoices_sequence_check" CHECK ("invoices"."sequence" >= 1),
	CONSTRAINT "invoices_stamp_payer_check" CHECK ("invoices"."stamp_duty_payer" in ('patient', 'clinic')),
	CONSTRAINT "invoices_payment_method_check" CHECK ("invoices"."payment_method" in ('cash', 'card', 'bank_transfer', 'cheque', 'other'))
);
--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_fk" FOREIGN KEY ("organization_id","invoice_id") REFERENCES "public"."invoices"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_appointment_fk" FOREIGN KEY ("organization_id","appointment_id") REFERENCES "public"."appointments"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_shares" ADD CONSTRAINT "invoice_shares_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_shares" ADD CONSTRAINT "invoice_shares_invoice_fk" FOREIGN KEY ("organization_id","invoice_id") REFERENCES "public"."invoices"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_patient_fk" FOREIGN KEY ("organization_id","patient_id") REFERENCES "public"."patients"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_fk" FOREIGN KEY ("organization_id","credited_invoice_id") REFERENCES "public"."invoices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("organization_id","invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_lines_appointment_idx" ON "invoice_lines" USING btree ("organization_id","appointment_id");--> statement-breakpoint
CREATE INDEX "invoice_shares_invoice_idx" ON "invoice_shares" USING btree ("organization_id","invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("organization_id","issued_on" DESC NULLS LAST,"sequence" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_patient_idx" ON "invoices" USING btree ("organization_id","patient_id");--> statement-breakpoint
SELECT app_enable_tenancy('invoice_counters');
--> statement-breakpoint
SELECT app_enable_tenancy('invoices');
--> statement-breakpoint
SELECT app_enable_tenancy('invoice_lines');
--> statement-breakpoint
SELECT app_enable_tenancy('invoice_shares');
--> statement-breakpoint
-- The public invoice link: a transaction that sets app.share_token reads the one live share with
-- that token, whatever its organization, and nothing else (modules/invoices/public.ts).
CREATE POLICY public_share_lookup ON invoice_shares FOR SELECT
  USING (revoked_at IS NULL AND token = nullif(current_setting('app.share_token', true), ''));
