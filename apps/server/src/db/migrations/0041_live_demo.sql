CREATE TABLE "demo_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid,
	"provider" text NOT NULL,
	"provider_call_id" text NOT NULL,
	"status" text NOT NULL,
	"caller" text DEFAULT '' NOT NULL,
	"number" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"duration_seconds" integer,
	"recording_provider_id" text,
	"recording_kind" text,
	"recording_url" text,
	"recording_key" text,
	"recording_content_type" text,
	"recording_duration_seconds" integer,
	"scripted_transcript" text,
	"transcription_state" text DEFAULT 'none' NOT NULL,
	"transcript" text,
	"transcript_confidence" real,
	"transcript_segments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transcription_error" text,
	"triage_state" text DEFAULT 'none' NOT NULL,
	"priority" text,
	"category" text,
	"summary" text,
	"suggested_action" text,
	"draft_reply" text,
	"triage_reason" text,
	"triage_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_calls_provider_call_key" UNIQUE("provider","provider_call_id")
);
--> statement-breakpoint
CREATE TABLE "demo_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"locale" text DEFAULT 'it' NOT NULL,
	"code_hash" text NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_registrations_attempts_check" CHECK ("demo_registrations"."code_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "outbox_sms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from" text NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demo_calls" ADD CONSTRAINT "demo_calls_registration_id_demo_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."demo_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_calls_registration_idx" ON "demo_calls" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "demo_calls_expires_idx" ON "demo_calls" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "demo_registrations_phone_idx" ON "demo_registrations" USING btree ("phone","expires_at");--> statement-breakpoint
CREATE INDEX "demo_registrations_expires_idx" ON "demo_registrations" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "outbox_sms_created_idx" ON "outbox_sms" USING btree ("created_at" DESC NULLS LAST);