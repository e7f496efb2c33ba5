CREATE TABLE "opening_hours_exceptions" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"date" date NOT NULL,
	"ranges" jsonb NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opening_hours_exceptions_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_status_check";--> statement-breakpoint
ALTER TABLE "opening_hours" ADD COLUMN "standing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD COLUMN "standing_from" date;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD COLUMN "generated_until" date;--> statement-breakpoint
ALTER TABLE "slots" ADD COLUMN "standing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "opening_hours_exceptions" ADD CONSTRAINT "opening_hours_exceptions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours_exceptions" ADD CONSTRAINT "opening_hours_exceptions_doctor_fk" FOREIGN KEY ("organization_id","doctor_id") REFERENCES "public"."doctors"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "opening_hours_exceptions_day_idx" ON "opening_hours_exceptions" USING btree ("organization_id","doctor_id","date");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('to_confirm', 'planned', 'scheduled', 'arrived', 'active', 'completed', 'cancelled', 'no_show'));--> statement-breakpoint
-- A booked visit whose patient checked in has arrived (the visit state machine, docs/decisions/027).
UPDATE "appointments" SET "status" = 'arrived' WHERE "checked_in" AND "status" in ('to_confirm', 'planned', 'scheduled');
--> statement-breakpoint
SELECT app_enable_tenancy('opening_hours_exceptions');
--> statement-breakpoint
-- The daily standing-hours job finds the doctors to extend across organizations (which ones, nothing
-- more: each is then extended in its own organization's scope). A transaction that sets
-- app.standing_hours_sweep reads them; calendar/standing-hours-job.ts only.
CREATE POLICY standing_hours_sweep ON opening_hours FOR SELECT
  USING ((SELECT current_setting('app.standing_hours_sweep', true)) = 'on');
