ALTER TABLE "organizations" ADD COLUMN "record_calls" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "recording_retention_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "transcript_retention_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "recording_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "transcript_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_call_retention_check" CHECK ("organizations"."recording_retention_days" between 1 and 365 and "organizations"."transcript_retention_days" between 1 and 365);