CREATE TABLE "doctor_services" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"price_cents" integer,
	"duration_minutes" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_services_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "doctor_services_duration_check" CHECK ("doctor_services"."duration_minutes" between 5 and 1440),
	CONSTRAINT "doctor_services_price_check" CHECK ("doctor_services"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"specialty" text,
	"email" text,
	"phone" text,
	"color" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctors_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "doctors_color_check" CHECK ("doctors"."color" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "service_types" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_types_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"service_type_id" uuid,
	"duration_minutes" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "services_duration_check" CHECK ("services"."duration_minutes" between 5 and 1440),
	CONSTRAINT "services_price_check" CHECK ("services"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "doctor_services" ADD CONSTRAINT "doctor_services_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_services" ADD CONSTRAINT "doctor_services_doctor_fk" FOREIGN KEY ("organization_id","doctor_id") REFERENCES "public"."doctors"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_services" ADD CONSTRAINT "doctor_services_service_fk" FOREIGN KEY ("organization_id","service_id") REFERENCES "public"."services"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_types" ADD CONSTRAINT "service_types_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_service_type_fk" FOREIGN KEY ("organization_id","service_type_id") REFERENCES "public"."service_types"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_services_pair_idx" ON "doctor_services" USING btree ("organization_id","doctor_id","service_id");--> statement-breakpoint
CREATE INDEX "doctor_services_service_idx" ON "doctor_services" USING btree ("organization_id","service_id");--> statement-breakpoint
CREATE INDEX "doctors_name_idx" ON "doctors" USING btree ("organization_id","last_name","first_name");--> statement-breakpoint
CREATE UNIQUE INDEX "service_types_name_idx" ON "service_types" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "services_name_idx" ON "services" USING btree ("organization_id",lower("name"));--> statement-breakpoint
SELECT app_enable_tenancy('service_types');--> statement-breakpoint
SELECT app_enable_tenancy('doctors');--> statement-breakpoint
SELECT app_enable_tenancy('services');--> statement-breakpoint
SELECT app_enable_tenancy('doctor_services');
