ALTER TABLE "tax730_submissions" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
CREATE INDEX "tax730_submissions_batch_idx" ON "tax730_submissions" USING btree ("organization_id","batch_id");