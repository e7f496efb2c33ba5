-- The user of the current transaction, or NULL.
CREATE FUNCTION app_current_user() RETURNS uuid
  LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.user_id', true), '')::uuid $$;
--> statement-breakpoint
SELECT app_enable_tenancy('organization_members');
--> statement-breakpoint
-- Besides its organization's members, a user sees their own memberships in every organization:
-- that is how the app lists the organizations to choose from (permissive policies are OR-ed).
CREATE POLICY own_memberships ON organization_members FOR SELECT USING (user_id = app_current_user());
