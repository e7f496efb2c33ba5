CREATE TABLE "seal_certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"p12_encrypted" text NOT NULL,
	"certificate_pem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seal_certificates_id_check" CHECK ("seal_certificates"."id" = 'installation')
);
