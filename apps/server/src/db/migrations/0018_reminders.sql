ALTER TABLE "patients" ADD COLUMN "language" text DEFAULT 'it' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_language_check" CHECK ("patients"."language" in ('it', 'en'));