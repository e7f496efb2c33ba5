CREATE TABLE "invoice_share_openings" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"share_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_share_openings_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "invoice_share_openings_kind_check" CHECK ("invoice_share_openings"."kind" in ('page', 'pdf'))
);
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "year" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "sequence" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_share_openings" ADD CONSTRAINT "invoice_share_openings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_share_openings" ADD CONSTRAINT "invoice_share_openings_invoice_fk" FOREIGN KEY ("organization_id","invoice_id") REFERENCES "public"."invoices"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_share_openings" ADD CONSTRAINT "invoice_share_openings_share_fk" FOREIGN KEY ("organization_id","share_id") REFERENCES "public"."invoice_shares"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_share_openings_invoice_idx" ON "invoice_share_openings" USING btree ("organization_id","invoice_id","opened_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_numbered_check" CHECK (("invoices"."year" is null) = ("invoices"."sequence" is null) and ("invoices"."sequence" is null) = ("invoices"."number" is null) and ("invoices"."sequence" is not null or "invoices"."status" in ('draft', 'cancelled')));--> statement-breakpoint
SELECT app_enable_tenancy('invoice_share_openings');
