CREATE TABLE "invoice_payments" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"payment_method" text NOT NULL,
	"paid_on" date NOT NULL,
	"traceable" boolean NOT NULL,
	"payment_details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "invoice_payments_amount_check" CHECK ("invoice_payments"."amount_cents" > 0),
	CONSTRAINT "invoice_payments_method_check" CHECK ("invoice_payments"."payment_method" in ('cash', 'card', 'bank_transfer', 'cheque', 'other')),
	CONSTRAINT "invoice_payments_traceable_check" CHECK ("invoice_payments"."payment_method" <> 'cash' or not "invoice_payments"."traceable")
);
--> statement-breakpoint
ALTER TABLE "service_types" DROP CONSTRAINT "service_types_expense_type_check";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_status_check";--> statement-breakpoint
ALTER TABLE "tax730_submissions" DROP CONSTRAINT "tax730_submissions_operation_check";--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "expense_flag" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "health_expense" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refund" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "patient_name" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "patient_tax_code" text;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_fk" FOREIGN KEY ("organization_id","invoice_id") REFERENCES "public"."invoices"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("organization_id","invoice_id","paid_on");--> statement-breakpoint
ALTER TABLE "service_types" ADD CONSTRAINT "service_types_expense_type_check" CHECK ("service_types"."expense_type" in ('SR', 'SP', 'IC', 'AD', 'AS', 'TK', 'CT', 'PI', 'FC', 'FV', 'SV', 'AA'));--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_expense_type_check" CHECK ("invoice_lines"."expense_type" in ('SR', 'SP', 'IC', 'AD', 'AS', 'TK', 'CT', 'PI', 'FC', 'FV', 'SV', 'AA'));--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_expense_flag_check" CHECK ("invoice_lines"."expense_flag" is null or ("invoice_lines"."expense_flag" = '1' and "invoice_lines"."expense_type" = 'TK') or ("invoice_lines"."expense_flag" = '2' and "invoice_lines"."expense_type" = 'SR'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('draft', 'sent', 'partially_paid', 'paid', 'cancelled'));--> statement-breakpoint
ALTER TABLE "tax730_submissions" ADD CONSTRAINT "tax730_submissions_operation_check" CHECK ("tax730_submissions"."operation" in ('insert', 'update', 'delete', 'refund'));--> statement-breakpoint
SELECT app_enable_tenancy('invoice_payments');
--> statement-breakpoint
-- An invoice paid before payments were kept one by one: its payment becomes the first row (traceable
-- as it was sent to the Sistema TS: anything but cash).
INSERT INTO "invoice_payments" ("organization_id", "invoice_id", "amount_cents", "payment_method", "paid_on", "traceable", "payment_details")
SELECT "organization_id", "id", "paid_cents", "payment_method", "paid_on", "payment_method" <> 'cash', "payment_details"
FROM "invoices"
WHERE "paid_cents" > 0 AND "payment_method" IS NOT NULL AND "paid_on" IS NOT NULL;
