CREATE TABLE "tax730_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"username" text,
	"password_encrypted" text,
	"pincode_encrypted" text,
	"owner_tax_code" text,
	"vat_number" text,
	"region_code" text,
	"asl_code" text,
	"ssa_code" text,
	"environment" text DEFAULT 'test' NOT NULL,
	"automatic_submission" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax730_settings_environment_check" CHECK ("tax730_settings"."environment" IN ('test', 'production')),
	CONSTRAINT "tax730_settings_vat_number_check" CHECK ("tax730_settings"."vat_number" ~ '^[0-9]{11}$'),
	CONSTRAINT "tax730_settings_region_code_check" CHECK ("tax730_settings"."region_code" ~ '^[0-9]{3}$'),
	CONSTRAINT "tax730_settings_asl_code_check" CHECK ("tax730_settings"."asl_code" ~ '^[0-9]{3}$'),
	CONSTRAINT "tax730_settings_ssa_code_check" CHECK ("tax730_settings"."ssa_code" ~ '^[0-9]{1,6}$')
);
--> statement-breakpoint
ALTER TABLE "tax730_settings" ADD CONSTRAINT "tax730_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
SELECT app_enable_tenancy('tax730_settings');
