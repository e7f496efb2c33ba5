-- An invoice's public link expires (#14 point 16): links made before expire 30 days after they were made.
ALTER TABLE "invoice_shares" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "invoice_shares" SET "expires_at" = "created_at" + interval '30 days';--> statement-breakpoint
ALTER TABLE "invoice_shares" ALTER COLUMN "expires_at" SET NOT NULL;
