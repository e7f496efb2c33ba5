CREATE TABLE "local_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"client_reference_id" text NOT NULL,
	"customer_email" text NOT NULL,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "local_checkout_sessions_status_check" CHECK ("local_checkout_sessions"."status" in ('open', 'complete', 'expired'))
);
