CREATE TABLE "patient_counts" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"patients" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_counts" ADD CONSTRAINT "patient_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
SELECT app_enable_tenancy('patient_counts');
--> statement-breakpoint
-- Kept exact by the statements that add or remove patients (a bulk import is one update). The
-- counter row is locked until the transaction ends: patients added at once in one organization wait
-- for each other there, which a clinic's pace allows.
CREATE FUNCTION app_count_patients() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO patient_counts AS c (organization_id, patients)
      SELECT organization_id, count(*) FROM added GROUP BY organization_id
      ON CONFLICT (organization_id) DO UPDATE SET patients = c.patients + excluded.patients;
  ELSE
    UPDATE patient_counts c SET patients = c.patients - removed_rows.n
      FROM (SELECT organization_id, count(*) AS n FROM removed GROUP BY organization_id) removed_rows
      WHERE c.organization_id = removed_rows.organization_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER patients_counted_insert AFTER INSERT ON patients
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION app_count_patients();
--> statement-breakpoint
CREATE TRIGGER patients_counted_delete AFTER DELETE ON patients
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION app_count_patients();
--> statement-breakpoint
-- The patients already on file (the migration role reads past row-level security).
INSERT INTO patient_counts (organization_id, patients)
  SELECT organization_id, count(*) FROM patients GROUP BY organization_id;
