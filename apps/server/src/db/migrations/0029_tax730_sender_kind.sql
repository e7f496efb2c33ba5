ALTER TABLE "tax730_settings" DROP CONSTRAINT "tax730_settings_region_code_check";--> statement-breakpoint
ALTER TABLE "tax730_settings" DROP CONSTRAINT "tax730_settings_asl_code_check";--> statement-breakpoint
ALTER TABLE "tax730_settings" DROP CONSTRAINT "tax730_settings_ssa_code_check";--> statement-breakpoint
ALTER TABLE "tax730_settings" ADD COLUMN "sender_kind" text DEFAULT 'professional' NOT NULL;--> statement-breakpoint
-- A clinic that filled in all three structure codes keeps sending them, now as a structure; codes
-- the Sistema TS would refuse (an SSA code under 5 characters) are cleared, to be entered again.
UPDATE "tax730_settings" SET "sender_kind" = 'structure' WHERE "region_code" IS NOT NULL AND "asl_code" IS NOT NULL AND "ssa_code" IS NOT NULL AND length("ssa_code") >= 5;--> statement-breakpoint
UPDATE "tax730_settings" SET "ssa_code" = NULL WHERE length("ssa_code") < 5;--> statement-breakpoint
ALTER TABLE "tax730_settings" ADD CONSTRAINT "tax730_settings_sender_kind_check" CHECK ("tax730_settings"."sender_kind" IN ('professional', 'structure'));--> statement-breakpoint
ALTER TABLE "tax730_settings" ADD CONSTRAINT "tax730_settings_region_code_check" CHECK ("tax730_settings"."region_code" ~ '^[A-Z0-9]{3}$');--> statement-breakpoint
ALTER TABLE "tax730_settings" ADD CONSTRAINT "tax730_settings_asl_code_check" CHECK ("tax730_settings"."asl_code" ~ '^[A-Z0-9]{3}$');--> statement-breakpoint
ALTER TABLE "tax730_settings" ADD CONSTRAINT "tax730_settings_ssa_code_check" CHECK ("tax730_settings"."ssa_code" ~ '^[A-Z0-9]{5,6}$');
