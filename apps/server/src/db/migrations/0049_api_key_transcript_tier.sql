ALTER TABLE "api_key_windows" ADD COLUMN "tier" text DEFAULT 'calls' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_key_windows" DROP CONSTRAINT "api_key_windows_key_id_window_start_pk";--> statement-breakpoint
ALTER TABLE "api_key_windows" ADD CONSTRAINT "api_key_windows_key_id_tier_window_start_pk" PRIMARY KEY("key_id","tier","window_start");--> statement-breakpoint
ALTER TABLE "api_key_windows" ADD CONSTRAINT "api_key_windows_tier_check" CHECK ("api_key_windows"."tier" in ('calls', 'transcripts'));
