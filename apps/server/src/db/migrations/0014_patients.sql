-- Trigram search (typo-tolerant names) with the organization in the same GIN index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TABLE "patient_guardians" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"guardian_patient_id" uuid,
	"relationship" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"tax_code" text,
	"phone" text,
	"email" text,
	"address" text,
	"city" text,
	"postal_code" text,
	"province" text,
	CONSTRAINT "patient_guardians_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "patient_guardians_relationship_check" CHECK ("patient_guardians"."relationship" in ('parent', 'legal_guardian', 'grandparent')),
	CONSTRAINT "patient_guardians_who_check" CHECK ("patient_guardians"."guardian_patient_id" is not null or ("patient_guardians"."first_name" is not null and "patient_guardians"."last_name" is not null and "patient_guardians"."phone" is not null)),
	CONSTRAINT "patient_guardians_not_self_check" CHECK ("patient_guardians"."guardian_patient_id" is distinct from "patient_guardians"."patient_id")
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"mobile" text NOT NULL,
	"birth_date" date,
	"gender" text,
	"birth_city" text,
	"birth_province" text,
	"country" text DEFAULT 'IT' NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"province" text,
	"postal_code" text,
	"tax_code" text,
	"document_type" text,
	"document_number" text,
	"notes" text,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"is_minor" boolean DEFAULT false NOT NULL,
	"search_name" text GENERATED ALWAYS AS (translate(lower("patients"."last_name" || ' ' || "patients"."first_name"), 'àáâäãèéêëìíîïòóôöõùúûüçñ', 'aaaaaeeeeiiiiooooouuuucn')) STORED NOT NULL,
	"search_text" text GENERATED ALWAYS AS (translate(lower("patients"."last_name" || ' ' || "patients"."first_name" || ' ' || coalesce("patients"."tax_code", '') || ' ' || "patients"."mobile" || ' ' || coalesce("patients"."email", '')), 'àáâäãèéêëìíîïòóôöõùúûüçñ', 'aaaaaeeeeiiiiooooouuuucn')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "patients_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "patients_gender_check" CHECK ("patients"."gender" in ('male', 'female', 'other'))
);
--> statement-breakpoint
ALTER TABLE "patient_guardians" ADD CONSTRAINT "patient_guardians_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_guardians" ADD CONSTRAINT "patient_guardians_patient_fk" FOREIGN KEY ("organization_id","patient_id") REFERENCES "public"."patients"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_guardians" ADD CONSTRAINT "patient_guardians_guardian_fk" FOREIGN KEY ("organization_id","guardian_patient_id") REFERENCES "public"."patients"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_guardians_patient_idx" ON "patient_guardians" USING btree ("organization_id","patient_id");--> statement-breakpoint
CREATE INDEX "patient_guardians_guardian_idx" ON "patient_guardians" USING btree ("organization_id","guardian_patient_id");--> statement-breakpoint
CREATE INDEX "patients_search_text_idx" ON "patients" USING gin ("organization_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_search_name_idx" ON "patients" USING gin ("organization_id","search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_name_idx" ON "patients" USING btree ("organization_id","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "patients_recent_idx" ON "patients" USING btree ("organization_id","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "patients_created_idx" ON "patients" USING btree ("organization_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "patients_tax_code_idx" ON "patients" USING btree ("organization_id","tax_code");--> statement-breakpoint
SELECT app_enable_tenancy('patients');--> statement-breakpoint
SELECT app_enable_tenancy('patient_guardians');
--> statement-breakpoint
-- The patient search, as a function that filters by the current organization itself.
-- Under row-level security PostgreSQL may not use an index for an operator that is not leakproof
-- (LIKE, pg_trgm's <%), so the search would read every patient of every clinic. This function runs
-- as its owner (the migration role: a superuser or a role with BYPASSRLS), uses the trigram indexes,
-- and returns one page of app_current_org()'s matching patients as ids, with their rank and the
-- number of matches; the caller then reads those rows under RLS as usual. Each word must be found
-- in search_text as typed, or, for a word of three or more letters, be similar to a word of the name
-- (pg_trgm word similarity at 0.5, looser than its 0.6 default: one wrong, missing or extra letter
-- in a short surname still matches — 'Mancni' finds Mancini at 0.57). Best matches first, then in the list's order (`sort`); a NULL page_size
-- returns every match.
CREATE FUNCTION app_search_patients(words text[], sort text, page_size integer, page_offset integer)
  RETURNS TABLE (patient_id uuid, rank real, total bigint)
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  -- A page, as a rule: the caller then reads each row by its primary key.
  ROWS 25
  SET search_path = public, pg_temp
  -- The planner underestimates how selective a trigram match is and would read the whole table.
  SET enable_seqscan = off
  SET pg_trgm.word_similarity_threshold = 0.5
  AS $$
DECLARE
  org uuid := app_current_org();
  conditions text := '';
  word text;
  then_by text := CASE sort
    WHEN 'recent' THEN 'updated_at DESC NULLS LAST'
    WHEN 'created' THEN 'created_at DESC NULLS LAST'
    ELSE 'last_name, first_name'
  END;
BEGIN
  IF org IS NULL OR coalesce(array_length(words, 1), 0) = 0 THEN
    RETURN;
  END IF;
  FOREACH word IN ARRAY words[1:5] LOOP
    conditions := conditions || format(
      ' AND (p.search_text LIKE %L',
      '%' || replace(replace(replace(word, '\', '\\'), '%', '\%'), '_', '\_') || '%'
    );
    IF word ~ '^[[:alpha:]'' -]{3,}$' THEN
      conditions := conditions || format(' OR %L <%% p.search_name', word);
    END IF;
    conditions := conditions || ')';
  END LOOP;
  RETURN QUERY EXECUTE format(
    'SELECT m.id, m.rank, count(*) OVER () FROM ('
    '  SELECT p.id, p.last_name, p.first_name, p.updated_at, p.created_at,'
    '    (SELECT coalesce(sum(word_similarity(w, p.search_name)), 0)::real FROM unnest($2) AS w) AS rank'
    '  FROM patients p WHERE p.organization_id = $1%s'
    ') m ORDER BY m.rank DESC, %s, m.id LIMIT $3 OFFSET $4',
    conditions,
    then_by
  ) USING org, words[1:5], page_size, page_offset;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_search_patients(text[], text, integer, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_search_patients(text[], text, integer, integer) TO studiolo_app;
