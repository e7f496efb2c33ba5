-- Tenancy in the database (docs/architecture.md#tenancy).
-- studiolo_app is the non-superuser, non-owner role every request transaction switches to with
-- SET LOCAL ROLE, so row-level security applies on PGlite (whose user is a superuser) and on a server.
DO $$
BEGIN
  CREATE ROLE studiolo_app NOLOGIN;
EXCEPTION
  WHEN duplicate_object OR unique_violation THEN NULL; -- roles are cluster-wide; another database made it
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO studiolo_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO studiolo_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO studiolo_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO studiolo_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO studiolo_app;
--> statement-breakpoint
-- The organization of the current transaction, or NULL (then no tenant row is visible).
CREATE FUNCTION app_current_org() RETURNS uuid
  LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.org_id', true), '')::uuid $$;
--> statement-breakpoint
-- Every tenant table calls this once, in the migration that creates it.
CREATE FUNCTION app_enable_tenancy(tbl regclass) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s USING (organization_id = app_current_org()) '
    'WITH CHECK (organization_id = app_current_org())',
    tbl
  );
END
$$;
--> statement-breakpoint
SELECT app_enable_tenancy('activity_log');
