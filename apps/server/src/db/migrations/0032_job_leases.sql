ALTER TABLE "jobs" ADD COLUMN "locked_by" text;--> statement-breakpoint
-- Emails already sent keep only their recipient: their subject and body may hold a sign-in code.
UPDATE "jobs" SET "payload" = jsonb_build_object('to', "payload"->'to') WHERE "queue" = 'email.send' AND "status" IN ('done', 'failed');
