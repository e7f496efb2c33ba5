ALTER TABLE "local_checkout_sessions" ADD COLUMN "metadata" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "local_checkout_sessions" ADD COLUMN "success_url" text;--> statement-breakpoint
ALTER TABLE "local_checkout_sessions" ADD COLUMN "cancel_url" text;