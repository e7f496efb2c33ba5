ALTER TABLE "invoices" ADD COLUMN "stamp_duty_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "stamp_duty_authorization" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "stamp_duty_authorization_on" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_stamp_id_check" CHECK ("invoices"."stamp_duty_id" ~ '^[0-9]{14}$');