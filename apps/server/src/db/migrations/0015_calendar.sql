-- Exclusion constraints on (organization, doctor, time range) need btree_gist for the equality parts.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "appointments" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slot_id" uuid,
	"doctor_id" uuid NOT NULL,
	"patient_id" uuid,
	"temporary_name" text,
	"service_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"price_cents" integer NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"payment_type" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"checked_in" boolean DEFAULT false NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "appointments_time_check" CHECK ("appointments"."ends_at" > "appointments"."starts_at"),
	CONSTRAINT "appointments_who_check" CHECK ("appointments"."patient_id" is not null or "appointments"."temporary_name" is not null),
	CONSTRAINT "appointments_money_check" CHECK ("appointments"."price_cents" >= 0 and "appointments"."paid_cents" >= 0),
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('scheduled', 'to_confirm', 'planned', 'active', 'completed', 'cancelled')),
	CONSTRAINT "appointments_payment_type_check" CHECK ("appointments"."payment_type" in ('cash', 'card'))
);
--> statement-breakpoint
CREATE TABLE "slots" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"notes" text,
	"doctor_notes" text,
	"rest_times" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slots_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "slots_time_check" CHECK ("slots"."ends_at" > "slots"."starts_at"),
	CONSTRAINT "slots_status_check" CHECK ("slots"."status" in ('available', 'booked', 'deleted'))
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_slot_fk" FOREIGN KEY ("organization_id","slot_id") REFERENCES "public"."slots"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_fk" FOREIGN KEY ("organization_id","doctor_id") REFERENCES "public"."doctors"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_fk" FOREIGN KEY ("organization_id","patient_id") REFERENCES "public"."patients"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_service_fk" FOREIGN KEY ("organization_id","service_id") REFERENCES "public"."services"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slots" ADD CONSTRAINT "slots_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slots" ADD CONSTRAINT "slots_doctor_fk" FOREIGN KEY ("organization_id","doctor_id") REFERENCES "public"."doctors"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_window_idx" ON "appointments" USING btree ("organization_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_patient_idx" ON "appointments" USING btree ("organization_id","patient_id");--> statement-breakpoint
CREATE INDEX "appointments_slot_idx" ON "appointments" USING btree ("organization_id","slot_id");--> statement-breakpoint
CREATE INDEX "slots_window_idx" ON "slots" USING btree ("organization_id","starts_at");--> statement-breakpoint
-- No double booking, guarded by the database: two live slots of one doctor never overlap…
ALTER TABLE "slots" ADD CONSTRAINT "slots_no_overlap" EXCLUDE USING gist (
  "organization_id" WITH =, "doctor_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&
) WHERE ("status" <> 'deleted' AND "doctor_id" IS NOT NULL);
--> statement-breakpoint
-- …nor two appointments of one doctor that are not cancelled.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist (
  "organization_id" WITH =, "doctor_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&
) WHERE ("status" <> 'cancelled');
--> statement-breakpoint
SELECT app_enable_tenancy('slots');
--> statement-breakpoint
SELECT app_enable_tenancy('appointments');
