CREATE TABLE "tax730_submissions" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"operation" text NOT NULL,
	"environment" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"protocollo" text,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_code" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax730_submissions_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "tax730_submissions_operation_check" CHECK ("tax730_submissions"."operation" in ('insert', 'update', 'delete')),
	CONSTRAINT "tax730_submissions_environment_check" CHECK ("tax730_submissions"."environment" in ('test', 'production')),
	CONSTRAINT "tax730_submissions_status_check" CHECK ("tax730_submissions"."status" in ('queued', 'accepted', 'rejected', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "tax730_submissions" ADD CONSTRAINT "tax730_submissions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax730_submissions" ADD CONSTRAINT "tax730_submissions_invoice_fk" FOREIGN KEY ("organization_id","invoice_id") REFERENCES "public"."invoices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax730_submissions_invoice_idx" ON "tax730_submissions" USING btree ("organization_id","invoice_id","created_at");--> statement-breakpoint
SELECT app_enable_tenancy('tax730_submissions');
