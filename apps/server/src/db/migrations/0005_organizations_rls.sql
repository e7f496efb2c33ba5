-- Organizations are not a tenant table (they are the tenants), but a member sees only their own:
-- the one in scope, and those they belong to (read through their own memberships).
-- The admin panel reads across organizations in an explicit 'admin' scope (withAdmin).
CREATE FUNCTION app_admin_scope() RETURNS boolean
  LANGUAGE sql STABLE
  AS $$ SELECT coalesce(current_setting('app.scope', true), '') = 'admin' $$;
--> statement-breakpoint
ALTER TABLE organizations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE organizations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY member_read ON organizations FOR SELECT USING (
  id = app_current_org()
  OR EXISTS (SELECT 1 FROM organization_members m WHERE m.organization_id = organizations.id AND m.user_id = app_current_user())
);
--> statement-breakpoint
-- A new organization is created in its own scope (its id chosen first), then its owner is added.
CREATE POLICY scoped_insert ON organizations FOR INSERT WITH CHECK (id = app_current_org());
--> statement-breakpoint
CREATE POLICY scoped_update ON organizations FOR UPDATE USING (id = app_current_org()) WITH CHECK (id = app_current_org());
--> statement-breakpoint
CREATE POLICY admin_read ON organizations FOR SELECT USING (app_admin_scope());
--> statement-breakpoint
CREATE POLICY admin_read ON organization_members FOR SELECT USING (app_admin_scope());
