CREATE TABLE "document_templates" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"language" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "document_templates_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "document_templates_type_check" CHECK ("document_templates"."type" in ('general_consent', 'privacy_consent', 'treatment_consent')),
	CONSTRAINT "document_templates_language_check" CHECK ("document_templates"."language" in ('it', 'en')),
	CONSTRAINT "document_templates_version_check" CHECK ("document_templates"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "signing_document_signers" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"tax_code" text,
	"signed_at" timestamp with time zone,
	"signature_png" "bytea",
	"signature_sha256" text,
	"signed_tablet_id" uuid,
	"signed_ip" text,
	"signed_user_agent" text,
	CONSTRAINT "signing_document_signers_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "signing_document_signers_role_check" CHECK ("signing_document_signers"."role" in ('patient', 'guardian', 'doctor')),
	CONSTRAINT "signing_document_signers_signed_check" CHECK (("signing_document_signers"."signed_at" is null) = ("signing_document_signers"."signature_png" is null) and ("signing_document_signers"."signature_png" is null) = ("signing_document_signers"."signature_sha256" is null))
);
--> statement-breakpoint
CREATE TABLE "signing_documents" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"type" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"template_version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"content_sha256" text NOT NULL,
	"appointment_id" uuid,
	"service_id" uuid,
	"doctor_id" uuid,
	"tablet_id" uuid,
	"tablet_name" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"open_on_tablet" boolean DEFAULT false NOT NULL,
	"signed_at" timestamp with time zone,
	"signed_tablet_id" uuid,
	"signed_tablet_name" text,
	"signed_ip" text,
	"signed_user_agent" text,
	"signed_content_sha256" text,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"voided_at" timestamp with time zone,
	"replaced_by_id" uuid,
	"seal_status" text,
	"seal_attempts" integer DEFAULT 0 NOT NULL,
	"seal_last_error" text,
	"sealed_at" timestamp with time zone,
	"sealed_pdf_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signing_documents_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "signing_documents_type_check" CHECK ("signing_documents"."type" in ('general_consent', 'privacy_consent', 'treatment_consent')),
	CONSTRAINT "signing_documents_language_check" CHECK ("signing_documents"."language" in ('it', 'en')),
	CONSTRAINT "signing_documents_status_check" CHECK ("signing_documents"."status" in ('sent', 'partially_signed', 'signed', 'declined', 'revoked', 'expired', 'voided')),
	CONSTRAINT "signing_documents_seal_check" CHECK (("signing_documents"."seal_status" is null) = ("signing_documents"."signed_at" is null) and "signing_documents"."seal_status" in ('pending', 'sealed', 'failed')),
	CONSTRAINT "signing_documents_sealed_check" CHECK (("signing_documents"."seal_status" = 'sealed') = ("signing_documents"."sealed_pdf_key" is not null)),
	CONSTRAINT "signing_documents_declined_check" CHECK (("signing_documents"."status" = 'declined') = ("signing_documents"."declined_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "requires_treatment_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_document_signers" ADD CONSTRAINT "signing_document_signers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_document_signers" ADD CONSTRAINT "signing_document_signers_document_fk" FOREIGN KEY ("organization_id","document_id") REFERENCES "public"."signing_documents"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_documents" ADD CONSTRAINT "signing_documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_documents" ADD CONSTRAINT "signing_documents_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_documents" ADD CONSTRAINT "signing_documents_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_documents" ADD CONSTRAINT "signing_documents_patient_fk" FOREIGN KEY ("organization_id","patient_id") REFERENCES "public"."patients"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_documents" ADD CONSTRAINT "signing_documents_appointment_fk" FOREIGN KEY ("organization_id","appointment_id") REFERENCES "public"."appointments"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_documents" ADD CONSTRAINT "signing_documents_service_fk" FOREIGN KEY ("organization_id","service_id") REFERENCES "public"."services"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_documents" ADD CONSTRAINT "signing_documents_doctor_fk" FOREIGN KEY ("organization_id","doctor_id") REFERENCES "public"."doctors"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_documents" ADD CONSTRAINT "signing_documents_replaced_by_fk" FOREIGN KEY ("organization_id","replaced_by_id") REFERENCES "public"."signing_documents"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_templates_version_idx" ON "document_templates" USING btree ("organization_id","type","language","version");--> statement-breakpoint
CREATE UNIQUE INDEX "signing_document_signers_position_idx" ON "signing_document_signers" USING btree ("organization_id","document_id","position");--> statement-breakpoint
CREATE INDEX "signing_documents_list_idx" ON "signing_documents" USING btree ("organization_id","sent_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "signing_documents_patient_idx" ON "signing_documents" USING btree ("organization_id","patient_id","type","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "signing_documents_status_idx" ON "signing_documents" USING btree ("organization_id","status","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "signing_documents_pending_idx" ON "signing_documents" USING btree ("organization_id","expires_at") WHERE "signing_documents"."status" in ('sent', 'partially_signed');--> statement-breakpoint
CREATE INDEX "signing_documents_unsealed_idx" ON "signing_documents" USING btree ("signed_at") WHERE "signing_documents"."status" = 'signed' and "signing_documents"."seal_status" <> 'sealed';--> statement-breakpoint
CREATE UNIQUE INDEX "signing_documents_one_pending_idx" ON "signing_documents" USING btree ("organization_id","patient_id","type",coalesce("appointment_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "signing_documents"."status" in ('sent', 'partially_signed');--> statement-breakpoint
SELECT app_enable_tenancy('document_templates');
--> statement-breakpoint
SELECT app_enable_tenancy('signing_documents');
--> statement-breakpoint
SELECT app_enable_tenancy('signing_document_signers');
--> statement-breakpoint
-- The expiry and sealing sweeps find due documents across organizations (which ones, nothing more:
-- each is then changed in its own organization's scope). A transaction that sets app.documents_sweep
-- reads them; jobs/documents only.
CREATE POLICY documents_sweep ON signing_documents FOR SELECT
  USING ((SELECT current_setting('app.documents_sweep', true)) = 'on');
