ALTER TABLE "organizations" ADD COLUMN "requested_prefix" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "number_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "number_request_locale" text;--> statement-breakpoint
-- /admin lists each organization's number and releases it on a reset (modules/calls/provisioning.ts).
CREATE POLICY admin_read ON phone_numbers FOR SELECT USING ((SELECT app_admin_scope()));
