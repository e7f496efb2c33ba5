CREATE TABLE "api_key_windows" (
	"key_id" uuid NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "api_key_windows_key_id_window_start_pk" PRIMARY KEY("key_id","window_start")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" uuid,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_keys_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "api_keys_hash_key" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "call_comments" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"call_id" uuid NOT NULL,
	"body" text NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_comments_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "call_replies" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"call_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"message" text,
	"via_provider" boolean DEFAULT false NOT NULL,
	"provider_call_id" text,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_replies_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "call_replies_channel_check" CHECK ("call_replies"."channel" in ('call_back', 'whatsapp'))
);
--> statement-breakpoint
CREATE TABLE "call_request_changes" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"call_id" uuid NOT NULL,
	"status" text NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_request_changes_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_call_id" text NOT NULL,
	"direction" text NOT NULL,
	"status" text NOT NULL,
	"caller" text DEFAULT '' NOT NULL,
	"number" text NOT NULL,
	"forwarded_to" text,
	"forwarded_via" text,
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
	"request_status" text DEFAULT 'pending' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calls_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "calls_provider_call_key" UNIQUE("organization_id","provider","provider_call_id"),
	CONSTRAINT "calls_direction_check" CHECK ("calls"."direction" in ('inbound', 'outbound')),
	CONSTRAINT "calls_status_check" CHECK ("calls"."status" in ('initial', 'ringing', 'in_progress', 'answered', 'missed', 'voicemail', 'done', 'called_back')),
	CONSTRAINT "calls_request_status_check" CHECK ("calls"."request_status" in ('pending', 'working_on', 'completed', 'unable_to_manage')),
	CONSTRAINT "calls_duration_check" CHECK ("calls"."duration_seconds" is null or "calls"."duration_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "phone_numbers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"e164" text NOT NULL,
	"provider" text NOT NULL,
	"provider_number_id" text,
	"organization_id" uuid,
	"forward_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_numbers_e164_unique" UNIQUE("e164"),
	CONSTRAINT "phone_numbers_provider_check" CHECK ("phone_numbers"."provider" in ('simulator', 'twilio'))
);
--> statement-breakpoint
CREATE TABLE "telephony_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"hook" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"params" jsonb NOT NULL,
	"query" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "telephony_events_dedupe_key" UNIQUE("provider","dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_comments" ADD CONSTRAINT "call_comments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_comments" ADD CONSTRAINT "call_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_comments" ADD CONSTRAINT "call_comments_call_fk" FOREIGN KEY ("organization_id","call_id") REFERENCES "public"."calls"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_replies" ADD CONSTRAINT "call_replies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_replies" ADD CONSTRAINT "call_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_replies" ADD CONSTRAINT "call_replies_call_fk" FOREIGN KEY ("organization_id","call_id") REFERENCES "public"."calls"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_request_changes" ADD CONSTRAINT "call_request_changes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_request_changes" ADD CONSTRAINT "call_request_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_request_changes" ADD CONSTRAINT "call_request_changes_call_fk" FOREIGN KEY ("organization_id","call_id") REFERENCES "public"."calls"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_numbers" ADD CONSTRAINT "phone_numbers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_organization_idx" ON "api_keys" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "call_comments_call_idx" ON "call_comments" USING btree ("organization_id","call_id","created_at");--> statement-breakpoint
CREATE INDEX "call_replies_call_idx" ON "call_replies" USING btree ("organization_id","call_id","created_at");--> statement-breakpoint
CREATE INDEX "call_request_changes_call_idx" ON "call_request_changes" USING btree ("organization_id","call_id","changed_at");--> statement-breakpoint
CREATE INDEX "calls_started_idx" ON "calls" USING btree ("organization_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "calls_updated_idx" ON "calls" USING btree ("organization_id","updated_at");--> statement-breakpoint
CREATE INDEX "calls_caller_idx" ON "calls" USING btree ("organization_id","caller");--> statement-breakpoint
CREATE INDEX "calls_status_idx" ON "calls" USING btree ("organization_id","status","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "calls_request_status_idx" ON "calls" USING btree ("organization_id","request_status","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "calls_priority_idx" ON "calls" USING btree ("organization_id","priority","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "phone_numbers_organization_idx" ON "phone_numbers" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "telephony_events_processed_idx" ON "telephony_events" USING btree ("processed_at");--> statement-breakpoint
CREATE INDEX "patients_mobile_idx" ON "patients" USING btree ("organization_id","mobile");--> statement-breakpoint
SELECT app_enable_tenancy('calls');
--> statement-breakpoint
SELECT app_enable_tenancy('call_request_changes');
--> statement-breakpoint
SELECT app_enable_tenancy('call_comments');
--> statement-breakpoint
SELECT app_enable_tenancy('call_replies');
--> statement-breakpoint
SELECT app_enable_tenancy('api_keys');
--> statement-breakpoint
-- The public calls API: a transaction that sets app.api_key_hash reads the one live key with that
-- hash, whatever its organization, and nothing else (modules/api-keys).
CREATE POLICY api_key_lookup ON api_keys FOR SELECT
  USING (revoked_at IS NULL AND key_hash = nullif(current_setting('app.api_key_hash', true), ''));
--> statement-breakpoint
-- A number is its organization's (tenant_isolation). Two more ways in: a provider's webhook names
-- only the number called, so a transaction that sets app.phone_number reads that one number to
-- route the call (modules/calls/numbers.ts); and the simulator's pool of unassigned numbers, which
-- any organization may see, add to, and take one from for itself.
SELECT app_enable_tenancy('phone_numbers');
--> statement-breakpoint
CREATE POLICY phone_number_routing ON phone_numbers FOR SELECT
  USING (e164 = nullif(current_setting('app.phone_number', true), ''));
--> statement-breakpoint
CREATE POLICY phone_number_pool_read ON phone_numbers FOR SELECT USING (organization_id IS NULL);
--> statement-breakpoint
CREATE POLICY phone_number_pool_add ON phone_numbers FOR INSERT WITH CHECK (organization_id IS NULL);
--> statement-breakpoint
CREATE POLICY phone_number_pool_take ON phone_numbers FOR UPDATE
  USING (organization_id IS NULL) WITH CHECK (organization_id = app_current_org());
