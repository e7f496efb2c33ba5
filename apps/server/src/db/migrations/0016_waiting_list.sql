CREATE TABLE "waiting_list" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid,
	"patient_name" text,
	"service_id" uuid,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_list_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "waiting_list_who_check" CHECK ("waiting_list"."patient_id" is not null or "waiting_list"."patient_name" is not null)
);
--> statement-breakpoint
ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_patient_fk" FOREIGN KEY ("organization_id","patient_id") REFERENCES "public"."patients"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_service_fk" FOREIGN KEY ("organization_id","service_id") REFERENCES "public"."services"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waiting_list_created_idx" ON "waiting_list" USING btree ("organization_id","created_at");--> statement-breakpoint
SELECT app_enable_tenancy('waiting_list');
